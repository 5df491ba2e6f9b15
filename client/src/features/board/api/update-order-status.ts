import type { OrderStatus, StaffCancelReason } from '@pizza/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api';
import { useStaffAuthStore } from '../../../lib/session/staff-auth-store';
import { boardKeys } from './board-keys';

export interface StatusChange {
  orderId: string;
  status: OrderStatus;
  /** The status the card showed when staff chose: the server moves the order only while it still has it. */
  from: OrderStatus;
  /** Accepting only: the prep time staff chose (absent: the server uses the service's default). */
  prepMinutes?: number;
  /** Rejecting or cancelling: why, and staff's own words. */
  reason?: { reason: StaffCancelReason; note?: string };
}

/**
 * PATCH /api/orders/{orderId}/status?status=X&from=Y with the reason (or {}) as the body; text
 * answer. 409 when the move is illegal or the order was changed meanwhile. keepalive: a change sent
 * while staff leave the board (the end of an Undo window) still reaches the server.
 */
export function updateOrderStatus(token: string, { orderId, status, from, prepMinutes, reason }: StatusChange): Promise<string> {
  return api.patch<string>(`/api/orders/${encodeURIComponent(orderId)}/status`, {
    token,
    query: { status, from, prepMinutes },
    body: reason ?? {},
    keepalive: true,
  });
}

/**
 * Changes an order's status, then refetches every board list whether it worked or not, so the card
 * always ends up showing the server's status. Stays pending until the fresh lists are in.
 */
export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  const token = useStaffAuthStore((state) => state.token);
  return useMutation({
    mutationFn: (change: StatusChange) => updateOrderStatus(token ?? '', change),
    onSettled: () => queryClient.invalidateQueries({ queryKey: boardKeys.orders() }),
  });
}
