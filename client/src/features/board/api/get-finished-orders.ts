import { ORDER_LIST_DEFAULT_LIMIT, type Order, type OrderListTab } from '@pizza/shared';
import { useInfiniteQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api';
import { useStaffAuthStore } from '../../../lib/session/staff-auth-store';
import { boardKeys } from './board-keys';
import { boardPolling } from './get-active-orders';

export type FinishedTab = Exclude<OrderListTab, 'placed'>;

/**
 * GET /api/orders/status/{delivered|cancelled}: newest first, a page of `limit`; `before` is the
 * orderId of the last order of the previous page. 'delivered' holds DELIVERED and COMPLETED.
 */
export function getOrdersByTab(token: string, tab: FinishedTab, before?: string, signal?: AbortSignal): Promise<Order[]> {
  return api.get<Order[]>(`/api/orders/status/${tab}`, { token, signal, query: { limit: ORDER_LIST_DEFAULT_LIMIT, before } });
}

/** A finished tab with 'Show older orders'; a full page means there may be more. */
export function useFinishedOrders(tab: FinishedTab) {
  const token = useStaffAuthStore((state) => state.token);
  return useInfiniteQuery({
    queryKey: boardKeys.finished(tab),
    queryFn: ({ pageParam, signal }) => getOrdersByTab(token ?? '', tab, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => (lastPage.length >= ORDER_LIST_DEFAULT_LIMIT ? lastPage.at(-1)?.orderId : undefined),
    select: (data) => data.pages.flat(),
    enabled: Boolean(token),
    ...boardPolling,
  });
}
