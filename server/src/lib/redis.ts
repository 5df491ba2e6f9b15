import { createClient } from 'redis';

import type { Logger } from './logger';

export type RedisClient = ReturnType<typeof createClient>;

/**
 * The process's one Redis connection (REDIS_URL), shared by the rate limits and the Socket.IO
 * adapter; built by the composition root and closed at shutdown. It connects and reconnects in the
 * background. Commands fail at once while it is down instead of queueing, so an outage lets
 * requests through (the rate limits pass on store errors) rather than hanging them; the outage is
 * logged once, not at every reconnection attempt.
 */
export function createRedisClient(url: string, logger: Logger): RedisClient {
  const client = createClient({ url, disableOfflineQueue: true });
  let reported = false;
  client.on('error', (err: unknown) => {
    if (!reported)
      logger.error(
        { err },
        'Redis unavailable; until it is back, rate limits let requests through and other instances learn of new order events only by their 2 s poll',
      );
    reported = true;
  });
  client.on('ready', () => {
    if (reported) logger.info('Redis available again');
    reported = false;
  });
  client.connect().catch(() => undefined); // reported by the 'error' listener; reconnection continues
  return client;
}

/** Closes the connection; never throws (shutdown continues with the database). */
export async function closeRedisClient(client: RedisClient | undefined): Promise<void> {
  await client?.close().catch(() => undefined);
}

/**
 * A second connection for the Socket.IO streams adapter, which queues commands while Redis is down
 * instead of failing them. The adapter reads its stream in a loop that reads again at once after a
 * failed read: with commands failing at once (the main client's fail-fast), that loop never yields
 * the event loop, so a Redis restart hung the whole instance for good (found by `npm run chaos`).
 * Outages are reported by the main client; this one only reconnects.
 */
export function createQueueingRedisClient(client: RedisClient): RedisClient {
  const queueing = client.duplicate({ disableOfflineQueue: false });
  queueing.on('error', () => undefined);
  queueing.connect().catch(() => undefined);
  return queueing;
}
