import { z } from 'zod';

import { DAYS_OF_WEEK } from '../constants';
import { clockTimeSchema } from './hours';
import { isoDateTimeSchema, orderTypeSchema } from './primitives';
import { promoCodeTextSchema } from './promo';

/*
 * Ordering for later (docs/product/scheduled-orders.md): the customer picks a slot, a time their
 * pickup should be ready or their delivery arrive, among the slots of the service's opening hours at
 * least the lead time ahead; each slot takes a limited number of orders per service. The order waits
 * in the board's Scheduled list and is released to the kitchen at the slot minus its lead time.
 */

/** The slot lengths staff may choose, in minutes. */
export const SLOT_MINUTES_CHOICES = [10, 15, 20, 30, 60] as const;
export const MAX_DAYS_AHEAD = 7;
export const MAX_SLOT_CAPACITY = 100;
export const MAX_CAPACITY_RULES = 50;

const capacity = (label: string) =>
  z
    .number({ error: `${label} must be a number of orders.` })
    .int(`${label} must be a whole number of orders.`)
    .min(0, `${label} must be between 0 and ${MAX_SLOT_CAPACITY} orders.`)
    .max(MAX_SLOT_CAPACITY, `${label} must be between 0 and ${MAX_SLOT_CAPACITY} orders.`);

/**
 * A limit for some slots: on `dayOfWeek`, the slots from `from` up to (not including) `to`, Budapest
 * time, of one service take at most `capacity` orders (0: none). The first rule that matches a slot
 * wins; a slot no rule matches takes the service's `capacity`.
 */
export const capacityRuleSchema = z
  .strictObject({
    service: orderTypeSchema,
    dayOfWeek: z.enum(DAYS_OF_WEEK, 'Use a day of the week from Monday to Sunday.'),
    from: clockTimeSchema,
    to: clockTimeSchema,
    capacity: capacity('A rule’s limit'),
  })
  .refine((rule) => rule.from < rule.to, { message: 'A rule’s end must be after its start on the same day.', path: ['to'] })
  .meta({ id: 'SlotCapacityRule' });
export type CapacityRule = z.infer<typeof capacityRuleSchema>;

/** `GET/PUT /api/restaurant/scheduling` (staff with shop.settings): whether and how customers order for later. */
export const schedulingSettingsSchema = z
  .strictObject({
    /** Customers may order for later (off: checkout offers "as soon as possible" only). */
    enabled: z.boolean({ error: 'Say whether customers may order for later.' }),
    /** Today and this many days after it. */
    daysAhead: z
      .number({ error: 'Days ahead must be a number.' })
      .int('Days ahead must be whole days.')
      .min(0, `Days ahead must be between 0 and ${MAX_DAYS_AHEAD}.`)
      .max(MAX_DAYS_AHEAD, `Days ahead must be between 0 and ${MAX_DAYS_AHEAD}.`),
    /** A slot every this many minutes from each opening. */
    slotMinutes: z.literal(SLOT_MINUTES_CHOICES, { error: `A slot is ${SLOT_MINUTES_CHOICES.join(', ')} minutes long.` }),
    /** Orders per slot per service, where no rule says otherwise. */
    capacity: z.strictObject({ PICKUP: capacity('The pickup limit'), DELIVERY: capacity('The delivery limit') }),
    rules: z.array(capacityRuleSchema).max(MAX_CAPACITY_RULES, `At most ${MAX_CAPACITY_RULES} rules.`),
  })
  .meta({ id: 'SchedulingSettings' });
export type SchedulingSettings = z.infer<typeof schedulingSettingsSchema>;

export const DEFAULT_SCHEDULING_SETTINGS: SchedulingSettings = {
  enabled: true,
  daysAhead: 2,
  slotMinutes: 15,
  capacity: { PICKUP: 4, DELIVERY: 4 },
  rules: [],
};

/** One slot a customer may pick: `at` is when a pickup should be ready or a delivery arrive. */
export const slotSchema = z
  .object({
    at: isoDateTimeSchema,
    /** Budapest wall clock, "19:30". */
    time: z.string(),
    /** Places left (0: full; shown, not offered). */
    left: z.int().nonnegative(),
  })
  .meta({ id: 'Slot' });
export type Slot = z.infer<typeof slotSchema>;

/**
 * `GET /api/orders/slots?orderType=` (a signed-in customer: a delivery's lead time depends on the
 * selected address): the slots of today and the next `daysAhead` days, by Budapest date, and whether
 * "as soon as possible" is possible now. Days without a slot are left out.
 */
export const slotsAnswerSchema = z
  .object({
    orderType: orderTypeSchema,
    /** Ordering for later is switched on (else `days` is empty). */
    enabled: z.boolean(),
    /** An order placed now would be made now: the service is open and not paused. */
    asapAvailable: z.boolean(),
    /** Minutes from placing to the earliest slot: the prep time (+ the drive of the selected address for delivery) + busy mode's extra. */
    leadMinutes: z.int().nonnegative(),
    days: z.array(z.object({ date: z.iso.date(), slots: z.array(slotSchema) })),
    /** The first slot with a place left, if any. */
    nextSlot: slotSchema.optional(),
  })
  .meta({ id: 'SlotsAnswer' });
export type SlotsAnswer = z.infer<typeof slotsAnswerSchema>;

export const slotsQuerySchema = z.strictObject({ orderType: orderTypeSchema });

/**
 * The quote's optional body (`POST /api/orders/pickup-checkout` and `/checkout`): with `scheduledFor`
 * the quote is for that slot (a closed shop still quotes); without, as soon as possible. The original
 * client posts an empty form: no body is as soon as possible.
 */
export const checkoutRequestSchema = z
  .strictObject({
    scheduledFor: isoDateTimeSchema.optional(),
    /** A promo code to price the quote with (docs/product/promo-codes.md); refused: 422 PROMO_REFUSED. */
    promoCode: promoCodeTextSchema.optional(),
  })
  .meta({ id: 'CheckoutRequest' });
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

/** Every sentence of ordering for later; `{when}` is slotWhen ("Saturday 19:30" / "szombat 19:30"). */
export const SCHEDULING_MESSAGES = {
  /** 409 SLOT_FULL, details { nextSlots }. */
  slotFull: 'Sorry, {when} has just been fully booked. Please choose another time.',
  /** 409 SLOT_UNAVAILABLE, details { nextSlots }: not among the offered slots (too soon, closed, not on the grid, too far ahead). */
  slotUnavailable: 'You can no longer order for {when}. Please choose another time.',
  /** 400: ordering for later is switched off. */
  schedulingOff: 'Ordering for later is not available. Please order for as soon as possible.',
  /** 409 TOO_LATE_TO_CANCEL: the customer's cancel after release (or of an order that was not scheduled). */
  tooLateToCancel: 'The kitchen is already working on your order, so it can no longer be cancelled here. Please call us.',
  /** The cancelReason of a customer's cancel. */
  cancelledByCustomer: 'cancelled by the customer',
} as const;

/** The answer details of SLOT_FULL and SLOT_UNAVAILABLE: the next free slots (at most 3). */
export const slotRefusalDetailsSchema = z.object({ nextSlots: z.array(slotSchema) }).meta({ id: 'SlotRefusalDetails' });
export type SlotRefusalDetails = z.infer<typeof slotRefusalDetailsSchema>;
