import type { Extra, MenuItem, Size } from '@pizza/shared';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api';
import { menuCacheMode } from '../../../lib/menu-freshness';
import { menuQueryKeys } from './get-menu-items-by-category';

export const itemQueryKeys = {
  byId: (id: string) => [...menuQueryKeys.all, 'item', id] as const,
  variant: (name: string, size: Size) => [...menuQueryKeys.all, 'variant', name, size] as const,
  extras: () => [...menuQueryKeys.all, 'extras'] as const,
};

/** A card click finds its item in the category lists already loaded; only a `?item=` link fetches it. */
function cachedItem(queryClient: QueryClient, id: string): MenuItem | undefined {
  const lists = queryClient.getQueriesData<MenuItem[]>({ queryKey: [...menuQueryKeys.all, 'category'] });
  return lists.flatMap(([, items]) => items ?? []).find((item) => item.id === id);
}

/** GET /api/menuItem/get/{id}. */
export function useMenuItem(id: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: itemQueryKeys.byId(id),
    queryFn: ({ signal }) => api.get<MenuItem>(`/api/menuItem/get/${encodeURIComponent(id)}`, { signal, cache: menuCacheMode() }),
    initialData: () => cachedItem(queryClient, id),
  });
}

/**
 * The same product in another size: GET /api/menuItem/get/name/size answers an array and the
 * first element is the one (docs/product/rules.md#states-and-transitions). `null` means the product has no such size.
 */
export function useSizeVariant(item: MenuItem, size: Size, enabled: boolean) {
  return useQuery({
    queryKey: itemQueryKeys.variant(item.name, size),
    queryFn: async ({ signal }) => {
      const items = await api.get<MenuItem[]>('/api/menuItem/get/name/size', {
        query: { name: item.name, size },
        signal,
        cache: menuCacheMode(),
      });
      return items[0] ?? null;
    },
    // The item the modal opened with is its own variant; no request needed for it.
    initialData: item.size === size ? item : undefined,
    enabled,
  });
}

/** GET /api/extras/get/all: the add-ons, one flat price each. */
export function useExtras(enabled: boolean) {
  return useQuery({
    queryKey: itemQueryKeys.extras(),
    queryFn: ({ signal }) => api.get<Extra[]>('/api/extras/get/all', { signal, cache: menuCacheMode() }),
    enabled,
  });
}
