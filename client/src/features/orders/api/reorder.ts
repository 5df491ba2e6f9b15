import type { ReorderResult } from '@pizza/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api';
import { cartQueryKeys } from '../../cart';

/**
 * POST /api/orders/{orderId}/reorder (docs/product/promo-codes.md#order-again): the past order's
 * lines go into the cart at today's prices; the answer says what went in and what was left out.
 */
export function reorder(orderId: string): Promise<ReorderResult> {
  return api.post<ReorderResult>(`/api/orders/${encodeURIComponent(orderId)}/reorder`);
}

/** Order again, then the cart is read again (badge, drawer), whatever went in. */
export function useReorder(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => reorder(orderId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartQueryKeys.all }),
  });
}
