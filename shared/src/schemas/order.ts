import { z } from 'zod';

import { MINIMUM_ORDER, ORDER_LIST_DEFAULT_LIMIT, ORDER_LIST_MAX_LIMIT, PAYMENT_METHODS } from '../constants';
import { orderEscalationSchema } from '../escalation';
import { prepMinutesQuerySchema } from '../eta';
import { formatMoney } from '../money';
import { type OrderStatus, orderStatusSchema } from '../order-status';
import { addressSnapshotSchema } from './address';
import { priceChangeSchema } from './cart';
import { INVOICE_LIMITS, invoiceIssues, invoiceSchema } from './invoice';
import { allergenSchema, nameTranslationsSchema } from './menu';
import {
  formInt,
  idSchema,
  isoDateTimeSchema,
  moneySchema,
  optionalText,
  orderTypeSchema,
  paymentMethodSchema,
  sizeSchema,
} from './primitives';
import { appliedPromoSchema, promoCodeTextSchema } from './promo';

/** The allergy note's length limit (the checkout field's maxLength and counter). */
export const ALLERGY_NOTE_MAX_LENGTH = 300;

/** Every sentence the order endpoints answer with (docs/product/rules.md#errors-people-see shows them after a prefix). */
export const ORDER_MESSAGES = {
  closed: 'Sorry! The restaurant is currently closed and not accepting new orders.',
  emptyCart: 'No items in the cart to checkout',
  noSelectedAddress: 'No selected address found for delivery',
  notFound: 'Order not found',
  onlineCardRefused: 'Online card payment is not available. Choose CASH, or CARD to pay by card on delivery or at pickup.',
  quoteChanged: 'The prices in your order changed since you checked out. Please review the new total and place the order again.',
  ownOrdersOnly: 'You can only read your own orders',
  cartChangedMeanwhile: 'Your cart keeps changing in another window. Please check it and place the order again.',
} as const;

/** The minimum-order sentence with `{amount}` (its id in shared/src/messages). */
export const MINIMUM_ORDER_MESSAGE = 'Minimum order amount is {amount}. Please add more items to reach the minimum.';

/** 'Minimum order amount is HUF 3,500. ...' with the configured minimum, in the shop's one money format. */
export function minimumOrderMessage(minimum: number = MINIMUM_ORDER): string {
  return MINIMUM_ORDER_MESSAGE.replace('{amount}', formatMoney(minimum, 'en'));
}

/** The shop is closed; names when it opens again (`openingWhen`: "today at 18:00") when that is known. */
export function closedMessage(opensAgain?: string): string {
  return opensAgain ? `Sorry! The restaurant is closed now and not accepting orders. We open again ${opensAgain}.` : ORDER_MESSAGES.closed;
}

/** New orders are paused (the kitchen is full); names when they are taken again. */
export function pausedMessage(opensAgain: string): string {
  return `Our kitchen is full right now, so new orders are paused. We take orders again ${opensAgain}.`;
}

/** One service is closed while the other takes orders. */
export function serviceClosedMessage(orderType: 'PICKUP' | 'DELIVERY', opensAgain?: string): string {
  if (orderType === 'DELIVERY') {
    return opensAgain
      ? `Delivery is not available right now; it starts again ${opensAgain}. You can still order for pickup.`
      : 'Delivery is not available right now. You can still order for pickup.';
  }
  return opensAgain
    ? `Pickup is not available right now; it starts again ${opensAgain}. You can still order for delivery.`
    : 'Pickup is not available right now. You can still order for delivery.';
}

/** An item that became unavailable between adding it and ordering, named so the customer can remove it. */
export function unavailableItemMessage(name: string): string {
  return `${name} is no longer available. Please remove it from your cart.`;
}

