import { matchesMediaQuery, useMediaQuery } from './use-media-query';

const QUERY = '(prefers-reduced-motion: reduce)';

/** True when the visitor asked the system for less motion: no slides, no smooth scrolling. */
export function prefersReducedMotion(): boolean {
  return matchesMediaQuery(QUERY);
}

export function usePrefersReducedMotion(): boolean {
  return useMediaQuery(QUERY);
}
