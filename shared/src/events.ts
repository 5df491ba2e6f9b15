import { z } from 'zod';

import { EVENTS_PULL_DEFAULT_LIMIT, EVENTS_PULL_MAX_LIMIT } from './constants';
import { errorEnvelopeSchema } from './errors';
import { orderStatusSchema } from './order-status';
import { orderSequenceSchema } from './schemas/order';
import { formInt, idSchema, isoDateTimeSchema, moneySchema, orderTypeSchema } from './schemas/primitives';

/*
 * The live order channel of DESIGN section 7. Every event carries the global, gap-free `seq` of the
 * durable log: clients keep the highest seq seen, drop anything not above it, and send it back as
 * `lastSeq` when they reconnect so the server replays what they missed.
 */

export const ORDER_EVENT_TYPES = ['order-created', 'status-changed'] as const;
export type OrderEventType = (typeof ORDER_EVENT_TYPES)[number];

/**
 * Who sees an event of each type in the log (the one rule; the server applies it to sockets, replay
 * and the pull API): staff and integrators see every event; 'owner' events also reach the customer
 * whose order it is; 'public' ones every customer (a shop-wide change such as opening hours). A new
 * event type is added here and to the envelope union below.
 */
export const EVENT_VISIBILITY = {
  'order-created': 'staff',
  'status-changed': 'owner',
} as const satisfies Record<OrderEventType, 'staff' | 'owner' | 'public'>;

/** Enough of the order to update a list row without a refetch. */
export const orderSummarySchema = z
  .object({
    orderId: idSchema,
    orderSequence: orderSequenceSchema,
    status: orderStatusSchema,
    orderType: orderTypeSchema,
    totalPrice: moneySchema,
    customerName: z.string(),
  })
  .meta({ id: 'OrderSummary' });
export type OrderSummary = z.infer<typeof orderSummarySchema>;

const envelopeFields = {
  seq: z.int().positive(),
  eventId: idSchema,
  occurredAt: isoDateTimeSchema,
  orderId: idSchema,
  order: orderSummarySchema,
};

export const orderCreatedEventSchema = z.object({ ...envelopeFields, type: z.literal('order-created') }).meta({ id: 'OrderCreatedEvent' });
export type OrderCreatedEvent = z.infer<typeof orderCreatedEventSchema>;

export const statusChangedEventSchema = z
  .object({ ...envelopeFields, type: z.literal('status-changed'), previousStatus: orderStatusSchema })
  .meta({ id: 'StatusChangedEvent' });
export type StatusChangedEvent = z.infer<typeof statusChangedEventSchema>;

/** The envelope; previousStatus exists exactly on 'status-changed'. */
export const orderEventSchema = z
  .discriminatedUnion('type', [orderCreatedEventSchema, statusChangedEventSchema])
  .meta({ id: 'OrderEvent' });
export type OrderEvent = z.infer<typeof orderEventSchema>;

/**
 * Sent instead of a replay when the server cannot fill the gap: the client refetches over HTTP.
 * 'retention-exceeded': lastSeq is older than the log keeps; 'unknown-seq': lastSeq is ahead of the
 * log (the database was reset under a long-lived tab); after both, live events follow. 'replay-limit':
 * more events came after lastSeq than a socket replays (SOCKET_REPLAY_LIMIT, default 1000); the
 * server then closes the socket: catch up through GET /api/events and connect again with the new
 * lastSeq (a browser page simply refetches).
 */
export const resyncRequiredSchema = z
  .object({
    reason: z.enum(['retention-exceeded', 'unknown-seq', 'replay-limit']),
    oldestSeq: z.int().nonnegative(),
  })
  .meta({ id: 'ResyncRequired' });
export type ResyncRequired = z.infer<typeof resyncRequiredSchema>;

export interface ServerToClientEvents {
  'order-created': (event: OrderCreatedEvent) => void;
  'status-changed': (event: StatusChangedEvent) => void;
  'resync-required': (payload: ResyncRequired) => void;
}

/** The channel is push only: clients resume through the handshake's lastSeq and emit nothing. */
export type ClientToServerEvents = Record<never, never>;

/**
 * How events travel on the socket and the pull API: 'default' is the envelope above; 'cloudevents'
 * wraps each one as a CloudEvents 1.0 JSON object (cloudevents.ts) whose `data` is that envelope.
 */
export const EVENT_FORMATS = ['default', 'cloudevents'] as const;
export const eventFormatSchema = z
  .enum(EVENT_FORMATS, { error: "Unknown format: use 'cloudevents' or 'default' (the default)" })
  .meta({ id: 'EventFormat' });
export type EventFormat = z.infer<typeof eventFormatSchema>;

/**
 * Socket.IO handshake `auth`: a customer JWT, a staff JWT or an integrator API key; `lastSeq` to
 * resume after; `format: 'cloudevents'` to receive every event (replay and live) as a CloudEvent.
 */
export const socketAuthSchema = z
  .strictObject({
    token: z.string().min(1).meta({ description: 'An integrator key (ppk_...), a staff JWT or a customer JWT.' }),
    lastSeq: z
      .int()
      .nonnegative()
      .optional()
      .meta({ description: 'The highest seq processed: everything after it is replayed first. Absent: live from now.' }),
    format: eventFormatSchema
      .optional()
      .meta({ description: "'cloudevents': every event as a CloudEvents 1.0 object. Default: the envelope." }),
  })
  .meta({ id: 'SocketAuth' });
export type SocketAuth = z.infer<typeof socketAuthSchema>;

/**
 * Why a handshake is refused (the connect_error message): 'unauthorized' for a credential that is
 * not valid (the client stops trying), 'bad-request' for a valid credential with an `auth` the
 * schema refuses (a negative lastSeq, an unknown format: fix the client), 'unavailable' when it
 * could not be checked (the database did not answer) and 'rate-limited' for too many handshakes
 * (the client retries both, with backoff).
 */
export const SOCKET_HANDSHAKE_ERRORS = {
  unauthorized: 'unauthorized',
  badRequest: 'bad-request',
  unavailable: 'unavailable',
  rateLimited: 'rate-limited',
} as const;

/** The connect_error a client gets; `data` (the error envelope) comes with 'bad-request' and names the field. */
export const socketHandshakeErrorSchema = z
  .object({
    message: z.enum(Object.values(SOCKET_HANDSHAKE_ERRORS)),
    data: errorEnvelopeSchema.optional(),
  })
  .meta({ id: 'SocketHandshakeError' });
export type SocketHandshakeError = z.infer<typeof socketHandshakeErrorSchema>;

/** `GET /api/events?after=&limit=&format=` for integrators: events with seq > after, oldest first. */
export const eventsPullQuerySchema = z.strictObject({
  after: formInt(0, Number.MAX_SAFE_INTEGER).default(0),
  limit: formInt(1, EVENTS_PULL_MAX_LIMIT).default(EVENTS_PULL_DEFAULT_LIMIT),
  format: eventFormatSchema.default('default'),
});
export type EventsPullQuery = z.infer<typeof eventsPullQuerySchema>;

/** A page of the pull API; `after + 1 < oldestSeq` means events were lost to retention and a resync is due. */
export const eventsPageSchema = z
  .object({
    events: z.array(orderEventSchema),
    /** Seq of the oldest event still kept, null while the log is empty. */
    oldestSeq: z.int().positive().nullable(),
  })
  .meta({ id: 'EventsPage' });
export type EventsPage = z.infer<typeof eventsPageSchema>;
