import type { ClientToServerEvents, CloudEvent, EventType, IntegrationScope, ServerToClientEvents } from '@pizza/shared';
import type { Server, Socket } from 'socket.io';

import type { EventReader } from '../modules/events';
import type { Audience } from '../platform';

/** Per-socket state set by the handshake. */
export interface SocketData {
  reader: EventReader;
  /** What the reader may see (audienceOf(reader)), kept so delivery does not rebuild it per event. */
  audience: Audience;
  /** What the reader may read (scopesOf(reader)): every event sent is shaped by it (eventForScopes). */
  scopes: readonly IntegrationScope[];
  /** The highest seq this socket has been sent (or, after a replay, considered): nothing at or below it is sent again. */
  sentSeq: number;
  /** Set when the handshake asked for `format: 'cloudevents'`: every event goes out as a CloudEvent with this `source`. */
  cloudEventSource?: string;
}

/** Instances wake each other through the adapter (Redis) when they commit events. */
export interface InterServerEvents {
  'order-events-committed': () => void;
}

type Envelope<Name extends keyof ServerToClientEvents> = Parameters<ServerToClientEvents[Name]>[0];

/**
 * What a socket is sent: ServerToClientEvents, or CloudEventsServerToClientEvents if its handshake
 * asked for `format: 'cloudevents'` (the same names, one per event type; each event as a CloudEvent).
 */
export type ChannelEvents = { [Name in EventType]: (event: Envelope<Name> | CloudEvent) => void } & {
  'resync-required': ServerToClientEvents['resync-required'];
};

export type SocketServer = Server<ClientToServerEvents, ChannelEvents, InterServerEvents, SocketData>;
export type ChannelSocket = Socket<ClientToServerEvents, ChannelEvents, InterServerEvents, SocketData>;
