import type { Order } from '@pizza/shared';
import { useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api';
import { selectSessionReady, useAuthStore } from '../../../lib/session/auth-store';
import { useOrderLiveUpdates } from '../live/use-order-live-updates';
import { orderQueryKeys } from './order-query-keys';

/** GET /api/orders/history/all-orders/{email}: the customer's placed orders, newest first ([] for none). */
export function getMyOrders(email: string, signal?: AbortSignal): Promise<Order[]> {
  return api.get<Order[]>(`/api/orders/history/all-orders/${encodeURIComponent(email)}`, { signal });
}

/** My Orders: re-read on every visit (statuses move on while the customer is elsewhere), then kept live. */
export function useMyOrders() {
  const email = useAuthStore((state) => state.email);
  const ready = useAuthStore(selectSessionReady);
  useOrderLiveUpdates();
  return useQuery({
    queryKey: orderQueryKeys.list(email ?? ''),
    queryFn: ({ signal }) => getMyOrders(email ?? '', signal),
    enabled: ready && Boolean(email),
    staleTime: 0,
  });
}
