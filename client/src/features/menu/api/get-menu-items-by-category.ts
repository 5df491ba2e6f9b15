import type { Category, MenuItem } from '@pizza/shared';
import { useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api';
import { isCardItem } from '../menu-categories';

export const menuQueryKeys = {
  all: ['menu'] as const,
  byCategory: (category: Category) => [...menuQueryKeys.all, 'category', category] as const,
};

/** GET /api/menuItem/get/category/{category}: every size of every product in the category. */
export function getMenuItemsByCategory(category: Category, signal?: AbortSignal): Promise<MenuItem[]> {
  return api.get<MenuItem[]>(`/api/menuItem/get/category/${category}`, { signal });
}

/** The cards of one home page section: MEDIUM and REGULAR items only (SPEC section 2). */
export function useMenuCardsByCategory(category: Category) {
  return useQuery({
    queryKey: menuQueryKeys.byCategory(category),
    queryFn: ({ signal }) => getMenuItemsByCategory(category, signal),
    select: (items) => items.filter(isCardItem),
  });
}
