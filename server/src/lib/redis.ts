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
 * A second connection for the Socket.IO streams adapter, made safe for its two habits:
 * - it reads its stream in a loop that reads again at once after a failed read: with commands that
 *   fail at once while Redis is down (the main client's fail-fast), that loop never yielded the
 *   event loop, and a Redis restart hung the instance for good. This connection queues instead.
 * - it sends server-side emits (our wake-ups) with a PUBLISH whose promise it drops: one that fails
 *   (Redis going away meanwhile) was an unhandled rejection, which ends the process. Here a failed
 *   PUBLISH is logged and counts as delivered to no one (the 2 s poll wakes the others).
 * Both found by `npm run chaos`. Outages themselves are reported by the main client.
 */
export function createAdapterRedisClient(client: RedisClient, logger: Logger): RedisClient {
  const adapterClient = client.duplicate({ disableOfflineQueue: false });
  adapterClient.on('error', () => undefined);
  const publish = adapterClient.publish.bind(adapterClient);
  const safePublish = (...args: Parameters<typeof publish>) =>
    publish(...args).catch((err: unknown) => {
      logger.warn({ err }, 'a wake-up to the other instances was lost with Redis; they notice by their poll');
      return 0;
    });
  Object.defineProperty(adapterClient, 'publish', { value: safePublish });
  adapterClient.connect().catch(() => undefined);
  return adapterClient;
}
