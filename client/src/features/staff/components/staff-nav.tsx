import type { Permission } from '@pizza/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router-dom';

import { staffNavItemsFor } from '../staff-nav-items';

/**
 * The staff pages this member may open, as a row of tabs under the top bar. On a phone the row
 * scrolls sideways instead of wrapping (an owner's nine tabs took three rows of a sticky bar, a
 * third of the screen), with the current page's tab scrolled to the middle and an edge fading
 * wherever more tabs lie beyond it; from `sm` up it wraps.
 * The current page is marked for screen readers too (aria-current, NavLink's own).
 */
export function StaffNav({ permissions }: { permissions: readonly Permission[] }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const list = useRef<HTMLUListElement>(null);
  const items = staffNavItemsFor(permissions);
  const [beyond, setBeyond] = useState({ before: false, after: false });
  const measure = useCallback(() => {
    const row = list.current;
    if (!row) return;
    const before = row.scrollLeft > 1;
    const after = row.scrollLeft + row.clientWidth < row.scrollWidth - 1;
    // Scroll events come every frame: a new object only when an edge changed, so React skips the rest.
    setBeyond((now) => (now.before === before && now.after === after ? now : { before, after }));
  }, []);
  useEffect(() => {
    // Centred in the row, its neighbours showing on both sides; the page itself does not move
    // (block 'nearest': the bar is on screen). jsdom has no scrollIntoView.
    list.current?.querySelector('[aria-current="page"]')?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
    measure();
  }, [pathname, measure]);
  useEffect(() => {
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [measure]);
  if (items.length === 0) return null;
  return (
    <nav aria-label={t('admin.nav.label')} className="border-t border-paper/10">
      <ul
        ref={list}
        onScroll={measure}
        style={{ maskImage: edgeFade(beyond) }}
        className="mx-auto flex max-w-7xl gap-1 overflow-x-auto scroll-px-10 px-3 py-1.5 [scrollbar-width:none] sm:flex-wrap sm:overflow-visible sm:px-6"
      >
        {items.map((item) => (
          <li key={item.key} className="shrink-0">
            <NavLink
              to={item.path}
              end
              className={({ isActive }) =>
                `inline-flex min-h-10 items-center rounded-full px-4 text-sm font-bold transition-colors ${
                  isActive ? 'bg-accent-400 text-night' : 'text-paper hover:bg-paper/10'
                }`
              }
            >
              {t(`admin.nav.${item.key}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Fades the row's edge where more tabs lie beyond it (a cut tab alone can look like the last one). */
function edgeFade({ before, after }: { before: boolean; after: boolean }): string {
  return `linear-gradient(to right, ${before ? 'transparent' : '#000'}, #000 40px, #000 calc(100% - 40px), ${after ? 'transparent' : '#000'})`;
}
