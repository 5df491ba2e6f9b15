import type { Category, MenuItem } from '@pizza/shared';
import { type QueryClient, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api';
import { markMenuChanged, menuCacheMode } from '../../../lib/menu-freshness';
import { cartQueryKeys } from '../../cart';
import { isCardItem } from '../menu-categories';

export const menuQueryKeys = {
  all: ['menu'] as const,
  byCategory: (category: Category) => [...menuQueryKeys.all, 'category', category] as const,
};

/**
 * Something on the menu sold out or came back (the live channel's menu-availability-changed): read
 * it again, and the cart too, whose lines say whether they can still be ordered.
 */
export async function refreshMenu(queryClient: QueryClient): Promise<void> {
  markMenuChanged();
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: menuQueryKeys.all }),
    queryClient.invalidateQueries({ queryKey: cartQueryKeys.all }),
  ]);
}

/** GET /api/menuItem/get/category/{category}: every size of every product in the category. */
export function getMenuItemsByCategory(category: Category, signal?: AbortSignal): Promise<MenuItem[]> {
  return api.get<MenuItem[]>(`/api/menuItem/get/category/${category}`, { signal, cache: menuCacheMode() });
}

/** The cards of one home page section: MEDIUM and REGULAR items only (docs/product/screens.md). */
export function useMenuCardsByCategory(category: Category) {
  return useQuery({
    queryKey: menuQueryKeys.byCategory(category),
    queryFn: ({ signal }) => getMenuItemsByCategory(category, signal),
    select: (items) => items.filter(isCardItem),
  });
}
