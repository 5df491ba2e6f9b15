import { z } from 'zod';

import { EVENT_TYPES } from '../event-types';
import type { IntegrationScope } from '../staff-access';
import { cleanFreeText, formInt, idSchema, isoDateTimeSchema, optionalText } from './primitives';

/*
 * Webhook endpoints (staff, /api/integrations/webhooks): the shop POSTs every event of the log, as a
 * CloudEvent signed per the Standard Webhooks specification, to each endpoint in seq order.
 */

/** Every secret starts with this (Standard Webhooks); the rest is base64 of 24 random bytes. */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';

/** The CloudEvents type of the event `POST /:id/test` sends (never in the log). */
export const WEBHOOK_TEST_EVENT_TYPE = 'hu.pizzapoint.webhook.test';

/** 'ok': delivering; 'failing': the oldest undelivered event is being retried; 'disabled': nothing is sent. */
export const WEBHOOK_STATES = ['ok', 'failing', 'disabled'] as const;
export type WebhookState = (typeof WEBHOOK_STATES)[number];

/** Why the shop disabled an endpoint by itself: the receiver answered 410 Gone, or every retry failed. Absent when staff disabled it. */
export const WEBHOOK_DISABLED_REASONS = ['gone', 'failures'] as const;
export type WebhookDisabledReason = (typeof WEBHOOK_DISABLED_REASONS)[number];

/** What made an attempt: the outbox delivering in order, staff resending one event, or staff sending a test event. */
export const WEBHOOK_TRIGGERS = ['delivery', 'resend', 'test'] as const;

export const WEBHOOK_URL_MAX = 2000;
export const WEBHOOK_DELIVERIES_DEFAULT_LIMIT = 50;
export const WEBHOOK_DELIVERIES_MAX_LIMIT = 200;

