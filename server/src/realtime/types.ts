import type { ClientToServerEvents, ServerToClientEvents } from '@pizza/shared';
import type { Server, Socket } from 'socket.io';

import type { Audience, EventReader } from '../modules/events';

/** Per-socket state set by the handshake. */
export interface SocketData {
  reader: EventReader;
  /** What the reader may see (audienceOf(reader)), kept so delivery does not rebuild it per event. */
  audience: Audience;
  /** The highest seq this socket has been sent (or, after a replay, considered): nothing at or below it is sent again. */
  sentSeq: number;
}

/** Instances wake each other through the adapter (Redis) when they commit events. */
export interface InterServerEvents {
  'order-events-committed': () => void;
}

export type SocketServer = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
export type ChannelSocket = Socket<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
