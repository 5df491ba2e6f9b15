import type { Server as HttpServer } from 'node:http';

import { type ErrorEnvelope, type Language, readsEvents, SOCKET_HANDSHAKE_ERRORS, socketAuthSchema, translateMessage } from '@pizza/shared';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import { Server } from 'socket.io';
import type { z } from 'zod';

import type { Collaborators } from '../composition';
import { closeRedisClient, createAdapterRedisClient } from '../lib/redis';
import { requestLanguage } from '../lib/request-language';
import { zodIssueMessage } from '../lib/zod-messages';
import { audienceOf, NO_EVENTS_SCOPE_MESSAGE, scopesOf } from '../modules/events';
import type { RealtimeStats } from '../platform';
import { createChannel } from './channel';
import { createHandshakeLimits, type HandshakeLimits } from './handshake-limits';
import { keyRoom, userRoom } from './live-sessions';
import type { SocketServer } from './types';

export type { SocketServer } from './types';

export type SocketDeps = Pick<
  Collaborators,
  'config' | 'logger' | 'clock' | 'events' | 'eventReaders' | 'redis' | 'rateLimitStore' | 'liveSessions' | 'readiness'
> & {
  /** Tests shorten the safety poll and the credential re-check. */
  pollMs?: number;
  caughtUpMs?: number;
  recheckMs?: number;
  recheckRetryMs?: number;
  /** Replace single handshake limits outright (tests: every socket of a test comes from 127.0.0.1). */
  handshakeLimits?: Partial<HandshakeLimits>;
};

export interface RealtimeServer {
  io: SocketServer;
  /**
   * Draining for a stop: refuses new connections and closes every open one; returns how many.
   * Closing the engine connection (not `socket.disconnect()`, whose 'io server disconnect'
   * socket.io-client does not retry) makes every client reconnect by itself, through the load
   * balancer to another instance, and replay from its lastSeq (docs/operations/production.md#graceful-draining).
   */
  drain(): number;
  /** The follower and the open sockets per role, for the metrics (collaborators.metrics.watchRealtime). */
  stats(): RealtimeStats;
  close(): Promise<void>;
}

/** Why a handshake is refused: the connect_error message (shared, so the contract documents the same words). */
export const HANDSHAKE_ERRORS = SOCKET_HANDSHAKE_ERRORS;

/** The connect_error a client sees: `message` is one of HANDSHAKE_ERRORS; `data`, for 'bad-request', says what is wrong. */
function handshakeError(message: string, data?: ErrorEnvelope): Error {
  return Object.assign(new Error(message), data ? { data } : {});
}

/** The token of an `auth` that may be otherwise wrong (a bad lastSeq is told apart from a bad credential). */
function tokenOf(auth: unknown): string | undefined {
  const token = (auth as { token?: unknown } | null | undefined)?.token;
  return typeof token === 'string' && token.length > 0 ? token : undefined;
}

/**
 * 'Invalid handshake auth: lastSeq: Too small: expected number to be >=0' for the first problem of a
 * refused `auth`, in the language of the handshake's Accept-Language.
 */
function describeIssue(error: z.ZodError, language: Language): string {
  const issue = error.issues[0];
  const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
  const problem = `${where}${issue ? zodIssueMessage(issue, language) : 'not an object'}`;
  return translateMessage('Invalid handshake auth: {problem}', language, { problem });
}

/**
 * Socket.IO on the app's own HTTP server. The handshake `auth: { token, lastSeq?, format? }` must
 * carry a customer or staff JWT or an integrator key, verified as the HTTP API verifies it, within
 * the handshake limits; anything else is refused before a socket exists. With Redis, the streams
 * adapter joins the instances, and each instance wakes the others when it commits events.
 */
export async function attachSocketServer(httpServer: HttpServer, deps: SocketDeps): Promise<RealtimeServer> {
  const { config, logger, events, eventReaders, redis } = deps;
  const io: SocketServer = new Server(httpServer, { serveClient: false, cors: { origin: config.corsOrigins, credentials: true } });
  const log = logger.child({ component: 'socket' });
  const adapterRedis = redis && createAdapterRedisClient(redis, log);
  if (adapterRedis) io.adapter(createAdapter(adapterRedis));
  const channel = createChannel({ ...deps, logger: log, replayLimit: config.socketReplayLimit });
  deps.liveSessions.attach(io);
  const allowed = createHandshakeLimits({ ...deps, logger: log });

  io.use((socket, next) => {
    const token = tokenOf(socket.handshake.auth);
    const refuse = (message: string, data?: ErrorEnvelope) => next(handshakeError(message, data));
    allowed(socket.request, token)
      .then((ok) => {
        if (!ok) return refuse(HANDSHAKE_ERRORS.rateLimited);
        if (!token) return refuse(HANDSHAKE_ERRORS.unauthorized);
        return eventReaders.resolve(token).then((reader) => {
          if (!reader) return refuse(HANDSHAKE_ERRORS.unauthorized);
          if (!readsEvents(scopesOf(reader))) {
            const message = translateMessage(NO_EVENTS_SCOPE_MESSAGE, requestLanguage(socket.request));
            return refuse(HANDSHAKE_ERRORS.forbidden, { message, code: 'FORBIDDEN' });
          }
          const auth = socketAuthSchema.safeParse(socket.handshake.auth);
          if (!auth.success) {
            const message = describeIssue(auth.error, requestLanguage(socket.request));
            return refuse(HANDSHAKE_ERRORS.badRequest, { message, code: 'VALIDATION_ERROR' });
          }
          socket.data = {
            reader,
            audience: audienceOf(reader),
            scopes: scopesOf(reader),
            sentSeq: 0,
            ...(auth.data.format === 'cloudevents' ? { cloudEventSource: config.publicUrl } : {}),
          };
          next();
        });
      })
      .catch((err: unknown) => {
        log.warn({ err }, 'socket handshake could not be checked; refused as unavailable (the client retries)');
        refuse(HANDSHAKE_ERRORS.unavailable);
      });
  });

  io.on('connection', (socket) => {
    // A credential's sockets share a room, so ending its sessions reaches every one of them (live-sessions.ts).
    const { reader } = socket.data;
    void socket.join(reader.kind === 'integrator' ? keyRoom(reader.keyId) : userRoom(reader.userId));
    const lastSeq = socketAuthSchema.parse(socket.handshake.auth).lastSeq;
    channel.admit(socket, lastSeq).catch((err: unknown) => {
      log.error({ err }, 'admitting a socket failed; it is closed and the client reconnects (with backoff)');
      socket.disconnect(true);
    });
  });

  // Own commits wake this instance at once and the others through the adapter, whose followers
  // (the sockets' and the durable consumers') then read the log.
  const unsubscribeOwn = events.onCommitted((committed) => {
    channel.offer(committed);
    if (redis) io.serverSideEmit('order-events-committed');
  });
  const unsubscribePeers = events.onPeerCommitted(channel.wake);
  io.on('order-events-committed', () => events.peerCommitted());
  await channel.start();
  deps.readiness.addCheck(channel.readiness);

  return {
    io,
    drain() {
      // A refused engine handshake is a transport error to the client, which it retries by itself.
      io.engine.opts.allowRequest = (_req, refuse) => refuse('draining', false);
      const open = new Set([...io.sockets.sockets.values()].map((socket) => socket.conn));
      for (const connection of open) connection.close();
      return open.size;
    },
    stats: channel.stats,
    async close() {
      unsubscribeOwn();
      unsubscribePeers();
      await channel.stop();
      await io.close();
      await closeRedisClient(adapterRedis);
    },
  };
}
