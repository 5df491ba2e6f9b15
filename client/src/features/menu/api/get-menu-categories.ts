import { type Category, isLanguage, localizedName, type MenuCategory, type MenuPhoto } from '@pizza/shared';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { api } from '../../../lib/api';
import { menuCacheMode } from '../../../lib/menu-freshness';
import { MENU_CATEGORIES } from '../menu-categories';
import { menuQueryKeys } from './get-menu-items-by-category';

export const categoriesQueryKey = [...menuQueryKeys.all, 'categories'] as const;

/** GET /api/menu/categories: the five sections in the restaurant's order, with its names and banners. */
export function getMenuCategories(signal?: AbortSignal): Promise<MenuCategory[]> {
  return api.get<MenuCategory[]>('/api/menu/categories', { signal, cache: menuCacheMode() });
}

/** One home section as the page shows it: its anchor, its name (long, and short for the phone's nav bar), its banner photo. */
export interface HomeCategory {
  id: Category;
  label: string;
  short: string;
  banner?: MenuPhoto;
}

/**
 * The sections in the restaurant's order with the names it gave them (docs/product/menu.md#the-menu-editor).
 * While the answer is on its way, or if it fails, the built-in order and names stand in: the page
 * never waits for this to show the menu. A name the restaurant kept as it was keeps its short
 * form for phones; a renamed one is shown as written.
 */
export function useMenuCategories(): HomeCategory[] {
  const { t, i18n } = useTranslation();
  const { data } = useQuery({ queryKey: categoriesQueryKey, queryFn: ({ signal }) => getMenuCategories(signal) });
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  return useMemo(() => {
    const builtIn = (id: Category) => ({ id, label: t(`categories.${id}.label`), short: t(`categories.${id}.short`) });
    const known = (data ?? []).filter((category) => MENU_CATEGORIES.includes(category.id));
    if (known.length === 0) return MENU_CATEGORIES.map(builtIn);
    // A section the answer left out still shows, after the ones it ordered.
    const missing = MENU_CATEGORIES.filter((id) => !known.some((category) => category.id === id));
    return [
      ...known.map((category) => {
        const fallback = builtIn(category.id);
        const label = localizedName(category, language) || fallback.label;
        const renamed = label !== fallback.label;
        return { id: category.id, label, short: renamed ? label : fallback.short, ...(category.banner ? { banner: category.banner } : {}) };
      }),
      ...missing.map(builtIn),
    ];
  }, [data, language, t]);
}
