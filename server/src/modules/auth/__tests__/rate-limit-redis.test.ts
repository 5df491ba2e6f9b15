import { freePort, startRedisServer, type TestRedis, untilReady } from '@pizza/test-kit';
import express from 'express';
import request from 'supertest';

import { createLogger } from '../../../lib/logger';
import { closeRedisClient, createRedisClient, type RedisClient } from '../../../lib/redis';
import { errorHandler } from '../../../middleware/error-handler';
import { rateLimit, rateLimitStores } from '../../../middleware/rate-limit';

/** A real redis-server on a free port; each "instance" below has its own client, as separate processes would. */
let redis: TestRedis;
const clients: RedisClient[] = [];
const logger = createLogger({ logLevel: 'silent', nodeEnv: 'test' });

beforeAll(async () => {
  redis = await startRedisServer();
});

afterAll(async () => {
  await Promise.all(clients.map((client) => closeRedisClient(client)));
  await redis.stop();
});

/** One "instance" of the app: its own Express app and limiter, sharing only Redis. */
async function instance(url = redis.url, waitForRedis = true) {
  const app = express();
  const client = createRedisClient(url, logger);
  clients.push(client);
  if (waitForRedis) await untilReady(client);
  const store = rateLimitStores(client);
  app.post('/login', rateLimit({ name: 'shared-login', rule: { limit: 3, windowMs: 60_000 }, store, logger }), (_req, res) => {
    res.status(204).end();
  });
  app.use(errorHandler);
  return app;
}

describe('rate limits with REDIS_URL', () => {
  it('when two instances share Redis, then they share the counter and the fourth request anywhere gets 429', async () => {
    const [first, second] = [await instance(), await instance()];
    await request(first).post('/login').expect(204);
    await request(second).post('/login').expect(204);
    await request(first).post('/login').expect(204);
    const res = await request(second).post('/login').expect(429);
    expect(res.body).toEqual({ message: 'Too many attempts, please try again later.', code: 'RATE_LIMITED' });
  });

  it('when Redis cannot be reached, then requests pass unlimited instead of hanging or crashing', async () => {
    const app = await instance(`redis://127.0.0.1:${await freePort()}`, false);
    for (let i = 0; i < 5; i += 1) await request(app).post('/login').expect(204);
  });
});