/** The display number keeps the original wire form '#Order-0007'; it restarts every day (docs/product/rules.md#entities). */
export function formatOrderSequence(sequence: number): string {
  return `#Order-${String(sequence).padStart(4, '0')}`;
}
export const orderSequenceSchema = z.string().regex(/^#Order-\d{4,}$/);

/** A line as placed: name, size, extras and prices are snapshots, so later menu edits never rewrite history. */
export const orderItemSchema = z
  .object({
    id: idSchema,
    menuItemId: idSchema,
    name: z.string(),
    size: sizeSchema,
    quantity: z.int().positive(),
    /** Item price plus its extras, per unit. */
    pricePerItem: moneySchema,
    extras: z.array(
      z.object({ id: idSchema.optional(), name: z.string(), price: moneySchema, translations: nameTranslationsSchema.optional() }),
    ),
    instructions: z.string().optional(),
    /** The dish's name in Hungarian as it was when ordered (absent on orders placed before translations). */
    translations: nameTranslationsSchema.optional(),
    /** Annex II allergens of the dish and its add-ons as ordered, in Annex order (absent on orders placed before allergens). */
    allergens: z.array(allergenSchema).optional(),
  })
  .meta({ id: 'OrderItem' });
export type OrderItem = z.infer<typeof orderItemSchema>;

/**
 * The money of an order and of its quote: cart lines, the three fees, a promo code's discount when
 * one applies, and the total: items + fees - discount (docs/product/promo-codes.md).
 */
const priceBreakdownFields = {
  totalCartAmount: moneySchema,
  bottleDepositFee: moneySchema,
  serviceFee: moneySchema,
  deliveryFee: moneySchema,
  /** The promo code applied and its discount (absent: none; the original client never sends one). */
  promo: appliedPromoSchema.optional(),
  totalPrice: moneySchema,
};

/** When each status was reached (the customer's stage tracker, the board). */
export const statusChangeSchema = z.object({ status: orderStatusSchema, at: isoDateTimeSchema }).meta({ id: 'StatusChange' });
export type StatusChange = z.infer<typeof statusChangeSchema>;

/** A placed order (drafts are never listed; checkout answers a CheckoutQuote instead). */
export const orderSchema = z
  .object({
    orderId: idSchema,
    orderSequence: orderSequenceSchema,
    /** Calendar day of placement in Europe/Budapest, YYYY-MM-DD. */
    date: z.iso.date(),
    /** Instant of placement. */
    createdAt: isoDateTimeSchema,
    status: orderStatusSchema,
    orderType: orderTypeSchema,
    paymentMethod: paymentMethodSchema,
    ...priceBreakdownFields,
    /** Present for delivery orders only. */
    address: addressSnapshotSchema.optional(),
    user: z.object({ name: z.string(), phone: z.string() }),
    orderItems: z.array(orderItemSchema),
    /** Delivery only: the customer asked the courier to leave it at the door. */
    leaveAtDoor: z.boolean().optional(),
    /** The customer's allergy note to the kitchen (the board and the kitchen ticket highlight it). */
    allergyNote: z.string().optional(),
    /** The customer asked for an invoice: to these billing details. */
    invoice: invoiceSchema.optional(),
    /** PLACED first, then every change, oldest first. */
    statusHistory: z.array(statusChangeSchema),
    /** PICKUP, once accepted: when the order should be ready (prep time + busy extra; staff may push it later). */
    estimatedReadyAt: isoDateTimeSchema.optional(),
    /** DELIVERY, once accepted: when the order should arrive (prep + busy extra + the distance band's minutes). */
    estimatedDeliveryAt: isoDateTimeSchema.optional(),
    /** DELIVERY: the driving minutes of its address's distance band when placed (the wait shown before it is accepted). */
    driveMinutes: z.int().nonnegative().optional(),
    /** CANCELLED: why, in words the customer may read (e.g. "not confirmed by the restaurant"). */
    cancelReason: z.string().optional(),
    /** PLACED only: when the unanswered order escalates (board, customer, automatic cancel) and the stage reached. */
    escalation: orderEscalationSchema.optional(),
    /** Ordered for later: the slot, when the pickup should be ready or the delivery arrive (docs/product/scheduled-orders.md). */
    scheduledFor: isoDateTimeSchema.optional(),
    /** Ordered for later: when it goes (or went) to the kitchen, the slot minus the prep time (and the drive). */
    releaseAt: isoDateTimeSchema.optional(),
    /** Ordered for later: when it was released; absent while it waits (escalation starts here). */
    releasedAt: isoDateTimeSchema.optional(),
  })
  .meta({ id: 'Order' });
export type Order = z.infer<typeof orderSchema>;

/**
 * Answer of `POST /api/orders/pickup-checkout` and `/checkout`: the price quote of the customer's draft.
 * totalPrice already includes every fee listed here and nothing else (deliveryFee is 0 for pickup).
 */
export const checkoutQuoteSchema = z
  .object({
    orderId: idSchema,
    orderType: orderTypeSchema,
    ...priceBreakdownFields,
    /** Delivery: the driving minutes of the selected address's distance band (the estimate adds them to the kitchen's). */
    driveMinutes: z.int().nonnegative().optional(),
    /** Lines re-priced since the customer last saw the cart: the checkout shows their sentences before the order button. */
    priceChanges: z.array(priceChangeSchema).optional(),
  })
  .meta({ id: 'CheckoutQuote' });
export type CheckoutQuote = z.infer<typeof checkoutQuoteSchema>;

/**
 * CASH or CARD, both paid on the spot. The original's online card methods (charged through a
 * payment provider) are named so they can be refused with a clear message instead of 'invalid'.
 */
const requestedPaymentSchema = z
  .enum([...PAYMENT_METHODS, 'CREDIT_CARD', 'DEBIT_CARD'])
  .refine((method) => method === 'CASH' || method === 'CARD', ORDER_MESSAGES.onlineCardRefused)
  .transform((method) => (method === 'CARD' ? 'CARD' : 'CASH'));

/** Form flags: 'true'/'false' (and '1'/'0') from a form, booleans from JSON. */
const formBooleanSchema = z
  .union([z.boolean(), z.literal(['true', 'false', '1', '0'])])
  .transform((value) => value === true || value === 'true' || value === '1');

/** `POST /api/orders/placeorder`, form-encoded or JSON; leaveAtDoor is new and optional. */
export const placeOrderRequestSchema = z
  .strictObject({
    orderId: idSchema,
    paymentMethod: requestedPaymentSchema,
    orderType: orderTypeSchema,
    leaveAtDoor: formBooleanSchema.optional(),
    /** Allergies the kitchen must know about ("no nuts at all, severe allergy"). */
    allergyNote: optionalText(ALLERGY_NOTE_MAX_LENGTH, { multiline: true }).optional(),
    /**
     * An invoice, please (flat form fields, as the rest of this form): name, zip, city and street
     * all given or none; a tax number only with them. Validated in place-order's schema refinement
     * (docs/product/ordering.md#invoice).
     */
    invoiceName: optionalText(INVOICE_LIMITS.name).optional(),
    invoiceZip: optionalText(10).optional(),
    invoiceCity: optionalText(INVOICE_LIMITS.city).optional(),
    invoiceStreet: optionalText(INVOICE_LIMITS.street).optional(),
    invoiceTaxNumber: optionalText(20).optional(),
    /** Order for later: one of the slots of GET /api/orders/slots (absent: as soon as possible). */
    scheduledFor: isoDateTimeSchema.optional(),
    /** The promo code the quote was priced with (absent: none, full price). */
    promoCode: promoCodeTextSchema.optional(),
  })
  .superRefine((form, ctx) => {
    for (const issue of invoiceIssues(form)) ctx.addIssue({ code: 'custom', ...issue });
  })
  .meta({ id: 'PlaceOrderRequest' });

/** `GET /api/orders/history/all-orders/{email}`: the customer's placed orders, newest first. */
export const orderListSchema = z.array(orderSchema).meta({ id: 'OrderList' });

/** `{ orderId }` path parameter. */
export const orderIdParamsSchema = z.strictObject({ orderId: idSchema });
export type PlaceOrderRequest = z.infer<typeof placeOrderRequestSchema>;

/**
 * `PATCH /api/orders/{id}/status?status=`; legality is decided by canStaffSetStatus. Accepting
 * (status=PREPARING) may name the prep time (`prepMinutes`, else the service's default). `from`:
 * the status the sender saw (our board sends it; the original client does not): the move applies
 * only while the order still has it, else 409.
 */
export const orderStatusPatchQuerySchema = z.strictObject({
  status: orderStatusSchema,
  prepMinutes: prepMinutesQuerySchema.optional(),
  from: orderStatusSchema.optional(),
});
export type OrderStatusPatchQuery = z.infer<typeof orderStatusPatchQuerySchema>;

/** The board's tabs; 'delivered' holds every finished order (DELIVERED and COMPLETED pickups). */
export const ORDER_LIST_TABS = ['placed', 'delivered', 'cancelled'] as const;
export type OrderListTab = (typeof ORDER_LIST_TABS)[number];

/** `GET /api/orders/status/{status}`: the admin tabs use lower-case path segments; any case is accepted. */
export const orderListStatusParamsSchema = z.strictObject({
  status: z
    .string()
    .transform((value) => value.toLowerCase())
    .pipe(z.enum(ORDER_LIST_TABS)),
});
export type OrderListStatusParams = z.infer<typeof orderListStatusParamsSchema>;

/**
 * Paging of a status list (newest first): at most `limit` orders placed before `before`, which is an
 * instant or the id of the last order of the previous page. Without either: the newest page.
 */
export const orderListQuerySchema = z.strictObject({
  limit: formInt(1, ORDER_LIST_MAX_LIMIT).default(ORDER_LIST_DEFAULT_LIMIT),
  before: z.union([isoDateTimeSchema, idSchema]).optional(),
});
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;

/** The text answer of a status change, as the original sent it ('Order Status updated to preparing successfully'). */
export function statusUpdatedMessage(status: OrderStatus): string {
  return `Order Status updated to ${status.toLowerCase()} successfully`;
}
