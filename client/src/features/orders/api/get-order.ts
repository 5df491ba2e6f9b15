import { ADMIN_POLL_MS, isFinalStatus, type Order } from '@pizza/shared';
import { type QueryClient, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api';
import { selectSessionReady, useAuthStore } from '../../../lib/session/auth-store';
import { useOrderLiveUpdates } from '../live/use-order-live-updates';
import { orderQueryKeys } from './order-query-keys';

/** While live updates are down, the order page refreshes at the admin board's pace (docs/integrators/live-channel.md fallback). */
export const ORDER_POLL_MS = ADMIN_POLL_MS;

/** GET /api/orders/{orderId}: the owner's (or staff's) order; 404 'Order not found' for anyone else. */
export function getOrder(orderId: string, signal?: AbortSignal): Promise<Order> {
  return api.get<Order>(`/api/orders/${encodeURIComponent(orderId)}`, { signal });
}

/** Polling is the fallback: only while the channel is not live, and only while the order can still change. */
export function orderPollInterval(order: Order | undefined, live: boolean): number | false {
  return order && !live && !isFinalStatus(order.status) ? ORDER_POLL_MS : false;
}

/**
 * One order, kept fresh while it can still change: the live channel writes each status change
 * into this query's cache (live/apply-order-event.ts); while the channel is not live, the query
 * polls every ORDER_POLL_MS until the status is final (DELIVERED, COMPLETED, CANCELLED).
 * `liveStatus` is the channel's status, for the page's indicator.
 */
export function useOrder(orderId: string) {
  const email = useAuthStore((state) => state.email);
  const ready = useAuthStore(selectSessionReady);
  const liveStatus = useOrderLiveUpdates();
  const live = liveStatus === 'live';
  const query = useQuery({
    queryKey: orderQueryKeys.detail(email ?? '', orderId),
    queryFn: ({ signal }) => getOrder(orderId, signal),
    enabled: ready && Boolean(email) && orderId !== '',
    staleTime: ORDER_POLL_MS,
    refetchInterval: (current) => orderPollInterval(current.state.data, live),
  });
  return { ...query, liveStatus };
}

/** A just-placed order goes straight into the cache: its page shows at once, and My Orders re-reads. */
export function rememberPlacedOrder(queryClient: QueryClient, email: string, order: Order): void {
  queryClient.setQueryData(orderQueryKeys.detail(email, order.orderId), order);
  void queryClient.invalidateQueries({ queryKey: orderQueryKeys.list(email) });
}
