import { io } from 'socket.io-client';

import { env } from '../../config/env';
import type { HandshakeAuth, OrderSocket } from './open-socket';

/**
 * Loaded on demand by open-socket.ts, together with socket.io-client. Every connection gets its
 * own Manager (forceNew): a customer and a staff connection in one tab must not share a
 * handshake. WebSocket first; if it fails (a proxy that refuses upgrades), the same attempt
 * falls back to HTTP long-polling instead of failing.
 */
export function connectOrderSocket(auth: HandshakeAuth): OrderSocket {
  const options = { path: '/socket.io', auth, forceNew: true, transports: ['websocket', 'polling'], tryAllTransports: true };
  return env.apiBaseUrl ? io(env.apiBaseUrl, options) : io(options);
}
