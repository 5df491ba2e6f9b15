import { RETENTION_DAYS, WEBHOOK_TRIGGERS } from '@pizza/shared';
import { type InferSchemaType, model, Schema } from 'mongoose';

/** How long attempts are kept for staff to look at (docs/product/legal.md#retention; the retention job deletes them too). */
export const DELIVERY_RETENTION_SECONDS = RETENTION_DAYS.deliveryLogs * 24 * 60 * 60;

/** One attempt to deliver to an endpoint: what was sent and what came back. Removed after 7 days by the TTL index. */
const webhookDeliverySchema = new Schema(
  {
    _id: { type: String, required: true },
    endpointId: { type: String, required: true },
    at: { type: Date, required: true },
    trigger: { type: String, required: true, enum: WEBHOOK_TRIGGERS },
    seq: { type: Number },
    eventId: { type: String, required: true },
    eventType: { type: String, required: true },
    attempt: { type: Number, required: true },
    ok: { type: Boolean, required: true },
    statusCode: { type: Number },
    durationMs: { type: Number, required: true },
    error: { type: String },
  },
  { collection: 'webhook_deliveries', versionKey: false },
);

webhookDeliverySchema.index({ endpointId: 1, at: -1 });
webhookDeliverySchema.index({ at: 1 }, { expireAfterSeconds: DELIVERY_RETENTION_SECONDS });

export type WebhookDeliveryRecord = InferSchemaType<typeof webhookDeliverySchema> & { _id: string };
export const WebhookDeliveryModel = model('WebhookDelivery', webhookDeliverySchema);
