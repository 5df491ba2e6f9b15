import type { ClientToServerEvents, ServerToClientEvents, SocketAuth } from '@pizza/shared';
import type { Socket } from 'socket.io-client';

export type OrderSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** Called by socket.io-client before every (re)connect, so each handshake carries the current lastSeq. */
export type HandshakeAuth = (send: (auth: SocketAuth) => void) => void;

export type OpenOrderSocket = (auth: HandshakeAuth) => Promise<OrderSocket>;

/**
 * The network edge. socket.io-client loads only here, on demand, so it stays out of the home
 * page's first download (docs/performance/README.md#budgets).
 */
export const openOrderSocket: OpenOrderSocket = async (auth) => (await import('./socket-io')).connectOrderSocket(auth);
