import { EVENT_TYPES } from '@pizza/shared';
import { type InferSchemaType, model, Schema } from 'mongoose';

import { jsonOptions } from '../../lib/mongoose-json';

/**
 * The durable order event log (docs/integrators/live-channel.md): written in the same transaction as the change it
 * describes, with a global gap-free `seq` that clients resume from. Never edited; removed only by
 * the TTL index once older than the retention. It carries the orders' events and the shop-wide ones
 * (restaurant status, menu availability, settings), which have no order and no customer.
 */
const orderEventSchema = new Schema(
  {
    seq: { type: Number, required: true },
    eventId: { type: String, required: true },
    type: { type: String, required: true, enum: EVENT_TYPES },
    /** The order an order's event is about; absent on shop-wide events. */
    orderId: { type: String },
    /** The order's customer, so a customer's events are one indexed query; absent on shop-wide events. */
    userId: { type: Schema.Types.ObjectId, ref: 'User' },
    occurredAt: { type: Date, required: true },
    /** occurredAt + the retention (EVENT_RETENTION_DAYS); the TTL index removes the event then. */
    expiresAt: { type: Date, required: true },
    /**
     * The rest of the wire envelope: the order summary (with previousStatus and `by` where the type
     * has them), or the shop-wide event's `status`, `item` or `settings`.
     */
    payload: { type: Schema.Types.Mixed, required: true },
  },
  { collection: 'order_events', toJSON: jsonOptions() },
);

orderEventSchema.index({ seq: 1 }, { unique: true }); // staff and integrators: everything after a seq
orderEventSchema.index({ eventId: 1 }, { unique: true });
orderEventSchema.index({ userId: 1, seq: 1 }); // a customer: their orders' events after a seq
orderEventSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

export type OrderEventRecord = InferSchemaType<typeof orderEventSchema>;
export const OrderEventModel = model('OrderEvent', orderEventSchema);
