/** The first retry comes within this; each failed attempt doubles the window. */
export const RETRY_BASE_MS = 1_000;
/** No retry waits longer than this (the page keeps trying as long as it is open). */
export const RETRY_CAP_MS = 30_000;
/** A connection that stayed up this long proved the server well again: the next retry starts small. */
export const STABLE_AFTER_MS = 10_000;

/**
 * Exponential backoff with full jitter: anywhere between 0 and min(cap, base x 2^attempt), so a
 * thousand tabs refused together by a struggling server come back spread out, not in one wave.
 */
export function retryDelay(attempt: number, random: () => number = Math.random): number {
  return Math.floor(random() * Math.min(RETRY_CAP_MS, RETRY_BASE_MS * 2 ** Math.min(attempt, 30)));
}

/** Retries after a failure, further apart each time, until a connection stays up (STABLE_AFTER_MS). */
export function createRetrier(retry: () => void) {
  let attempt = 0;
  let pending: ReturnType<typeof setTimeout> | undefined;
  let stable: ReturnType<typeof setTimeout> | undefined;
  return {
    /** A connection failed or was closed by the server: try again later (once, however often this is called). */
    schedule(): void {
      clearTimeout(stable);
      if (pending) return;
      pending = setTimeout(() => {
        pending = undefined;
        retry();
      }, retryDelay(attempt));
      attempt += 1;
    },
    connected(): void {
      clearTimeout(stable);
      stable = setTimeout(() => (attempt = 0), STABLE_AFTER_MS);
    },
    stop(): void {
      clearTimeout(pending);
      clearTimeout(stable);
      pending = undefined;
    },
  };
}
