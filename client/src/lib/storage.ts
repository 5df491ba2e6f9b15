/**
 * localStorage keys shared with the original app (docs/product/rules.md#entities) and safe accessors.
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
  /** 'on' once 'Enable Notifications' was used on this device: the board re-arms its alarm after a reload. */
  boardAlerts: 'boardAlerts',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** Storage can throw (private browsing, disabled cookies, a full quota): the shop goes on without it. */
function safely<T>(action: () => T, fallback: T): T {
  try {
    return action();
  } catch {
    return fallback;
  }
}

export const readStorage = (key: StorageKey): string | null => safely(() => window.localStorage.getItem(key), null);

/** Not persisting is acceptable: the value still lives in memory for this visit. */
export const writeStorage = (key: StorageKey, value: string): void => safely(() => window.localStorage.setItem(key, value), undefined);

export const removeStorage = (key: StorageKey): void => safely(() => window.localStorage.removeItem(key), undefined);

/**
 * sessionStorage: one tab's own state that must survive a reload of that tab but not outlive it
 * (an Add to Cart waiting for the customer to log in or sign up, the payment chosen at checkout).
 */
export const SESSION_KEYS = {
  pendingAdd: 'pendingAdd',
  checkoutChoices: 'checkoutChoices',
} as const;

export type SessionKey = (typeof SESSION_KEYS)[keyof typeof SESSION_KEYS];

export const readSession = (key: SessionKey): string | null => safely(() => window.sessionStorage.getItem(key), null);

export const writeSession = (key: SessionKey, value: string): void => safely(() => window.sessionStorage.setItem(key, value), undefined);

export const removeSession = (key: SessionKey): void => safely(() => window.sessionStorage.removeItem(key), undefined);
