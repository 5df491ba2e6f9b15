import type { CheckoutQuote, OrderType, PaymentMethod } from '@pizza/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { paths } from '../../../config/paths';
import type { ApiError } from '../../../lib/api';
import { useAuthStore } from '../../../lib/session/auth-store';
import { cartQueryKeys } from '../../cart';
import { markRestaurantClosed } from '../../restaurant';
import { checkoutQueryKeys } from '../api/get-quote';
import { refreshSlots } from '../api/get-slots';
import { usePlaceOrder } from '../api/place-order';
import {
  type CheckoutChoices,
  forgetCheckoutChoices,
  type InvoiceChoice,
  readCheckoutChoices,
  saveCheckoutChoices,
} from '../checkout-choices';
import { invoiceErrors, invoiceRequestFields } from '../invoice';
import { isCheckoutQuote, isPromoRefusal, isQuoteChanged, isRestaurantClosed, isSlotRefusal } from '../quote';

interface PlacementInput {
  /** The quote of the order type on screen, only once it is in (undefined while loading). */
  quote: CheckoutQuote | undefined;
  orderType: OrderType;
  /** The slot of an order for later; absent for as soon as possible. */
  scheduledFor?: string;
  /** The code the quote is asked with (its query key holds it). */
  promoCode?: string;
  /** 409 PROMO_REFUSED: the code stopped applying since the quote; nothing was placed. */
  onPromoRefused: (error: ApiError) => void;
}

/**
 * 'Place order', exactly once. A ref blocks a second click before React has re-rendered the
 * disabled button; after success it stays blocked until the page is left for the order's page.
 * QUOTE_CHANGED puts the server's new quote on screen (with the sentence of a changed price) and
 * re-reads the cart's lines, and the next click places at that price. A slot refused (full, or no
 * longer offered) re-reads the slots; the refusal's next free slots are offered by the summary.
 * A promo code refused at placing (409 PROMO_REFUSED) is taken off: its sentence shows at the code
 * field and the quote is asked for again without it; every other choice stays.
 */
export function usePlacement({ quote, orderType, scheduledFor, promoCode, onPromoRefused }: PlacementInput) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const email = useAuthStore((state) => state.email) ?? '';
  const mutation = usePlaceOrder();
  const inFlight = useRef(false);
  const [choices, setChoices] = useState<CheckoutChoices>(readCheckoutChoices);
  // How many times placing stopped at the invoice details: the form shows every error from the first.
  const [invoiceAttempts, setInvoiceAttempts] = useState(0);
  const choose = (change: Partial<CheckoutChoices>) => {
    const next = { ...choices, ...change };
    setChoices(next);
    saveCheckoutChoices(next);
  };

  const onError = (error: unknown) => {
    inFlight.current = false;
    if (isQuoteChanged(error)) {
      if (isCheckoutQuote(error.details))
        queryClient.setQueryData(checkoutQueryKeys.quote(email, error.details.orderType, scheduledFor, promoCode), error.details);
      else void queryClient.invalidateQueries({ queryKey: checkoutQueryKeys.all });
      void queryClient.invalidateQueries({ queryKey: cartQueryKeys.all });
    }
    if (isRestaurantClosed(error)) markRestaurantClosed(queryClient);
    if (isSlotRefusal(error)) void refreshSlots(queryClient);
    if (isPromoRefusal(error)) onPromoRefused(error);
  };

  const place = () => {
    if (!quote || inFlight.current) return;
    // Invoice details that would be refused are shown next to their fields instead (the first one focused).
    if (Object.keys(invoiceErrors(choices.invoice)).length > 0) {
      setInvoiceAttempts((attempts) => attempts + 1);
      return;
    }
    inFlight.current = true;
    const { invoice, ...rest } = choices;
    mutation.mutate(
      // The code the quote on screen was priced with: the server judges it again as it places.
      { orderId: quote.orderId, orderType, scheduledFor, promoCode: quote.promo?.code, ...rest, ...invoiceRequestFields(invoice) },
      {
        onSuccess: (order) => {
          forgetCheckoutChoices();
          void navigate(paths.orderDetail(order.orderId), { replace: true });
        },
        onError,
      },
    );
  };

  return {
    place,
    canPlace: quote !== undefined && !mutation.isPending && !mutation.isSuccess,
    isPlacing: mutation.isPending || mutation.isSuccess,
    error: mutation.error,
    reset: mutation.reset,
    leaveAtDoor: choices.leaveAtDoor,
    setLeaveAtDoor: (leaveAtDoor: boolean) => choose({ leaveAtDoor }),
    paymentMethod: choices.paymentMethod,
    setPaymentMethod: (paymentMethod: PaymentMethod) => choose({ paymentMethod }),
    allergyNote: choices.allergyNote,
    setAllergyNote: (allergyNote: string) => choose({ allergyNote }),
    invoice: choices.invoice,
    setInvoice: (change: Partial<InvoiceChoice>) => choose({ invoice: { ...choices.invoice, ...change } }),
    invoiceAttempts,
  };
}
