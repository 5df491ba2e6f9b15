import type { OrderType, SlotsAnswer } from '@pizza/shared';
import { type QueryClient, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api';
import { useAuthStore } from '../../../lib/session/auth-store';

/** Apart from the quote's keys: a re-quote (a cart or menu change) does not ask for the slots again. */
export const slotsQueryKeys = {
  all: ['checkout-slots'] as const,
  of: (email: string, orderType: OrderType) => [...slotsQueryKeys.all, email, orderType] as const,
};

/** GET /api/orders/slots?orderType= (docs/product/scheduled-orders.md#checkout): the days and slots the customer may order for. */
export function requestSlots(orderType: OrderType, signal?: AbortSignal): Promise<SlotsAnswer> {
  return api.get<SlotsAnswer>('/api/orders/slots', { query: { orderType }, signal });
}

/**
 * The slots of one service. A failure (an older server without the endpoint, no connection) is not
 * retried and reads as "no ordering for later": checkout then works exactly as it did without it.
 */
export function useSlots(orderType: OrderType, enabled: boolean) {
  const email = useAuthStore((state) => state.email) ?? '';
  return useQuery({
    queryKey: slotsQueryKeys.of(email, orderType),
    queryFn: ({ signal }) => requestSlots(orderType, signal),
    enabled: enabled && email !== '',
    retry: false,
  });
}

/** A slot was just refused (full, or no longer offered): the places left have changed. */
export function refreshSlots(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: slotsQueryKeys.all });
}
