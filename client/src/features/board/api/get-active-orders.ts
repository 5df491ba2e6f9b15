import { ADMIN_POLL_MS, type Order } from '@pizza/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api';
import { useStaffAuthStore } from '../../../lib/session/staff-auth-store';
import { boardKeys } from './board-keys';

/** GET /api/orders/all/orders: every order in the kitchen or on the road, newest first. */
export function getActiveOrders(token: string, signal?: AbortSignal): Promise<Order[]> {
  return api.get<Order[]>('/api/orders/all/orders', { token, signal });
}

/** Board lists refresh every 10 s (docs/product/rules.md#constants), also while the tab is hidden: that is when a new order must still ring. */
export const boardPolling = {
  refetchInterval: ADMIN_POLL_MS,
  refetchIntervalInBackground: true,
  staleTime: 0,
  placeholderData: keepPreviousData,
} as const;

export function countUnaccepted(orders: readonly Order[]): number {
  return orders.filter((order) => order.status === 'PLACED').length;
}

/** The Placed tab: all active orders. `enabled` lets the page wait until the staff token was checked. */
export function useActiveOrders<T = Order[]>(options: { enabled?: boolean; select?: (orders: Order[]) => T } = {}) {
  const token = useStaffAuthStore((state) => state.token);
  return useQuery({
    queryKey: boardKeys.active(),
    queryFn: ({ signal }) => getActiveOrders(token ?? '', signal),
    enabled: Boolean(token) && options.enabled !== false,
    select: options.select,
    ...boardPolling,
  });
}

/** Orders nobody has accepted or rejected yet (for the tab title); shares the board's query. */
export function useUnacceptedCount(enabled = true): number {
  return useActiveOrders({ enabled, select: countUnaccepted }).data ?? 0;
}
