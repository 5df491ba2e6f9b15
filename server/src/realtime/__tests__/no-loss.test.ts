import { bearer, startRedisServer, type TestRedis } from '@pizza/test-kit';
import request from 'supertest';

import { createTestAdmin, type TestPrincipal } from '../../test/auth';
import { startTestShop, type TestShop } from '../../test/test-shop';
import { runChaos } from './chaos';
import { customers } from './helpers';

/*
 * 200 orders per run: every kind of interleaving shows in that many (each socket drops about every
 * 45 ms); the 20 s chaos run of `npm test` and `npm run chaos` go on for longer and with faults.
 */
jest.setTimeout(300_000);

async function cast(shop: TestShop) {
  const staff: TestPrincipal[] = [await createTestAdmin(), await createTestAdmin(), await createTestAdmin()];
  const key = (await request(shop.app).post('/api/integrations/keys').set(bearer(staff[0]!.token)).send({ name: 'POS' }).expect(201)).body
    .key as string;
  return { staff, customers: await customers(10), integratorKeys: [key] };
}

describe('no event lost, repeated or reordered', () => {
  it('when 10 customers place 200 orders and 3 staff move them while 50 sockets drop and reconnect at random, then every socket gets exactly what it may see, once, in order', async () => {
    const shop = await startTestShop();
    try {
      const result = await runChaos({
        ...(await cast(shop)),
        instances: [shop],
        ordersPerCustomer: 20,
        sockets: 50,
        log: shop.deps.events,
      });
      expect(result.events).toBeGreaterThanOrEqual(400);
      expect(result.reconnects).toBeGreaterThan(50);
    } finally {
      await shop.close();
    }
  });

  describe('with two instances behind Redis', () => {
    let redis: TestRedis;

    beforeAll(async () => {
      redis = await startRedisServer();
    });

    afterAll(async () => {
      await redis.stop();
    });

    it('when writers and sockets are spread over both instances, then every socket on either gets exactly what it may see, once, in order', async () => {
      const shop = await startTestShop({ env: { REDIS_URL: redis.url } });
      try {
        const second = await shop.addInstance({ REDIS_URL: redis.url });
        const result = await runChaos({
          ...(await cast(shop)),
          instances: [shop, second],
          ordersPerCustomer: 20,
          sockets: 50,
          log: shop.deps.events,
        });
        expect(result.events).toBeGreaterThanOrEqual(400);
      } finally {
        await shop.close();
      }
    });
  });
});
