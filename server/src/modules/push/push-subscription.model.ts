import { type InferSchemaType, model, Schema } from 'mongoose';

/**
 * One staff device subscribed to web push: the browser's PushSubscription (endpoint and keys) and
 * whose it is. One record per endpoint: the same browser subscribing again (or another staff member
 * signing in on it) updates the record instead of adding a second one.
 */
const pushSubscriptionSchema = new Schema(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true },
    endpoint: { type: String, required: true },
    p256dh: { type: String, required: true },
    auth: { type: String, required: true },
    label: { type: String, required: true },
    createdAt: { type: Date, required: true },
    lastPushedAt: { type: Date },
  },
  { collection: 'push_subscriptions', versionKey: false },
);

pushSubscriptionSchema.index({ endpoint: 1 }, { unique: true });
pushSubscriptionSchema.index({ userId: 1, createdAt: -1 });

export type PushSubscriptionRecord = InferSchemaType<typeof pushSubscriptionSchema> & { _id: string };
export const PushSubscriptionModel = model('PushSubscription', pushSubscriptionSchema);
