import { ORDER_EVENT_TYPES } from '@pizza/shared';
import { type InferSchemaType, model, Schema } from 'mongoose';

import { jsonOptions } from '../../db/to-json';

/**
 * The durable order event log (DESIGN section 7): written in the same transaction as the change it
 * describes, with a global gap-free `seq` that clients resume from.
 */
const orderEventSchema = new Schema(
  {
    seq: { type: Number, required: true },
    eventId: { type: String, required: true },
    type: { type: String, required: true, enum: ORDER_EVENT_TYPES },
    orderId: { type: String, required: true },
    /** The order's customer, so a replay can pick a customer's events without reading orders. */
    userId: { type: Schema.Types.ObjectId, ref: 'User' },
    occurredAt: { type: Date, required: true },
    /** The rest of the wire envelope: order summary and previousStatus. */
    payload: { type: Schema.Types.Mixed, required: true },
  },
  { collection: 'order_events', toJSON: jsonOptions() },
);

orderEventSchema.index({ seq: 1 }, { unique: true });
orderEventSchema.index({ eventId: 1 }, { unique: true });
orderEventSchema.index({ userId: 1, seq: 1 }); // a customer's replay

export type OrderEventRecord = InferSchemaType<typeof orderEventSchema>;
export const OrderEventModel = model('OrderEvent', orderEventSchema);
