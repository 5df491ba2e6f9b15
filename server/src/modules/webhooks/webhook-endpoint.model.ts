import { EVENT_TYPES, WEBHOOK_DISABLED_REASONS, WEBHOOK_SCOPES } from '@pizza/shared';
import { type InferSchemaType, model, Schema } from 'mongoose';

/**
 * A receiver staff registered. The secret is stored as it is: the shop must sign with it (the
 * answer that created it is the only place it is shown). Where the endpoint stands in the log is
 * its lane's cursor in the delivery loop (`event_consumers`, name `webhook:<id>`), not a field here.
 */
const webhookEndpointSchema = new Schema(
  {
    _id: { type: String, required: true },
    url: { type: String, required: true },
    description: { type: String, default: '' },
    /** Empty: every type. */
    eventTypes: { type: [{ type: String, enum: EVENT_TYPES }], default: [] },
    /**
     * What the receiver is sent (docs/integrators/keys.md). Endpoints registered before scopes
     * existed have none stored and keep receiving full orders, as they always did.
     */
    scopes: { type: [{ type: String, enum: WEBHOOK_SCOPES }], default: undefined },
    enabled: { type: Boolean, required: true, default: true },
    secret: { type: String, required: true },
    /** After a rotation the previous secret signs too, until previousSecretExpiresAt. */
    previousSecret: { type: String },
    previousSecretExpiresAt: { type: Date },
    /** The log's latest seq when the endpoint was registered: its first event is the next one. */
    startAfterSeq: { type: Number, required: true },
    /** The last event of the log the receiver acknowledged (2xx), and when: absent until the first. */
    lastDeliveredSeq: { type: Number },
    lastDeliveredAt: { type: Date },
    /** Failed attempts in a row, since failingSince; reset by a success. */
    failureCount: { type: Number, required: true, default: 0 },
    failingSince: { type: Date },
    lastError: { type: String },
    disabledReason: { type: String, enum: WEBHOOK_DISABLED_REASONS },
    disabledAt: { type: Date },
    createdBy: { type: String, required: true },
  },
  { collection: 'webhook_endpoints', timestamps: true, versionKey: false },
);

webhookEndpointSchema.index({ enabled: 1 });

export type WebhookEndpointRecord = InferSchemaType<typeof webhookEndpointSchema> & { _id: string; createdAt: Date; updatedAt: Date };
export const WebhookEndpointModel = model('WebhookEndpoint', webhookEndpointSchema);
