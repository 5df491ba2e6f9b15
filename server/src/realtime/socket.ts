import type { Server as HttpServer } from 'node:http';

import { socketAuthSchema } from '@pizza/shared';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import { Server } from 'socket.io';

import type { Collaborators } from '../composition';
import { createChannel } from './channel';
import type { SocketServer } from './types';

export type { SocketServer } from './types';

export type SocketDeps = Pick<Collaborators, 'config' | 'logger' | 'clock' | 'events' | 'eventReaders' | 'redis'> & {
  /** Tests shorten the safety poll and the credential re-check. */
  pollMs?: number;
  recheckMs?: number;
};

export interface RealtimeServer {
  io: SocketServer;
  close(): Promise<void>;
}

/**
 * Socket.IO on the app's own HTTP server. The handshake `auth: { token, lastSeq? }` must carry a
 * customer or staff JWT or an integrator key, verified as the HTTP API verifies it; anything else
 * is refused with 'unauthorized' before a socket exists. With Redis, the streams adapter joins the
 * instances, and each instance wakes the others when it commits events.
 */
export async function attachSocketServer(httpServer: HttpServer, deps: SocketDeps): Promise<RealtimeServer> {
  const { config, logger, events, eventReaders, redis } = deps;
  const io: SocketServer = new Server(httpServer, { serveClient: false, cors: { origin: config.corsOrigins, credentials: true } });
  if (redis) io.adapter(createAdapter(redis));
  const log = logger.child({ component: 'socket' });
  const channel = createChannel({ ...deps, logger: log });

  io.use((socket, next) => {
    const auth = socketAuthSchema.safeParse(socket.handshake.auth);
    if (!auth.success) return next(new Error('unauthorized'));
    eventReaders.resolve(auth.data.token).then(
      (reader) => {
        if (!reader) return next(new Error('unauthorized'));
        socket.data = { reader, sentSeq: 0 };
        next();
      },
      (err: unknown) => {
        log.error({ err }, 'socket handshake check failed');
        next(new Error('unauthorized'));
      },
    );
  });

  io.on('connection', (socket) => {
    const lastSeq = socketAuthSchema.parse(socket.handshake.auth).lastSeq;
    channel.admit(socket, lastSeq).catch((err: unknown) => {
      log.error({ err }, 'admitting a socket failed; it is closed so the client reconnects');
      socket.disconnect(true);
    });
  });

  // Own commits wake this instance at once and the others through the adapter.
  const unsubscribe = events.onCommitted((committed) => {
    channel.offer(committed);
    if (redis) io.serverSideEmit('order-events-committed');
  });
  io.on('order-events-committed', () => channel.wake());
  await channel.start();

  return {
    io,
    async close() {
      unsubscribe();
      await channel.stop();
      await io.close();
    },
  };
}
