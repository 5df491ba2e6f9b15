/** The board's service worker (client/public/board-sw.js): push and notification clicks only, never a cache. */
export const BOARD_SW_URL = '/board-sw.js';
/** Only the board's pages: the customer pages are never under it. */
export const BOARD_SW_SCOPE = '/admin';

/** Registers the board's service worker (idempotent); undefined where service workers are unavailable or refused. */
export async function registerBoardServiceWorker(): Promise<ServiceWorkerRegistration | undefined> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return undefined;
  try {
    return await navigator.serviceWorker.register(BOARD_SW_URL, { scope: BOARD_SW_SCOPE });
  } catch {
    return undefined;
  }
}
