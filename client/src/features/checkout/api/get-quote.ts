import type { CheckoutQuote, OrderType } from '@pizza/shared';
import { type QueryClient, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api';
import { useAuthStore } from '../../../lib/session/auth-store';

export const checkoutQueryKeys = {
  all: ['checkout'] as const,
  /** A quote per service and slot ('asap' without one): the server's draft follows the latest ask. */
  quote: (email: string, orderType: OrderType, scheduledFor?: string, promoCode?: string) =>
    [...checkoutQueryKeys.all, email, 'quote', orderType, scheduledFor ?? 'asap', promoCode ?? 'no-code'] as const,
};

const QUOTE_PATHS: Record<OrderType, string> = {
  PICKUP: '/api/orders/pickup-checkout',
  DELIVERY: '/api/orders/checkout',
};

/**
 * POST /api/orders/pickup-checkout or /checkout: creates or refreshes the customer's draft and
 * answers its price quote. As soon as possible, like the original client: a form content type with
 * an empty body; for a slot, JSON `{ scheduledFor }` (the quote then works while the shop is closed);
 * with a promo code, JSON `{ promoCode }` too (docs/product/promo-codes.md#at-checkout: a refused code
 * is 422 PROMO_REFUSED, too many refused ones 429 PROMO_ATTEMPTS).
 */
export function requestQuote(
  orderType: OrderType,
  scheduledFor: string | undefined,
  promoCode: string | undefined,
  signal?: AbortSignal,
): Promise<CheckoutQuote> {
  if (scheduledFor || promoCode) return api.post<CheckoutQuote>(QUOTE_PATHS[orderType], { body: { scheduledFor, promoCode }, signal });
  return api.post<CheckoutQuote>(QUOTE_PATHS[orderType], { form: {}, signal });
}

/**
 * The quote for one order type. Never reused (staleTime and gcTime 0): the server keeps ONE draft
 * per customer, so a quote is only worth showing while it is the latest answer for the mode on
 * screen; switching back and forth always asks again, and shows "calculating" meanwhile.
 */
export function useCheckoutQuote(orderType: OrderType, scheduledFor: string | undefined, promoCode: string | undefined, enabled: boolean) {
  const email = useAuthStore((state) => state.email) ?? '';
  return useQuery({
    queryKey: checkoutQueryKeys.quote(email, orderType, scheduledFor, promoCode),
    queryFn: ({ signal }) => requestQuote(orderType, scheduledFor, promoCode, signal),
    enabled: enabled && email !== '',
    staleTime: 0,
    gcTime: 0,
  });
}

/**
 * Staff saved the menu (the live channel's menu-changed): an open checkout asks for its quote again,
 * so a changed price shows with its sentence before the order button (docs/product/menu.md#live-changes).
 */
export function refreshCheckoutQuote(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: checkoutQueryKeys.all });
}
