import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';

import express from 'express';
import request from 'supertest';

import { createLogger } from '../../../lib/logger';
import { errorHandler } from '../../../middleware/error-handler';
import { closeRateLimitRedis, rateLimit, rateLimitRedisClient, rateLimitStores } from '../../../middleware/rate-limit';

/** A real redis-server on a free port (DESIGN section 4: the machines have it, CI installs it). */
let redis: ChildProcess;
let redisUrl: string;
const logger = createLogger({ logLevel: 'silent', nodeEnv: 'test' });

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

beforeAll(async () => {
  const port = await freePort();
  redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  redisUrl = `redis://127.0.0.1:${port}`;
  const client = rateLimitRedisClient(redisUrl, logger);
  for (let i = 0; i < 50 && !client.isReady; i += 1) await new Promise((resolve) => setTimeout(resolve, 100));
  if (!client.isReady) throw new Error('redis-server did not start');
});

afterAll(async () => {
  await closeRateLimitRedis();
  redis.kill();
});

/** One "instance" of the app: its own Express app and limiter, sharing only Redis. */
function instance(url = redisUrl) {
  const app = express();
  const store = rateLimitStores({ redisUrl: url }, logger);
  app.post('/login', rateLimit({ name: 'shared-login', rule: { limit: 3, windowMs: 60_000 }, store, logger }), (_req, res) => {
    res.status(204).end();
  });
  app.use(errorHandler);
  return app;
}

describe('rate limits with REDIS_URL', () => {
  it('when two instances share Redis, then they share the counter and the fourth request anywhere gets 429', async () => {
    const [first, second] = [instance(), instance()];
    await request(first).post('/login').expect(204);
    await request(second).post('/login').expect(204);
    await request(first).post('/login').expect(204);
    const res = await request(second).post('/login').expect(429);
    expect(res.body).toEqual({ message: 'Too many attempts, please try again later.', code: 'RATE_LIMITED' });
  });

  it('when Redis cannot be reached, then requests pass unlimited instead of hanging or crashing', async () => {
    const app = instance(`redis://127.0.0.1:${await freePort()}`);
    for (let i = 0; i < 5; i += 1) await request(app).post('/login').expect(204);
  });
});
