import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

const STORAGE_KEY = 'pizza.scroll-positions';
/** Only the latest entries matter (back/forward within this tab). */
const MAX_ENTRIES = 50;

function readPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

function savePosition(locationKey: string, y: number): void {
  const positions = readPositions();
  delete positions[locationKey];
  positions[locationKey] = y;
  const keys = Object.keys(positions);
  for (const old of keys.slice(0, Math.max(0, keys.length - MAX_ENTRIES))) delete positions[old];
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
  } catch {
    // Storage full or blocked: back navigation then starts at the top, nothing worse.
  }
}

/**
 * What the data router's <ScrollRestoration> did: a new page starts at the top, and back/forward
 * returns to where the visitor was on that entry (kept per history entry for the tab's session).
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    history.scrollRestoration = 'manual';
  }, []);

  useLayoutEffect(() => {
    if (navigationType === 'POP') {
      const y = readPositions()[location.key];
      if (y !== undefined) window.scrollTo(0, y);
    } else if (!location.hash) {
      window.scrollTo(0, 0);
    }
    // Remember the position as the visitor scrolls: when the location changes, the next page's
    // DOM is already in place and window.scrollY may have been clamped to its height.
    let y = window.scrollY;
    const onScroll = () => {
      y = window.scrollY;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    const key = location.key;
    return () => {
      window.removeEventListener('scroll', onScroll);
      savePosition(key, y);
    };
  }, [location.key, location.hash, navigationType]);
}
