import { type Order } from '@pizza/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api';
import { useStaffAuthStore } from '../../../lib/session/staff-auth-store';
import { boardKeys } from './board-keys';

/** PATCH /api/orders/{id}/eta { addMinutes } (staff): the order with its later estimate; 409 when it has none to push. */
export function pushEta(token: string, orderId: string, addMinutes: number): Promise<Order> {
  return api.patch<Order>(`/api/orders/${encodeURIComponent(orderId)}/eta`, { token, body: { addMinutes } });
}

/** Pushes one order's estimate later, then refetches the board's lists (the live eta-changed may arrive first). */
export function usePushEta(orderId: string) {
  const queryClient = useQueryClient();
  const token = useStaffAuthStore((state) => state.token);
  return useMutation({
    mutationFn: (addMinutes: number) => pushEta(token ?? '', orderId, addMinutes),
    onSettled: () => queryClient.invalidateQueries({ queryKey: boardKeys.orders() }),
  });
}
