import { z } from 'zod';

/** Codes the server puts in `code`; clients branch on the code, people read the message. */
export const ERROR_CODES = [
  'VALIDATION_ERROR',
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  /** A link that worked once and no longer does (a used, expired or withdrawn staff invitation): 410. */
  'GONE',
  'RATE_LIMITED',
  'RESTAURANT_CLOSED',
  /** Place-order found a different price than the quote the customer saw; `details` is the new quote. */
  'QUOTE_CHANGED',
  /** The address is outside the delivery zone (delivery-zone.ts); `details.radiusM` is the radius the message names. */
  'OUTSIDE_ZONE',
  /** Ordering for later (docs/product/scheduled-orders.md): the slot has no place left; `details.nextSlots` offers others. */
  'SLOT_FULL',
  /** Ordering for later: the slot is not offered now (too soon, closed, off the grid); `details.nextSlots` offers others. */
  'SLOT_UNAVAILABLE',
  /** The customer's cancel of an order for later that the kitchen already has (released or accepted). */
  'TOO_LATE_TO_CANCEL',
  /** A promo code that does not apply (docs/product/promo-codes.md): 422 at a quote, 409 at placing; `details: { code, refusal }`. */
  'PROMO_REFUSED',
  /** Too many refused promo codes tried: 429 with Retry-After. */
  'PROMO_ATTEMPTS',
  /** Staff gave a promo code that exists already: 409. */
  'PROMO_CODE_TAKEN',
  'INTERNAL_ERROR',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * Every 4xx/5xx body (docs/product/api.md#the-original-contract). `code` is typed as a plain string so an older client still
 * reads the message of a code added later; `message` is what a person can read (docs/product/rules.md#errors-people-see).
 */
export const errorEnvelopeSchema = z
  .object({
    message: z.string(),
    code: z.string(),
    details: z.unknown().optional(),
  })
  .meta({ id: 'ErrorEnvelope' });
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
