import { z } from 'zod';

import { escalationStageSchema } from './escalation';
import { logFields } from './event-log-fields';
import { orderStatusSchema } from './order-status';
import { invoiceSchema } from './schemas/invoice';
import { orderSequenceSchema } from './schemas/order';
import { idSchema, isoDateTimeSchema, moneySchema, orderTypeSchema } from './schemas/primitives';
import { appliedPromoSchema } from './schemas/promo';

/** Enough of the order to update a list row without a refetch. */
export const orderSummarySchema = z
  .object({
    orderId: idSchema,
    orderSequence: orderSequenceSchema,
    status: orderStatusSchema,
    orderType: orderTypeSchema,
    totalPrice: moneySchema,
    /** The promo code applied and its discount (already subtracted from totalPrice). */
    promo: appliedPromoSchema.optional(),
    customerName: z.string(),
    /** PICKUP, once accepted: when the order should be ready. */
    estimatedReadyAt: isoDateTimeSchema.optional(),
    /** DELIVERY, once accepted: when the order should arrive. */
    estimatedDeliveryAt: isoDateTimeSchema.optional(),
    /** CANCELLED: why, in words the customer may read. */
    cancelReason: z.string().optional(),
    /** Ordered for later: the slot, when the pickup should be ready or the delivery arrive (docs/product/scheduled-orders.md). */
    scheduledFor: isoDateTimeSchema.optional(),
    /** Ordered for later: when it goes (or went) to the kitchen's active orders, the slot minus its lead time. */
    releaseAt: isoDateTimeSchema.optional(),
    /** Ordered for later: when it was released (the escalation deadlines count from here). Absent while it waits. */
    releasedAt: isoDateTimeSchema.optional(),
    /** The customer asked for an invoice: the billing details (the shop's invoicing system issues it). */
    invoice: invoiceSchema.optional(),
  })
  .meta({ id: 'OrderSummary' });
export type OrderSummary = z.infer<typeof orderSummarySchema>;

/**
 * The summary an integrator key without the 'orders' scope reads (docs/integrators/keys.md): the
 * order without anything about the customer. No name (nor phone, e-mail, address or instructions,
 * which no summary carries), and a cancelReason only as the reason's fixed words, without staff's
 * own note. Made by eventForScopes (event-scopes.ts), the one redaction every path uses.
 */
export const orderSummaryWithoutCustomerSchema = orderSummarySchema
  .omit({ customerName: true, invoice: true })
  .extend({
    /** CANCELLED: the reason's fixed English words (staff's own note is left out); absent when staff only wrote a note. */
    cancelReason: z.string().optional(),
  })
  .meta({ id: 'OrderSummaryWithoutCustomer' });
export type OrderSummaryWithoutCustomer = z.infer<typeof orderSummaryWithoutCustomerSchema>;

/** Who made a status change: staff on the board, the customer (a cancel), or the shop itself (an automatic cancel). */
export const STATUS_CHANGE_ACTORS = ['staff', 'customer', 'system'] as const;
export type StatusChangeActor = (typeof STATUS_CHANGE_ACTORS)[number];
/** Who moved an estimate: staff, or the shop itself. */
export const ETA_CHANGE_ACTORS = ['staff', 'system'] as const;
export type EtaChangeActor = (typeof ETA_CHANGE_ACTORS)[number];

const envelopeFields = {
  ...logFields,
  orderId: idSchema,
  /** The full summary for staff, the order's customer and keys with 'orders'; without the customer for a key with only 'events'. */
  order: z.union([orderSummarySchema, orderSummaryWithoutCustomerSchema]),
};

export const orderCreatedEventSchema = z.object({ ...envelopeFields, type: z.literal('order-created') }).meta({ id: 'OrderCreatedEvent' });
export type OrderCreatedEvent = z.infer<typeof orderCreatedEventSchema>;

/**
 * A customer placed an order for later (`order.scheduledFor`): it waits in the board's Scheduled list.
 * It takes the place of order-created for such an order; order-released follows at `order.releaseAt`.
 */
export const orderScheduledEventSchema = z
  .object({ ...envelopeFields, type: z.literal('order-scheduled') })
  .meta({ id: 'OrderScheduledEvent' });
export type OrderScheduledEvent = z.infer<typeof orderScheduledEventSchema>;

/**
 * A scheduled order reached its release time (the scheduler, once, late rather than never after a
 * restart): it is now the kitchen's to accept like a new order, and its escalation deadlines count
 * from `order.releasedAt`. Not sent for an order staff accepted or cancelled before.
 */
export const orderReleasedEventSchema = z
  .object({ ...envelopeFields, type: z.literal('order-released') })
  .meta({ id: 'OrderReleasedEvent' });
export type OrderReleasedEvent = z.infer<typeof orderReleasedEventSchema>;

export const statusChangedEventSchema = z
  .object({
    ...envelopeFields,
    type: z.literal('status-changed'),
    previousStatus: orderStatusSchema,
    by: z.enum(STATUS_CHANGE_ACTORS).optional(),
  })
  .meta({ id: 'StatusChangedEvent' });
export type StatusChangedEvent = z.infer<typeof statusChangedEventSchema>;

/** An order's estimate moved: `order` carries the new estimatedReadyAt / estimatedDeliveryAt. */
export const etaChangedEventSchema = z
  .object({ ...envelopeFields, type: z.literal('eta-changed'), by: z.enum(ETA_CHANGE_ACTORS) })
  .meta({ id: 'EtaChangedEvent' });
export type EtaChangedEvent = z.infer<typeof etaChangedEventSchema>;

/**
 * An order nobody accepted reached an escalation stage (the scheduler, never a browser): 'ring-louder'
 * (the board rings louder, the card turns red) or 'tell-customer' (the customer's page shows the
 * shop's phone). The automatic cancel that follows is a 'status-changed' with by 'system'.
 */
export const orderEscalatedEventSchema = z
  .object({ ...envelopeFields, type: z.literal('order-escalated'), stage: escalationStageSchema })
  .meta({ id: 'OrderEscalatedEvent' });
export type OrderEscalatedEvent = z.infer<typeof orderEscalatedEventSchema>;

/** The envelope of an order's event; previousStatus exists exactly on 'status-changed'. */
export const orderEventSchema = z
  .discriminatedUnion('type', [
    orderCreatedEventSchema,
    orderScheduledEventSchema,
    orderReleasedEventSchema,
    statusChangedEventSchema,
    etaChangedEventSchema,
    orderEscalatedEventSchema,
  ])
  .meta({ id: 'OrderEvent' });
export type OrderEvent = z.infer<typeof orderEventSchema>;
