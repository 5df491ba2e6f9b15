import { useCallback, useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now; false where the browser (or a test DOM) has no matchMedia. */
export function matchesMediaQuery(query: string): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
}

/** Follows a CSS media query ('(pointer: coarse)', '(prefers-reduced-motion: reduce)'). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const media = window.matchMedia(query);
      media.addEventListener('change', onChange);
      return () => media.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => matchesMediaQuery(query),
    () => false,
  );
}
