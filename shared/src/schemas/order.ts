import { z } from 'zod';

import { orderStatusSchema } from '../order-status';
import { addressSnapshotSchema } from './address';
import { idSchema, isoDateTimeSchema, moneySchema, orderTypeSchema, paymentMethodSchema, sizeSchema } from './primitives';

/** The display number keeps the original wire form '#Order-0007'; it restarts every day (DESIGN section 6). */
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
    extras: z.array(z.object({ id: idSchema.optional(), name: z.string(), price: moneySchema })),
    instructions: z.string().optional(),
  })
  .meta({ id: 'OrderItem' });
export type OrderItem = z.infer<typeof orderItemSchema>;

/** The money of an order and of its quote: cart lines, the three fees, and the total that sums them. */
const priceBreakdownFields = {
  totalCartAmount: moneySchema,
  bottleDepositFee: moneySchema,
  serviceFee: moneySchema,
  deliveryFee: moneySchema,
  totalPrice: moneySchema,
};

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
  })
  .meta({ id: 'CheckoutQuote' });
export type CheckoutQuote = z.infer<typeof checkoutQuoteSchema>;

/** `POST /api/orders/placeorder`, form-encoded or JSON. */
export const placeOrderRequestSchema = z
  .strictObject({
    orderId: idSchema,
    paymentMethod: paymentMethodSchema,
    orderType: orderTypeSchema,
  })
  .meta({ id: 'PlaceOrderRequest' });
export type PlaceOrderRequest = z.infer<typeof placeOrderRequestSchema>;

/** `PATCH /api/orders/{id}/status?status=`; legality is decided by canStaffSetStatus. */
export const orderStatusPatchQuerySchema = z.strictObject({ status: orderStatusSchema });
export type OrderStatusPatchQuery = z.infer<typeof orderStatusPatchQuerySchema>;

/** `GET /api/orders/status/{status}`: the admin tabs use lower-case path segments. */
export const orderListStatusParamsSchema = z.strictObject({
  status: z.enum(['placed', 'delivered', 'cancelled']),
});
export type OrderListStatusParams = z.infer<typeof orderListStatusParamsSchema>;