/** Only the shape here; what a URL may point at (https, public addresses) is checked by the server for its run mode. */
const webhookUrlSchema = z
  .string()
  .trim()
  .min(1, 'Enter the URL the shop should call')
  .max(WEBHOOK_URL_MAX, 'The URL is too long')
  .regex(/^https?:\/\/[^\s/?#]+[^\s]*$/i, 'Enter a full https:// URL');

/** Socket event names (order-created, status-changed, ...); none or an empty list means every type. */
const eventTypesSchema = z
  .array(z.enum(EVENT_TYPES, { error: `Event types are among: ${EVENT_TYPES.join(', ')}` }))
  .max(EVENT_TYPES.length * 2)
  .transform((types) => [...new Set(types)]);

/**
 * What an endpoint's receiver is sent (docs/integrators/keys.md), as a key's scopes: 'events'
 * always (an endpoint exists to receive them), 'orders' adds the customer to each order's summary.
 */
export const WEBHOOK_SCOPES = ['events', 'orders'] as const satisfies readonly IntegrationScope[];
export type WebhookScope = (typeof WEBHOOK_SCOPES)[number];

const webhookScopesSchema = z
  .array(z.enum(WEBHOOK_SCOPES, { error: 'Unknown scope' }))
  .refine((scopes) => scopes.includes('events'), "A webhook always sends events: keep the 'events' scope")
  .transform((scopes) => [...new Set(scopes)]);

export const webhookCreateRequestSchema = z
  .strictObject({
    url: webhookUrlSchema,
    description: optionalText(200),
    eventTypes: eventTypesSchema.optional(),
    /** Default ['events']: order summaries without the customer. */
    scopes: webhookScopesSchema.default(['events']),
  })
  .meta({ id: 'WebhookCreateRequest' });
export type WebhookCreateRequest = z.infer<typeof webhookCreateRequestSchema>;

/** Any of the fields; an empty description clears it. */
export const webhookUpdateRequestSchema = z
  .strictObject({
    url: webhookUrlSchema.optional(),
    description: z
      .string()
      .overwrite((value) => cleanFreeText(value))
      .trim()
      .max(200)
      .optional(),
    eventTypes: eventTypesSchema.optional(),
    enabled: z.boolean().optional(),
    /** From the next event delivered (or resent) on. */
    scopes: webhookScopesSchema.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), 'Nothing to change')
  .meta({ id: 'WebhookUpdateRequest' });
export type WebhookUpdateRequest = z.infer<typeof webhookUpdateRequestSchema>;

/** An endpoint as listed: never its secret. */
export const webhookEndpointSchema = z
  .object({
    id: idSchema,
    url: z.string(),
    description: z.string(),
    /** Empty: every type. */
    eventTypes: z.array(z.enum(EVENT_TYPES)),
    /** What the receiver is sent: with 'orders', order events carry the customer's name (endpoints made before scopes: both). */
    scopes: z.array(z.enum(WEBHOOK_SCOPES)),
    enabled: z.boolean(),
    createdAt: isoDateTimeSchema,
    state: z.enum(WEBHOOK_STATES),
    /** The seq up to which every event is delivered (or skipped as a type the endpoint does not want). */
    lastSeq: z.int().nonnegative(),
    /** The last event the receiver acknowledged (a 2xx), and when; absent while nothing was delivered yet. */
    lastDeliveredSeq: z.int().positive().optional(),
    lastDeliveredAt: isoDateTimeSchema.optional(),
    /** Failed attempts in a row (0 once an attempt succeeds). */
    failureCount: z.int().nonnegative(),
    /** When the current run of failures began. */
    failingSince: isoDateTimeSchema.optional(),
    /** Set when the shop disabled the endpoint by itself. */
    disabledReason: z.enum(WEBHOOK_DISABLED_REASONS).optional(),
    disabledAt: isoDateTimeSchema.optional(),
    /** The last failure's error or status, for staff. */
    lastError: z.string().optional(),
    /** Until then the previous secret signs too (after a rotation). */
    previousSecretExpiresAt: isoDateTimeSchema.optional(),
  })
  .meta({ id: 'WebhookEndpoint' });
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

/** The answer of registering: the only time (with rotation) the secret is shown. */
export const webhookEndpointCreatedSchema = webhookEndpointSchema.extend({ secret: z.string() }).meta({ id: 'WebhookEndpointCreated' });
export type WebhookEndpointCreated = z.infer<typeof webhookEndpointCreatedSchema>;

export const webhookSecretRotatedSchema = z
  .object({ secret: z.string(), previousSecretExpiresAt: isoDateTimeSchema })
  .meta({ id: 'WebhookSecretRotated' });
export type WebhookSecretRotated = z.infer<typeof webhookSecretRotatedSchema>;

/** One attempt to deliver to an endpoint (kept 7 days). */
export const webhookDeliverySchema = z
  .object({
    id: idSchema,
    at: isoDateTimeSchema,
    trigger: z.enum(WEBHOOK_TRIGGERS),
    /** Absent for a test event (not in the log). */
    seq: z.int().positive().optional(),
    /** The `webhook-id` sent: the event id. */
    eventId: idSchema,
    /** The CloudEvents type. */
    eventType: z.string(),
    /** 1 for the first try of an event, 2 for its first retry, ... */
    attempt: z.int().positive(),
    /** A 2xx answer. */
    ok: z.boolean(),
    /** Absent when no answer came (timeout, refused connection, refused address). */
    statusCode: z.int().optional(),
    durationMs: z.int().nonnegative(),
    error: z.string().optional(),
  })
  .meta({ id: 'WebhookDelivery' });
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookParamsSchema = z.strictObject({ id: idSchema });

export const webhookDeliveriesQuerySchema = z.strictObject({
  limit: formInt(1, WEBHOOK_DELIVERIES_MAX_LIMIT).default(WEBHOOK_DELIVERIES_DEFAULT_LIMIT),
});

export const webhookResendRequestSchema = z.strictObject({ eventId: idSchema }).meta({ id: 'WebhookResendRequest' });

/** Rewinds the endpoint's cursor to fromSeq - 1: everything from fromSeq on is delivered again, in order. */
export const webhookReplayRequestSchema = z
  .strictObject({ fromSeq: formInt(1, Number.MAX_SAFE_INTEGER) })
  .meta({ id: 'WebhookReplayRequest' });

/** The body of a test event: a CloudEvent like the others, without `sequence` (it is not in the log). */
export const webhookTestEventSchema = z
  .object({
    specversion: z.literal('1.0'),
    id: idSchema,
    source: z.string().min(1),
    type: z.literal(WEBHOOK_TEST_EVENT_TYPE),
    subject: idSchema,
    time: isoDateTimeSchema,
    datacontenttype: z.literal('application/json'),
    data: z.object({ endpointId: idSchema, message: z.string() }),
  })
  .meta({ id: 'WebhookTestEvent' });
export type WebhookTestEvent = z.infer<typeof webhookTestEventSchema>;
