import type { OrderSearchPage } from '@pizza/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api';
import { useStaffAuthStore } from '../../../lib/session/staff-auth-store';
import { type OrderSearchFilters, searchRequestQuery } from '../search-filters';
import { orderSearchKeys } from './order-search-keys';

/** GET /api/admin/orders/search: one page of the orders matching the filters, newest first. */
export function searchOrders(token: string, filters: OrderSearchFilters, signal?: AbortSignal): Promise<OrderSearchPage> {
  return api.get<OrderSearchPage>('/api/admin/orders/search', { token, signal, query: searchRequestQuery(filters) });
}

/**
 * The page of results for these filters. While the next page (or a new search) loads, the
 * previous results stay on screen, marked as loading, so the list does not jump.
 */
export function useOrderSearch(filters: OrderSearchFilters) {
  const token = useStaffAuthStore((state) => state.token);
  return useQuery({
    queryKey: orderSearchKeys.page(filters),
    queryFn: ({ signal }) => searchOrders(token ?? '', filters, signal),
    enabled: Boolean(token),
    placeholderData: keepPreviousData,
  });
}
