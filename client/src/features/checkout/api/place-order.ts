import type { InvoiceFields, Order, OrderType, PaymentMethod } from '@pizza/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api';
import { useAuthStore } from '../../../lib/session/auth-store';
import { cartQueryKeys } from '../../cart';
import { rememberPlacedOrder } from '../../orders';

export interface PlaceOrderInput extends InvoiceFields {
  orderId: string;
  orderType: OrderType;
  /** Delivery only; the kitchen and the courier see it. */
  leaveAtDoor: boolean;
  /** Cash or card, paid to the courier or at pickup (nothing is charged online). */
  paymentMethod: PaymentMethod;
  /** Allergies the kitchen must know about; blank is not sent. */
  allergyNote?: string;
  /** Ordered for later: the chosen slot (docs/product/scheduled-orders.md); absent for as soon as possible. */
  scheduledFor?: string;
  /** The promo code the quote on screen was priced with (docs/product/promo-codes.md); absent: full price. */
  promoCode?: string;
}

/**
 * POST /api/orders/placeorder, form-encoded, with the customer's choice of CASH or CARD, the allergy
 * note, the slot of an order for later, the promo code and, when asked for, the invoice details (invoiceName, invoiceZip, ...; given ones only).
 */
export function placeOrder({
  orderId,
  orderType,
  leaveAtDoor,
  paymentMethod,
  allergyNote,
  scheduledFor,
  promoCode,
  ...invoice
}: PlaceOrderInput): Promise<Order> {
  const note = allergyNote?.trim();
  return api.post<Order>('/api/orders/placeorder', {
    form: {
      orderId,
      paymentMethod,
      orderType,
      leaveAtDoor: orderType === 'DELIVERY' ? leaveAtDoor : undefined,
      allergyNote: note ? note : undefined,
      scheduledFor,
      promoCode,
      ...invoice,
    },
  });
}

/**
 * Places the draft. The server empties the cart in the same transaction, so the cached cart is
 * emptied at once (badge and drawer), then re-read; the placed order is cached for its page.
 */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  const email = useAuthStore((state) => state.email) ?? '';
  return useMutation({
    mutationFn: placeOrder,
    onSuccess: (order) => {
      queryClient.setQueriesData({ queryKey: cartQueryKeys.all }, null);
      void queryClient.invalidateQueries({ queryKey: cartQueryKeys.all });
      rememberPlacedOrder(queryClient, email, order);
    },
  });
}
