import type { Server as HttpServer } from 'node:http';

import { type ClientToServerEvents, type ServerToClientEvents, socketAuthSchema } from '@pizza/shared';
import { Server } from 'socket.io';

import type { Config } from '../config/env';
import type { Logger } from '../lib/logger';

/** Per-socket state set by the handshake middleware. */
export interface SocketData {
  /** Highest event seq the client has seen; the replay starts after it. */
  lastSeq?: number;
}

type InterServerEvents = Record<never, never>;
export type SocketServer = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;

export interface SocketDeps {
  config: Pick<Config, 'corsOrigins'>;
  logger: Logger;
}

/**
 * Socket.IO on the app's own HTTP server (same origin, same port). Every handshake must carry
 * `auth: { token, lastSeq? }`; anything else is refused with 'unauthorized' before a socket exists.
 * Verifying the token, rooms and replay come with the live order channel.
 */
export function attachSocketServer(httpServer: HttpServer, deps: SocketDeps): SocketServer {
  const io: SocketServer = new Server(httpServer, {
    serveClient: false,
    cors: { origin: deps.config.corsOrigins, credentials: true },
  });
  const log = deps.logger.child({ component: 'socket' });

  io.use((socket, next) => {
    const auth = socketAuthSchema.safeParse(socket.handshake.auth);
    if (!auth.success) {
      next(new Error('unauthorized'));
      return;
    }
    socket.data.lastSeq = auth.data.lastSeq;
    next();
  });

  io.on('connection', (socket) => {
    log.debug({ socketId: socket.id }, 'socket connected');
    socket.on('disconnect', (reason) => log.debug({ socketId: socket.id, reason }, 'socket disconnected'));
  });

  return io;
}
