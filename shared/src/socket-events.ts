import { z } from 'zod';

import { errorEnvelopeSchema } from './errors';
import type {
  EtaChangedEvent,
  OrderCreatedEvent,
  OrderEscalatedEvent,
  OrderReleasedEvent,
  OrderScheduledEvent,
  StatusChangedEvent,
} from './order-events';
import type {
  MenuAvailabilityChangedEvent,
  MenuChangedEvent,
  RestaurantStatusChangedEvent,
  SettingsChangedEvent,
} from './shop-wide-events';

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
  'order-scheduled': (event: OrderScheduledEvent) => void;
  'order-released': (event: OrderReleasedEvent) => void;
  'status-changed': (event: StatusChangedEvent) => void;
  'eta-changed': (event: EtaChangedEvent) => void;
  'order-escalated': (event: OrderEscalatedEvent) => void;
  'restaurant-status-changed': (event: RestaurantStatusChangedEvent) => void;
  'menu-availability-changed': (event: MenuAvailabilityChangedEvent) => void;
  'menu-changed': (event: MenuChangedEvent) => void;
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
 * schema refuses (a negative lastSeq, an unknown format: fix the client), 'forbidden' for an
 * integrator key without the 'events' scope (`data` says so; an owner must widen the key's scopes
 * first: docs/integrators/keys.md), 'unavailable' when it
 * could not be checked (the database did not answer) and 'rate-limited' for too many handshakes
 * (the client retries both, with backoff).
 */
export const SOCKET_HANDSHAKE_ERRORS = {
  unauthorized: 'unauthorized',
  badRequest: 'bad-request',
  forbidden: 'forbidden',
  unavailable: 'unavailable',
  rateLimited: 'rate-limited',
} as const;

/** The connect_error a client gets; `data` (the error envelope) comes with 'bad-request' (naming the field) and 'forbidden'. */
export const socketHandshakeErrorSchema = z
  .object({
    message: z.enum(Object.values(SOCKET_HANDSHAKE_ERRORS)),
    data: errorEnvelopeSchema.optional(),
  })
  .meta({ id: 'SocketHandshakeError' });
export type SocketHandshakeError = z.infer<typeof socketHandshakeErrorSchema>;
