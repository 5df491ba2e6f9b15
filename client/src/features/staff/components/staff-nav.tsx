import type { Permission } from '@pizza/shared';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';

import { staffNavItemsFor } from '../staff-nav-items';

/**
 * The staff pages this member may open, as a row of tabs under the top bar (wrapping on a narrow
 * phone). The current page is marked for screen readers too (aria-current, NavLink's own).
 */
export function StaffNav({ permissions }: { permissions: readonly Permission[] }) {
  const { t } = useTranslation();
  const items = staffNavItemsFor(permissions);
  if (items.length === 0) return null;
  return (
    <nav aria-label={t('admin.nav.label')} className="border-t border-paper/10">
      <ul className="mx-auto flex max-w-7xl flex-wrap gap-1 px-3 py-1.5 sm:px-6">
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
