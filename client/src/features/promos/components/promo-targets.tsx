import { CATEGORIES, type MenuItem } from '@pizza/shared';
import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/ui/button';
import { useLocaleFormat } from '../../../lib/use-locale-format';
import { usePromoMenu } from '../api/promos';

interface PromoTargetsProps {
  categories: string[];
  menuItemIds: string[];
  onChange: (targets: { categories: string[]; menuItemIds: string[] }) => void;
  error?: string;
}

const toggled = (list: string[], value: string, on: boolean) => (on ? [...list, value] : list.filter((entry) => entry !== value));

/**
 * What the discount applies to: whole categories and single dishes (each size its own), picked from
 * the menu as the board reads it. Nothing picked: the whole cart.
 */
export function PromoTargets({ categories, menuItemIds, onChange, error }: PromoTargetsProps) {
  const { t } = useTranslation();
  const { name } = useLocaleFormat();
  const menu = usePromoMenu();
  const byCategory = (category: string) => (menu.data ?? []).filter((item: MenuItem) => item.category === category);
  const dishLabel = (item: MenuItem) => (item.size === 'REGULAR' ? name(item) : `${name(item)} · ${t(`sizes.${item.size}`)}`);

  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-ink-muted">
        {categories.length === 0 && menuItemIds.length === 0 ? t('promos.form.targetsAll') : t('promos.form.targetsSome')}
      </p>
      {menu.isError && (
        <div role="alert" className="flex flex-wrap items-center gap-2 text-sm font-semibold text-brand-800">
          {t('promos.form.menuFailed')}
          <Button variant="secondary" size="sm" onClick={() => void menu.refetch()}>
            {t('promos.retry')}
          </Button>
        </div>
      )}
      {menu.isPending && <p className="text-sm text-ink-muted">{t('promos.form.menuLoading')}</p>}
      <ul className="flex flex-col gap-2">
        {CATEGORIES.map((category) => {
          const dishes = byCategory(category);
          const chosen = dishes.filter((item) => menuItemIds.includes(item.id)).length;
          return (
            <li key={category} className="rounded-xl bg-cream-100 px-3 py-1 ring-1 ring-cream-300">
              <label className="flex min-h-11 cursor-pointer items-center gap-3 font-bold">
                <input
                  type="checkbox"
                  className="size-5 shrink-0 accent-basil"
                  checked={categories.includes(category)}
                  onChange={(event) => onChange({ categories: toggled(categories, category, event.target.checked), menuItemIds })}
                />
                {t('promos.form.wholeCategory', { category: t(`categories.${category}.label`) })}
              </label>
              {dishes.length > 0 && (
                <details className="pb-2">
                  <summary className="min-h-11 cursor-pointer py-2 pl-8 text-sm font-semibold">
                    {t('promos.form.dishesOf', { category: t(`categories.${category}.short`), count: chosen })}
                  </summary>
                  <ul className="grid gap-x-4 pl-8 sm:grid-cols-2">
                    {dishes.map((item) => (
                      <li key={item.id}>
                        <label className="flex min-h-11 cursor-pointer items-center gap-3">
                          <input
                            type="checkbox"
                            className="size-5 shrink-0 accent-basil"
                            checked={menuItemIds.includes(item.id)}
                            onChange={(event) => onChange({ categories, menuItemIds: toggled(menuItemIds, item.id, event.target.checked) })}
                          />
                          {dishLabel(item)}
                        </label>
                      </li>
                    ))}
                  </ul>
                </details>
              )}
            </li>
          );
        })}
      </ul>
      {error && <p className="text-sm font-semibold text-brand-800">{error}</p>}
    </div>
  );
}
