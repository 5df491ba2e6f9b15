import { NAV_HIGHLIGHT_DELAY_MS, SCROLL_BAND } from '@pizza/shared';
import { useCallback, useEffect, useRef, useState } from 'react';

import { prefersReducedMotion } from '../../../lib/motion';

/** '-30% 0px -60% 0px': the observer's root shrinks to the band 30%–40% from the top of the viewport. */
export function bandRootMargin(band: { top: number; bottom: number } = SCROLL_BAND): string {
  const percent = (fraction: number) => `${Math.round(fraction * 100)}%`;
  return `-${percent(band.top)} 0px -${percent(1 - band.bottom)} 0px`;
}

/** Upper bound on a smooth scroll after a click; 'scrollend' usually releases earlier. */
const CLICK_SCROLL_LOCK_MS = 1500;

function isAtPageBottom(): boolean {
  return window.scrollY > 0 && window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
}

/**
 * Which section is active: the first one crossing the scroll band, or the last section once the
 * page is scrolled to its end (a short last section never reaches the band). `select` scrolls
 * to a section and marks it after NAV_HIGHLIGHT_DELAY_MS; the sections it passes on the way are
 * ignored so the highlight does not flicker through them.
 */
export function useScrollSpy(ids: readonly string[]) {
  const [active, setActive] = useState(ids[0] ?? '');
  const lockedUntil = useRef(0);

  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const inBand = new Set<string>();
    let atBottom = false;
    const pick = () => {
      if (Date.now() < lockedUntil.current) return;
      const next = atBottom ? ids.at(-1) : ids.find((id) => inBand.has(id));
      if (next) setActive(next);
    };
    const observer = new IntersectionObserver(
      (entries) => {
        entries.forEach((entry) => (entry.isIntersecting ? inBand.add(entry.target.id) : inBand.delete(entry.target.id)));
        pick();
      },
      { rootMargin: bandRootMargin() },
    );
    ids.forEach((id) => {
      const section = document.getElementById(id);
      if (section) observer.observe(section);
    });
    const onScroll = () => {
      if (isAtPageBottom() === atBottom) return;
      atBottom = !atBottom;
      pick();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', onScroll);
    };
  }, [ids]);

  // The pending highlight and the 'scrollend' release of the last click: replaced by the next
  // click and dropped on unmount, so neither outlives the click (a click may scroll nothing).
  const pendingHighlight = useRef<number | undefined>(undefined);
  const releaseLock = useRef<(() => void) | null>(null);
  const cancelPendingClick = useCallback(() => {
    window.clearTimeout(pendingHighlight.current);
    pendingHighlight.current = undefined;
    if (releaseLock.current) window.removeEventListener('scrollend', releaseLock.current);
    releaseLock.current = null;
  }, []);
  useEffect(() => cancelPendingClick, [cancelPendingClick]);

  const select = useCallback(
    (id: string) => {
      const section = document.getElementById(id);
      if (!section) return;
      cancelPendingClick();
      lockedUntil.current = Date.now() + CLICK_SCROLL_LOCK_MS;
      const release = () => {
        lockedUntil.current = 0;
        releaseLock.current = null;
      };
      releaseLock.current = release;
      window.addEventListener('scrollend', release, { once: true });
      section.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
      // Like following an in-page link: keyboard and screen reader users continue from the section.
      section.focus({ preventScroll: true });
      pendingHighlight.current = window.setTimeout(() => {
        pendingHighlight.current = undefined;
        setActive(id);
      }, NAV_HIGHLIGHT_DELAY_MS);
    },
    [cancelPendingClick],
  );

  return { active, select };
}
