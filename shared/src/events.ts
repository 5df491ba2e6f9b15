import { z } from 'zod';

import { EVENTS_PULL_DEFAULT_LIMIT, EVENTS_PULL_MAX_LIMIT } from './constants';
import { errorEnvelopeSchema } from './errors';
import { escalationStageSchema } from './escalation';
import { orderStatusSchema } from './order-status';
import { orderSequenceSchema } from './schemas/order';
import { formInt, idSchema, isoDateTimeSchema, moneySchema, orderTypeSchema } from './schemas/primitives';
import { restaurantStatusSchema } from './schemas/restaurant';
import { restaurantSettingsSchema } from './schemas/restaurant-settings';

/*
 * The live order channel of DESIGN section 7 (orders' events and the shop-wide ones). Every event carries the global, gap-free `seq` of the
 * durable log: clients keep the highest seq seen, drop anything not above it, and send it back as
 * `lastSeq` when they reconnect so the server replays what they missed.
 */

/**
 * Every type of event the log carries. The order events (ORDER_EVENT_TYPES) have the order
 * envelope (`orderId` + `order`); the shop-wide ones carry what changed in the shop instead.
 */
export const EVENT_TYPES = [
  'order-created',
  'status-changed',
  'eta-changed',
  'order-escalated',
  'restaurant-status-changed',
  'menu-availability-changed',
  'settings-changed',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** The types whose envelope names an order (`orderId`, `order`) and its customer. */
export const ORDER_EVENT_TYPES = [
  'order-created',
  'status-changed',
  'eta-changed',
  'order-escalated',
] as const satisfies readonly EventType[];
export type OrderEventType = (typeof ORDER_EVENT_TYPES)[number];

/** The shop-wide types: no order, no customer. */
export type ShopWideEventType = Exclude<EventType, OrderEventType>;

export type EventVisibility = 'staff' | 'owner' | 'public';

/**
 * Who sees an event of each type in the log (the one rule; the server applies it to sockets, replay
 * and the pull API): staff and integrators see every event; 'owner' events also reach the customer
 * whose order it is; 'public' ones every customer (a shop-wide change such as opening hours). A new
 * event type is added here and to the envelope union below.
 */
export const EVENT_VISIBILITY = {
  'order-created': 'staff',
  'status-changed': 'owner',
  'eta-changed': 'owner',
  'order-escalated': 'owner',
  'restaurant-status-changed': 'public',
  'menu-availability-changed': 'public',
  'settings-changed': 'staff',
} as const satisfies Record<EventType, EventVisibility>;

/** Enough of the order to update a list row without a refetch. */
export const orderSummarySchema = z
  .object({
    orderId: idSchema,
    orderSequence: orderSequenceSchema,
    status: orderStatusSchema,
    orderType: orderTypeSchema,
    totalPrice: moneySchema,
    customerName: z.string(),
    /** PICKUP, once accepted: when the order should be ready. */
    estimatedReadyAt: isoDateTimeSchema.optional(),
    /** DELIVERY, once accepted: when the order should arrive. */
    estimatedDeliveryAt: isoDateTimeSchema.optional(),
    /** CANCELLED: why, in words the customer may read. */
    cancelReason: z.string().optional(),
  })
  .meta({ id: 'OrderSummary' });
export type OrderSummary = z.infer<typeof orderSummarySchema>;

/** Who made a status change: staff on the board, the customer (a cancel), or the shop itself (an automatic cancel). */
export const STATUS_CHANGE_ACTORS = ['staff', 'customer', 'system'] as const;
export type StatusChangeActor = (typeof STATUS_CHANGE_ACTORS)[number];
/** Who moved an estimate: staff, or the shop itself. */
export const ETA_CHANGE_ACTORS = ['staff', 'system'] as const;
export type EtaChangeActor = (typeof ETA_CHANGE_ACTORS)[number];

const logFields = {
  seq: z.int().positive(),
  eventId: idSchema,
  occurredAt: isoDateTimeSchema,
};

const envelopeFields = {
  ...logFields,
  orderId: idSchema,
  order: orderSummarySchema,
};

export const orderCreatedEventSchema = z.object({ ...envelopeFields, type: z.literal('order-created') }).meta({ id: 'OrderCreatedEvent' });
export type OrderCreatedEvent = z.infer<typeof orderCreatedEventSchema>;

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
  .discriminatedUnion('type', [orderCreatedEventSchema, statusChangedEventSchema, etaChangedEventSchema, orderEscalatedEventSchema])
  .meta({ id: 'OrderEvent' });
export type OrderEvent = z.infer<typeof orderEventSchema>;

/** The shop's state changed (toggle, hours, busy, pause): `status` is GET /api/restaurant/restaurant-status as of then. */
export const restaurantStatusChangedEventSchema = z
  .object({ ...logFields, type: z.literal('restaurant-status-changed'), status: restaurantStatusSchema })
  .meta({ id: 'RestaurantStatusChangedEvent' });
export type RestaurantStatusChangedEvent = z.infer<typeof restaurantStatusChangedEventSchema>;

/** A menu item or an extra became sold out or available again. */
export const menuAvailabilitySchema = z
  .object({
    kind: z.enum(['menuItem', 'extra']),
    id: z.string().min(1),
    name: z.string(),
    available: z.boolean(),
    /** Sold out until then (it comes back by itself); absent: until staff say otherwise. */
    soldOutUntil: isoDateTimeSchema.optional(),
    /** Sizes sold out while the item itself is available. */
    soldOutSizes: z.array(z.string()).optional(),
  })
  .meta({ id: 'MenuAvailability' });
export type MenuAvailability = z.infer<typeof menuAvailabilitySchema>;

export const menuAvailabilityChangedEventSchema = z
  .object({ ...logFields, type: z.literal('menu-availability-changed'), item: menuAvailabilitySchema })
  .meta({ id: 'MenuAvailabilityChangedEvent' });
export type MenuAvailabilityChangedEvent = z.infer<typeof menuAvailabilityChangedEventSchema>;

/** Staff saved the restaurant settings (staff and integrators only). */
export const settingsChangedEventSchema = z
  .object({ ...logFields, type: z.literal('settings-changed'), settings: restaurantSettingsSchema })
  .meta({ id: 'SettingsChangedEvent' });
export type SettingsChangedEvent = z.infer<typeof settingsChangedEventSchema>;

/** Every event of the log: an order's event or a shop-wide one, told apart by `type`. */
export const shopEventSchema = z
  .discriminatedUnion('type', [
    orderCreatedEventSchema,
    statusChangedEventSchema,
    etaChangedEventSchema,
    orderEscalatedEventSchema,
    restaurantStatusChangedEventSchema,
    menuAvailabilityChangedEventSchema,
    settingsChangedEventSchema,
  ])
  .meta({ id: 'ShopEvent' });
export type ShopEvent = z.infer<typeof shopEventSchema>;
export type ShopWideEvent = Exclude<ShopEvent, OrderEvent>;

export const isOrderEvent = (event: ShopEvent): event is OrderEvent => (ORDER_EVENT_TYPES as readonly string[]).includes(event.type);

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

/** Each event of the log travels under its own name (= its type). */
export interface ServerToClientEvents {
  'order-created': (event: OrderCreatedEvent) => void;
  'status-changed': (event: StatusChangedEvent) => void;
  'eta-changed': (event: EtaChangedEvent) => void;
  'order-escalated': (event: OrderEscalatedEvent) => void;
  'restaurant-status-changed': (event: RestaurantStatusChangedEvent) => void;
  'menu-availability-changed': (event: MenuAvailabilityChangedEvent) => void;
  'settings-changed': (event: SettingsChangedEvent) => void;
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
    events: z.array(shopEventSchema),
    /** Seq of the oldest event still kept, null while the log is empty. */
    oldestSeq: z.int().positive().nullable(),
  })
  .meta({ id: 'EventsPage' });
export type EventsPage = z.infer<typeof eventsPageSchema>;
