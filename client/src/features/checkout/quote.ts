import { type CheckoutQuote, ORDER_TYPES, type Slot, slotRefusalDetailsSchema } from '@pizza/shared';

import { ApiError } from '../../lib/api';

const MONEY_FIELDS = ['totalCartAmount', 'bottleDepositFee', 'serviceFee', 'deliveryFee', 'totalPrice'] as const;

/** The `details` of a QUOTE_CHANGED answer, checked before it replaces the quote on screen. */
export function isCheckoutQuote(value: unknown): value is CheckoutQuote {
  if (typeof value !== 'object' || value === null) return false;
  const quote = value as Record<string, unknown>;
  return (
    typeof quote.orderId === 'string' &&
    (ORDER_TYPES as readonly unknown[]).includes(quote.orderType) &&
    MONEY_FIELDS.every((field) => typeof quote[field] === 'number')
  );
}

export const isRestaurantClosed = (error: unknown): boolean => error instanceof ApiError && error.code === 'RESTAURANT_CLOSED';

export const isQuoteChanged = (error: unknown): error is ApiError => error instanceof ApiError && error.code === 'QUOTE_CHANGED';

/** SLOT_FULL or SLOT_UNAVAILABLE (docs/product/scheduled-orders.md#checkout): the slot cannot be had; another one can. */
export const isSlotRefusal = (error: unknown): error is ApiError =>
  error instanceof ApiError && (error.code === 'SLOT_FULL' || error.code === 'SLOT_UNAVAILABLE');

/** The next free slots a slot refusal offers instead (none when its details are unreadable). */
export function nextSlotsOf(error: unknown): Slot[] {
  if (!isSlotRefusal(error)) return [];
  const details = slotRefusalDetailsSchema.safeParse(error.details);
  return details.success ? details.data.nextSlots : [];
}

/**
 * A promo code that does not apply (docs/product/promo-codes.md#at-checkout): 422 PROMO_REFUSED at
 * the quote, 409 PROMO_REFUSED at placing, 429 PROMO_ATTEMPTS after too many refused codes. Its
 * sentence belongs under the code field, not at the top of the page.
 */
export const isPromoRefusal = (error: unknown): error is ApiError =>
  error instanceof ApiError && (error.code === 'PROMO_REFUSED' || error.code === 'PROMO_ATTEMPTS');
