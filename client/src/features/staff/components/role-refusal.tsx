import type { Permission } from '@pizza/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { buttonClasses } from '../../../components/ui/button';
import { staffNavItemsFor } from '../staff-nav-items';

/** A staff page this member's role may not open: says so and offers the pages they may open, never a blank page. */
export function RoleRefusal({ permissions }: { permissions: readonly Permission[] }) {
  const { t } = useTranslation();
  const items = staffNavItemsFor(permissions);
  return (
    <section
      aria-labelledby="role-refusal-title"
      className="mx-auto flex max-w-xl flex-col gap-4 rounded-2xl bg-surface p-6 ring-1 ring-ink/10"
    >
      <h2 id="role-refusal-title" className="text-xl font-bold">
        {t('admin.notForRole.title')}
      </h2>
      <p className="text-ink-muted">{items.length > 0 ? t('admin.notForRole.body') : t('admin.notForRole.nothing')}</p>
      {items.length > 0 && (
        <ul className="flex flex-wrap gap-2">
          {items.map((item) => (
            <li key={item.key}>
              <Link to={item.path} className={buttonClasses('secondary', 'sm')}>
                {t(`admin.nav.${item.key}`)}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
