import type { OrderStatus } from '@pizza/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api';
import { useStaffAuthStore } from '../../../lib/session/staff-auth-store';
import { boardKeys } from './board-keys';

export interface StatusChange {
  orderId: string;
  status: OrderStatus;
  /** Accepting only: the prep time staff chose (absent: the server uses the service's default). */
  prepMinutes?: number;
}

/**
 * PATCH /api/orders/{orderId}/status?status=X with body {}; text answer. 409 when the move is illegal
 * or stale. keepalive: a change sent while staff leave the board (the end of an Undo window) still
 * reaches the server.
 */
export function updateOrderStatus(token: string, { orderId, status, prepMinutes }: StatusChange): Promise<string> {
  return api.patch<string>(`/api/orders/${encodeURIComponent(orderId)}/status`, {
    token,
    query: { status, prepMinutes },
    body: {},
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
