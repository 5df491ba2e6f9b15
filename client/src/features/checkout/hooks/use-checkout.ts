import { type Cart, DEFAULT_ORDER_TYPE, type OrderType } from '@pizza/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

import { paths } from '../../../config/paths';
import { addressFromCheckoutState, type CheckoutEntryState, checkoutEntryOrderType } from '../../../lib/navigation-state';
import { useSelectedAddress } from '../../addresses';
import { useCart, visibleLines } from '../../cart';
import { markRestaurantClosed, useRestaurantStatus } from '../../restaurant';
import { checkoutQueryKeys, useCheckoutQuote } from '../api/get-quote';
import { refreshSlots } from '../api/get-slots';
import { isPromoRefusal, isRestaurantClosed, isSlotRefusal } from '../quote';
import { usePlacement } from './use-placement';
import { usePromoCode } from './use-promo-code';
import { useSchedule } from './use-schedule';

/** Lines and quantities: what a quote is computed from. */
function cartSignature(cart: Cart | null): string {
  return `${visibleLines(cart)
    .map((line) => `${line.cartItemId}:${line.quantity}`)
    .join(',')}=${cart?.totalPrice ?? 0}`;
}

/** The cart can change on this page (the drawer is one tap away): a changed cart needs a new quote. */
function useRequoteOnCartChange(cart: Cart | null | undefined, paused: boolean) {
  const queryClient = useQueryClient();
  const signature = cart === undefined ? undefined : cartSignature(cart);
  const previous = useRef(signature);
  useEffect(() => {
    if (paused || signature === undefined) return;
    if (previous.current !== undefined && previous.current !== signature) {
      void queryClient.invalidateQueries({ queryKey: checkoutQueryKeys.all });
    }
    previous.current = signature;
  }, [queryClient, signature, paused]);
}

/**
 * Everything the checkout screen does (docs/product/ordering.md): the order type (Pickup first, or
 * what the page that sent the customer here chose, e.g. Delivery after saving an address), the
 * selected address for delivery (none, or unreadable: off to /address, which comes back here), the
 * quote of the current type, the shop's open flag (followed while the page is open), when (as soon
 * as possible or a slot, docs/product/scheduled-orders.md#checkout), the promo code
 * (docs/product/promo-codes.md#at-checkout), and placing.
 */
export function useCheckout() {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [orderType, setOrderType] = useState<OrderType>(() => checkoutEntryOrderType(location) ?? DEFAULT_ORDER_TYPE);
  const isDelivery = orderType === 'DELIVERY';
  const closed = useRestaurantStatus({ follow: true }).data?.isOpen === false;
  const address = useSelectedAddress({ enabled: isDelivery });
  const cart = useCart();
  const schedule = useSchedule(orderType, closed);
  const { scheduledFor } = schedule;
  // A closed shop still quotes for a slot; "as soon as possible" needs it open, Schedule needs a slot chosen.
  const canQuote = scheduledFor !== undefined || (!closed && !schedule.scheduling);
  // Delivery asks for its quote only once the address is in: no address, no delivery.
  const promo = usePromoCode();
  const quote = useCheckoutQuote(orderType, scheduledFor, promo.applied, canQuote && (!isDelivery || address.isSuccess));
  const quoteReady = canQuote && quote.data?.orderType === orderType && !quote.isFetching;
  const placement = usePlacement({
    quote: quoteReady ? quote.data : undefined,
    orderType,
    scheduledFor,
    promoCode: promo.applied,
    onPromoRefused: promo.refused,
  });
  useRequoteOnCartChange(cart.data, placement.isPlacing);

  useEffect(() => {
    if (isDelivery && address.isError) void navigate(paths.address, { state: addressFromCheckoutState });
  }, [isDelivery, address.isError, navigate]);

  useEffect(() => {
    if (isRestaurantClosed(quote.error)) markRestaurantClosed(queryClient);
    if (isSlotRefusal(quote.error)) void refreshSlots(queryClient);
  }, [quote.error, queryClient]);

  // A code that does not apply (any more: another service or slot, a smaller cart) is said at its
  // field and taken off; the quote is then asked for without it.
  const { refused } = promo;
  useEffect(() => {
    if (isPromoRefusal(quote.error)) refused(quote.error);
  }, [quote.error, refused]);

  const chooseOrderType = (next: OrderType) => {
    placement.reset();
    // Each service has its own slots: the choice starts again.
    schedule.chooseAsap();
    setOrderType(next);
    // Kept in the history entry: a reload keeps the service the customer chose.
    void navigate('.', { replace: true, state: { orderType: next } satisfies CheckoutEntryState });
  };

  const chooseSlot = (at: string) => {
    placement.reset();
    schedule.chooseSlot(at);
  };

  const applyPromo = () => {
    placement.reset();
    promo.apply();
  };

  return {
    orderType,
    chooseOrderType,
    closed,
    address,
    cart,
    quote,
    quoteReady,
    placement,
    schedule: { ...schedule, chooseSlot },
    promo: { ...promo, apply: applyPromo },
  };
}

export type CheckoutState = ReturnType<typeof useCheckout>;
