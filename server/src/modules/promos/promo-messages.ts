/** The promo module's own sentences (the customer's refusals are shared PROMO_MESSAGES). */
export const PROMO_ADMIN_MESSAGES = {
  /** 409 PROMO_CODE_TAKEN. */
  codeTaken: 'The code {code} exists already.',
  notFound: 'Promo code not found.',
} as const;
