import { z } from 'zod';

import { DAYS_OF_WEEK } from '../constants';
import { clockTimeSchema } from './hours';
import { idSchema, isoDateTimeSchema, moneySchema } from './primitives';

/*
 * Promo codes and the loyalty reward (docs/product/promo-codes.md). Staff with shop.settings make
 * codes on the board; a customer enters one at checkout, the server checks and prices it
 * (shared/src/promo.ts) and takes one use of it in the placing transaction; a cancelled or rejected
 * order gives the use back. A loyalty reward is a personal, one-time code.
 */

/** Letters and digits a person can read aloud without confusion (no 0/O, 1/I/L), for generated codes. */
export const PROMO_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** A generated code: 10 of 31 symbols, about 49 bits, so guessing one within the attempt limit is hopeless. */
export const GENERATED_CODE_LENGTH = 10;
export const PROMO_LIMITS = {
  codeMin: 4,
  codeMax: 24,
  descriptionMax: 120,
  maxFixed: 100_000,
  maxUses: 1_000_000,
  maxWindows: 14,
  maxTargets: 100,
  loyaltyEveryMax: 100,
  loyaltyValidDaysMax: 365,
} as const;

/** Codes are case-insensitive: stored and compared upper-case, without surrounding spaces. */
export function normalizePromoCode(code: string): string {
  return code.trim().toUpperCase();
}

/** A code as typed by staff or a customer: letters, digits and dashes, any case. */
export const promoCodeTextSchema = z
  .string({ error: 'Enter a code.' })
  .transform(normalizePromoCode)
  .pipe(
    z
      .string()
      .regex(
        new RegExp(`^[A-Z0-9-]{${PROMO_LIMITS.codeMin},${PROMO_LIMITS.codeMax}}$`),
        `A code has ${PROMO_LIMITS.codeMin} to ${PROMO_LIMITS.codeMax} letters, digits or dashes.`,
      ),
  );

/** A recurring time when a code is valid: on these weekdays, from `from` up to `to`, Budapest time. */
export const promoWindowSchema = z
  .strictObject({
    days: z
      .array(z.enum(DAYS_OF_WEEK, 'Use a day of the week from Monday to Sunday.'))
      .min(1, 'Choose at least one day for each time window.')
      .max(7),
    from: clockTimeSchema,
    to: clockTimeSchema,
  })
  .refine((window) => window.from < window.to, { message: 'A time window’s end must be after its start.', path: ['to'] })
  .meta({ id: 'PromoWindow' });
export type PromoWindow = z.infer<typeof promoWindowSchema>;

