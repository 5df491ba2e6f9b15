import type { Order } from '@pizza/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api';
import { useAuthStore } from '../../../lib/session/auth-store';
import { orderQueryKeys } from './order-query-keys';

/**
 * POST /api/orders/{orderId}/cancel: the customer cancels an order for later before its release
 * (docs/product/scheduled-orders.md#the-order); after it, 409 TOO_LATE_TO_CANCEL with the server's sentence.
 */
export function cancelOrder(orderId: string): Promise<Order> {
  return api.post<Order>(`/api/orders/${encodeURIComponent(orderId)}/cancel`);
}

/** Cancels, then shows the cancelled order at once and re-reads My Orders. */
export function useCancelOrder(orderId: string) {
  const queryClient = useQueryClient();
  const email = useAuthStore((state) => state.email) ?? '';
  return useMutation({
    mutationFn: () => cancelOrder(orderId),
    onSuccess: (order) => {
      queryClient.setQueryData(orderQueryKeys.detail(email, orderId), order);
      void queryClient.invalidateQueries({ queryKey: orderQueryKeys.list(email), exact: true });
    },
    // The order may have been released meanwhile: re-read it, so the page shows where it is.
    onError: () => void queryClient.invalidateQueries({ queryKey: orderQueryKeys.detail(email, orderId), exact: true }),
  });
}
