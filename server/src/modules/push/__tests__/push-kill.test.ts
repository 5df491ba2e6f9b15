/**
 * kill -9 of the instance that is pushing: the whole shop (index.ts, which starts the dispatcher)
 * in a child process on a data folder; the local push service holds the first push open, the
 * process is killed, and the shop started again on the same folder pushes that order once the dead
 * instance's lease has lapsed, signed with the same VAPID key (kept in the database).
 */
import fs from 'node:fs';

import { until } from '@pizza/test-kit';

import { type AppProcess, call, makeDataDir, signUpCustomer, staffToken, startAppProcess } from '../../../test/app-process';
import { type LocalPushService, startLocalPushService, verifyVapid } from './local-push-service';

jest.setTimeout(180_000);

async function placePickupOrder(url: string): Promise<string> {
  const customer = await signUpCustomer(url);
  await call(`${url}/api/cart/add-to-cart`, {
    method: 'POST',
    token: customer.token,
    form: { menuItemId: 'PIZ_006', quantity: '1', extraItemId: '' },
  });
  const quote = await call<{ orderId: string }>(`${url}/api/orders/pickup-checkout`, { method: 'POST', token: customer.token, form: {} });
  const placed = await call<{ orderId: string }>(`${url}/api/orders/placeorder`, {
    method: 'POST',
    token: customer.token,
    form: { orderId: quote.body.orderId, paymentMethod: 'CASH', orderType: 'PICKUP' },
  });
  expect(placed.status).toBe(200);
  return placed.body.orderId;
}

describe('web push across kill -9', () => {
  const dataDir = makeDataDir('push-kill');
  let app: AppProcess | undefined;
  let pushService: LocalPushService;

  beforeAll(async () => {
    pushService = await startLocalPushService();
  });

  afterAll(async () => {
    await app?.kill9().catch(() => undefined);
    await pushService.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('when the shop is killed while a push is in flight, then after a restart the order is pushed, with the same VAPID key', async () => {
    app = await startAppProcess(dataDir);
    const staff = await staffToken(app.url);
    const key = await call<{ publicKey: string }>(`${app.url}/api/push/vapid-public-key`, { token: staff });
    const device = pushService.subscribe();
    const subscribed = await call<{ id: string }>(`${app.url}/api/push/subscriptions`, {
      method: 'POST',
      token: staff,
      body: JSON.stringify(device.json),
    });
    expect(subscribed.status).toBe(201);
    pushService.hold = (n) => (n === 0 ? new Promise<void>(() => undefined) : undefined);

    const orderId = await placePickupOrder(app.url);
    await until(() => pushService.held.length === 1, 'the push in flight', 30_000);
    expect(device.open(pushService.held[0]!.body).orderId).toBe(orderId);

    await app.kill9();
    app = await startAppProcess(dataDir);
    await until(() => device.received().length === 1, 'the push after the restart', 60_000);
    const push = device.received()[0]!;
    expect(device.open(push.body).orderId).toBe(orderId);
    expect(verifyVapid(push.headers.authorization, key.body.publicKey).aud).toBe(pushService.url);
    const again = await call<{ publicKey: string }>(`${app.url}/api/push/vapid-public-key`, { token: await staffToken(app.url) });
    expect(again.body.publicKey).toBe(key.body.publicKey);
  });
});
