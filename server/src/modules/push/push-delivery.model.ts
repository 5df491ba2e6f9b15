import { type InferSchemaType, model, Schema } from 'mongoose';

/** Pushes are worth nothing after their TTL (15 minutes); the records only have to outlive a retry. */
export const PUSH_DELIVERY_RETENTION_SECONDS = 24 * 60 * 60;

/**
 * That an event was pushed to a subscription, keyed `<eventId>:<subscriptionId>`: a dispatcher that
 * handles an event again (after a crash or a takeover) skips the devices that already got it.
 */
const pushDeliverySchema = new Schema(
  {
    _id: { type: String, required: true },
    at: { type: Date, required: true },
    statusCode: { type: Number },
  },
  { collection: 'push_deliveries', versionKey: false },
);

pushDeliverySchema.index({ at: 1 }, { expireAfterSeconds: PUSH_DELIVERY_RETENTION_SECONDS });

export type PushDeliveryRecord = InferSchemaType<typeof pushDeliverySchema> & { _id: string };
export const PushDeliveryModel = model('PushDelivery', pushDeliverySchema);

export const deliveryKey = (eventId: string, subscriptionId: string) => `${eventId}:${subscriptionId}`;
