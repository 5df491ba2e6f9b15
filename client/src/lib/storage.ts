/**
 * localStorage keys shared with the original app (SPEC section 3) and safe accessors.
 * Storage can throw (private browsing, disabled cookies); the shop must still render then.
 */
export const STORAGE_KEYS = {
  authToken: 'authToken',
  email: 'email',
  name: 'name',
  /** The staff session lives beside the customer's, never in its keys (reference section 5.3). */
  adminToken: 'adminToken',
  adminEmail: 'adminEmail',
  language: 'lang',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

export function readStorage(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: StorageKey, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Not persisting is acceptable: the value still lives in memory for this visit.
  }
}

export function removeStorage(key: StorageKey): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing to clean up if storage is unavailable.
  }
}