const wholeNumber = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a number.` })
    .int(`${label} must be a whole number.`)
    .min(min, `${label} must be between ${min} and ${max}.`)
    .max(max, `${label} must be between ${min} and ${max}.`);

/**
 * What a code gives and when. `kind` fixed: `amount` forint off; percent: `amount` per cent off,
 * at most `maxDiscount` forint when set. The discount applies to the lines of `categories` and
 * `menuItemIds` (both empty: every line), plus the fees when `discountsFees`; it never exceeds
 * what it applies to, so a total never goes below zero.
 */
export const promoRulesSchema = z
  .strictObject({
    /** What staff call it on the board ("Lunch deal"); customers see the code and the discount. */
    description: z.string().trim().max(PROMO_LIMITS.descriptionMax, `A description has at most ${PROMO_LIMITS.descriptionMax} characters.`),
    kind: z.enum(['fixed', 'percent'], 'Choose a fixed amount or a percentage.'),
    amount: z
      .number({ error: 'The discount must be a number.' })
      .int('The discount must be a whole number.')
      .positive('The discount must be more than 0.'),
    /** Percent codes: the most one order gets off, in forint (absent: no cap). */
    maxDiscount: wholeNumber('The cap', 1, PROMO_LIMITS.maxFixed).optional(),
    /** The item subtotal (the dishes, before fees) an order needs; 0: none. */
    minSubtotal: wholeNumber('The minimum subtotal', 0, PROMO_LIMITS.maxFixed),
    validFrom: isoDateTimeSchema.optional(),
    validUntil: isoDateTimeSchema.optional(),
    /** Empty: any time the shop takes orders. Else valid only inside one of these (Budapest time). */
    windows: z.array(promoWindowSchema).max(PROMO_LIMITS.maxWindows, `At most ${PROMO_LIMITS.maxWindows} time windows.`),
    service: z.enum(['ANY', 'PICKUP', 'DELIVERY'], 'Choose pickup, delivery or both.'),
    /** Only for a customer's first order (none placed before, cancelled ones not counted). */
    firstOrderOnly: z.boolean(),
    /** Menu categories ("Pizza") whose lines the discount applies to. */
    categories: z.array(z.string().trim().min(1).max(60)).max(PROMO_LIMITS.maxTargets),
    /** Dishes (menu item ids, one per size) the discount applies to. */
    menuItemIds: z.array(idSchema).max(PROMO_LIMITS.maxTargets),
    /** The discount may also take off the bottle deposit, service fee and delivery fee. */
    discountsFees: z.boolean(),
    /** Uses in all (absent: no limit). A cancelled or rejected order gives its use back. */
    totalUses: wholeNumber('The number of uses', 1, PROMO_LIMITS.maxUses).optional(),
    /** Uses per customer (absent: no limit). */
    usesPerCustomer: wholeNumber('The uses per customer', 1, PROMO_LIMITS.maxUses).optional(),
    active: z.boolean(),
  })
  .superRefine((rules, ctx) => {
    if (rules.kind === 'percent' && rules.amount > 100)
      ctx.addIssue({ code: 'custom', message: 'A percentage is between 1 and 100.', path: ['amount'] });
    if (rules.kind === 'fixed' && rules.amount > PROMO_LIMITS.maxFixed)
      ctx.addIssue({ code: 'custom', message: `A fixed discount is at most ${PROMO_LIMITS.maxFixed} Ft.`, path: ['amount'] });
    if (rules.kind === 'fixed' && rules.maxDiscount !== undefined)
      ctx.addIssue({ code: 'custom', message: 'A cap is for percentage codes only.', path: ['maxDiscount'] });
    if (rules.validFrom && rules.validUntil && rules.validFrom >= rules.validUntil)
      ctx.addIssue({ code: 'custom', message: 'The end of validity must be after its start.', path: ['validUntil'] });
  })
  .meta({ id: 'PromoRules' });
export type PromoRules = z.infer<typeof promoRulesSchema>;

/** `POST /api/admin/promos`: the rules, and the code itself unless the server should generate one. */
export const promoCreateRequestSchema = z
  .strictObject({ code: promoCodeTextSchema.optional(), rules: promoRulesSchema })
  .meta({ id: 'PromoCreateRequest' });
export type PromoCreateRequest = z.infer<typeof promoCreateRequestSchema>;

/** `PUT /api/admin/promos/{promoId}`: new rules (the code stays). */
export const promoUpdateRequestSchema = z.strictObject({ rules: promoRulesSchema }).meta({ id: 'PromoUpdateRequest' });

export const promoIdParamsSchema = z.strictObject({ promoId: idSchema });

/** A code as staff see it on the board: its rules and how often it was used. */
export const promoCodeSchema = z
  .object({
    promoId: idSchema,
    code: z.string(),
    rules: promoRulesSchema,
    /** Uses taken by orders not cancelled or rejected. */
    used: z.int().nonnegative(),
    /** Given to one customer (a loyalty reward): nobody else can use it. */
    personal: z.boolean(),
    createdAt: isoDateTimeSchema,
  })
  .meta({ id: 'PromoCode' });
export type PromoCode = z.infer<typeof promoCodeSchema>;

/** `GET /api/admin/promos`: the shop's codes, newest first (personal rewards only with `?personal=true`). */
export const promoListSchema = z.array(promoCodeSchema).meta({ id: 'PromoList' });

/** The applied code of a quote or an order: the checkout summary's discount line. */
export const appliedPromoSchema = z
  .object({
    code: z.string(),
    /** Forint off the total (already subtracted from totalPrice). */
    discount: moneySchema,
  })
  .meta({ id: 'AppliedPromo' });
export type AppliedPromo = z.infer<typeof appliedPromoSchema>;

/** Why a code does not apply; each has its sentence in PROMO_MESSAGES. */
export const PROMO_REFUSALS = [
  'unknown',
  'inactive',
  'notYet',
  'expired',
  'outsideWindow',
  'pickupOnly',
  'deliveryOnly',
  'firstOrderOnly',
  'minSubtotal',
  'noEligibleItems',
  'usedUp',
  'usedByYou',
] as const;
export type PromoRefusal = (typeof PROMO_REFUSALS)[number];

/**
 * The sentences a customer reads when a code does not apply (422 PROMO_REFUSED; 429 PROMO_ATTEMPTS).
 * `{code}` is the code as normalised; `{when}` a date and time, `{windows}` the time windows and
 * `{amount}` money, each in the reader's language.
 */
export const PROMO_MESSAGES = {
  unknown: 'We do not know the code {code}. Please check how it is spelt.',
  inactive: 'The code {code} is not valid any more.',
  notYet: 'The code {code} is valid from {when}.',
  expired: 'The code {code} expired on {when}.',
  outsideWindow: 'The code {code} is valid only {windows} (Budapest time).',
  pickupOnly: 'The code {code} is for pickup orders only.',
  deliveryOnly: 'The code {code} is for delivery orders only.',
  firstOrderOnly: 'The code {code} is for a first order only, and you have ordered from us before.',
  minSubtotal: 'The code {code} needs at least {amount} of dishes in your cart.',
  noEligibleItems: 'The code {code} is for certain dishes only, and none of them is in your cart.',
  usedUp: 'The code {code} has been used up.',
  usedByYou: 'You have already used the code {code}.',
  attempts: 'Too many codes tried. Please wait {minutes} minutes and try again.',
} as const satisfies Record<PromoRefusal | 'attempts', string>;

/**
 * Loyalty (off by default): after every `every`-th finished order (delivered or picked up, not
 * cancelled) the customer gets a personal one-time code worth `amount` forint, or the average item
 * subtotal of their finished orders when `reward` is 'average', valid for `validDays` days.
 */
export const loyaltySettingsSchema = z
  .strictObject({
    enabled: z.boolean({ error: 'Say whether regulars get a reward.' }),
    every: wholeNumber('The number of orders', 2, PROMO_LIMITS.loyaltyEveryMax),
    reward: z.enum(['fixed', 'average'], 'Choose a set amount or the customer’s average order.'),
    /** reward 'fixed': forint. */
    amount: wholeNumber('The reward', 1, PROMO_LIMITS.maxFixed),
    validDays: wholeNumber('The days a reward is valid', 1, PROMO_LIMITS.loyaltyValidDaysMax),
  })
  .meta({ id: 'LoyaltySettings' });
export type LoyaltySettings = z.infer<typeof loyaltySettingsSchema>;

export const DEFAULT_LOYALTY_SETTINGS: LoyaltySettings = { enabled: false, every: 10, reward: 'fixed', amount: 1500, validDays: 60 };

/** A loyalty reward as its customer sees it on their account (`GET /api/account/rewards`). */
export const rewardSchema = z
  .object({
    code: z.string(),
    amount: moneySchema,
    validUntil: isoDateTimeSchema,
    /** The finished order that earned it. */
    earnedBy: z.object({ orderId: idSchema, orderSequence: z.string() }),
    /** available: can be used now; used: an order holds it; expired: past validUntil unused. */
    state: z.enum(['available', 'used', 'expired']),
  })
  .meta({ id: 'Reward' });
export type Reward = z.infer<typeof rewardSchema>;

export const rewardListSchema = z
  .object({
    rewards: z.array(rewardSchema),
    /** When loyalty is on: finished orders so far and how many more earn the next reward. */
    progress: z.object({ finished: z.int().nonnegative(), every: z.int().positive(), toNext: z.int().nonnegative() }).optional(),
  })
  .meta({ id: 'RewardList' });
export type RewardList = z.infer<typeof rewardListSchema>;

/** A line of a past order that "Order again" could not put into the cart, and why. */
export const reorderSkipSchema = z
  .object({
    name: z.string(),
    translations: z.object({ hu: z.object({ name: z.string() }).optional() }).optional(),
    size: z.string(),
    /** line: the dish is sold out, hidden or no longer on the menu; extra: the line went in without this add-on. */
    what: z.enum(['line', 'extra']),
    /** extra: the dish that went in without it (its name as ordered; `size` above is the dish's). */
    dish: z.object({ name: z.string(), translations: z.object({ hu: z.object({ name: z.string() }).optional() }).optional() }).optional(),
  })
  .meta({ id: 'ReorderSkip' });
export type ReorderSkip = z.infer<typeof reorderSkipSchema>;

/** `POST /api/orders/{orderId}/reorder`: what went into the cart (at today's prices) and what did not. */
export const reorderResultSchema = z
  .object({
    /** Lines added to the cart. */
    added: z.int().nonnegative(),
    skipped: z.array(reorderSkipSchema),
    /** The added lines' total then and now (the one sentence says when it changed). */
    totalThen: moneySchema,
    totalNow: moneySchema,
  })
  .meta({ id: 'ReorderResult' });
export type ReorderResult = z.infer<typeof reorderResultSchema>;
