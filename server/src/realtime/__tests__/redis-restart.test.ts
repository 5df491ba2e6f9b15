/**
 * Redis going away under a running instance, both ways found by `npm run chaos`: the Socket.IO
 * streams adapter re-read its stream in a loop that never yielded once every command failed at
 * once (the instance stopped answering for good), and it dropped the promise of the PUBLISH that
 * carries our wake-ups, so one cut short by Redis dying was an unhandled rejection that ended the
 * process. The shop runs in a child process, so a hang or a crash fails the test, not Jest.
 */
import fs from 'node:fs';

import { freePort, startRedisServer, type TestRedis } from '@pizza/test-kit';

import { type AppProcess, call, makeDataDir, signUpCustomer, startAppProcess } from '../../test/app-process';

jest.setTimeout(120_000);

async function answers(url: string): Promise<boolean> {
  const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) }).catch(() => undefined);
  return res?.ok === true;
}

async function answersForAWhile(url: string): Promise<boolean> {
  for (let check = 0; check < 6; check += 1) {
    if (!(await answers(url))) return false;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return true;
}

/** One order through the API: its commit wakes the other instances through the adapter (a PUBLISH). */
async function placeOrder(url: string, token: string): Promise<number> {
  await call(`${url}/api/cart/add-to-cart`, { method: 'POST', token, form: { menuItemId: 'PIZ_006', quantity: '1', extraItemId: '' } });
  const quote = await call<{ orderId: string }>(`${url}/api/orders/pickup-checkout`, { method: 'POST', token, form: {} });
  const form = { orderId: quote.body.orderId, paymentMethod: 'CASH', orderType: 'PICKUP' };
  return (await call(`${url}/api/orders/placeorder`, { method: 'POST', token, form })).status;
}

describe('Redis restarted under a running instance', () => {
  const dataDir = makeDataDir('redis-restart');
  let redis: TestRedis | undefined;
  let app: AppProcess | undefined;

  afterAll(async () => {
    await app?.kill9().catch(() => undefined);
    await redis?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('when Redis goes away and comes back on the same address, then the instance keeps answering throughout', async () => {
    const port = await freePort();
    redis = await startRedisServer(port);
    app = await startAppProcess(dataDir, { REDIS_URL: redis.url });
    expect(await answers(app.url)).toBe(true);
    await redis.stop();
    expect(await answers(app.url)).toBe(true);
    redis = await startRedisServer(port);
    expect(await answersForAWhile(app.url)).toBe(true);
  });

  it('when Redis dies while a wake-up to the other instances is on its way, then the instance lives on and keeps committing', async () => {
    const customer = await signUpCustomer(app!.url);
    // Stopped, Redis keeps the connection but answers nothing: the wake-up of the next commit waits for its reply.
    process.kill(redis!.pid, 'SIGSTOP');
    expect(await placeOrder(app!.url, customer.token)).toBe(200);
    process.kill(redis!.pid, 'SIGKILL');
    await redis!.stop();
    expect(await answersForAWhile(app!.url)).toBe(true);
    expect(await placeOrder(app!.url, customer.token)).toBe(200);
  });
});
