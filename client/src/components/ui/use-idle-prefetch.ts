import { useEffect } from 'react';

const FALLBACK_DELAY_MS = 2000;

/**
 * Fetches lazy chunks once the browser is idle after the first paint, so the first click on a
 * card or the cart does not wait for the network, while the initial JavaScript stays small.
 */
export function useIdlePrefetch(loaders: ReadonlyArray<() => Promise<unknown>>): void {
  useEffect(() => {
    const run = () => loaders.forEach((load) => void load().catch(() => undefined));
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(run, { timeout: FALLBACK_DELAY_MS * 2 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(run, FALLBACK_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [loaders]);
}
