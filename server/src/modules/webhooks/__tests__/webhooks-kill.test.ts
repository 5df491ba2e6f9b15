/**
 * kill -9 of the instance that is delivering: the shop runs in a child process on a data folder,
 * the receiver holds the first delivery open (the call is in flight), the process is killed, and
 * the shop started again on the same folder delivers the event (same webhook-id) once the dead
 * instance's lease has lapsed. Nothing committed is lost.
 */
import fs from 'node:fs';

import { until } from '@pizza/test-kit';

import { type AppProcess, call, makeDataDir, signUpCustomer, staffToken, startAppProcess } from '../../../test/app-process';
import { BASE, type Receiver, startReceiver } from './helpers';

jest.setTimeout(180_000);

describe('webhooks across kill -9', () => {
  const dataDir = makeDataDir('webhooks-kill');
  let app: AppProcess | undefined;
  let hook: Receiver;

  beforeAll(async () => {
    hook = await startReceiver();
  });

  afterAll(async () => {
    await app?.kill9().catch(() => undefined);
    await hook.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('when the shop is killed while a delivery is in flight, then after a restart the event arrives, signed, with the same webhook-id', async () => {
    app = await startAppProcess(dataDir);
    const staff = await staffToken(app.url);
    const registered = await call<{ id: string; secret: string }>(`${app.url}${BASE}`, {
      method: 'POST',
      token: staff,
      body: JSON.stringify({ url: hook.url }),
    });
    expect(registered.status).toBe(201);
    hook.secrets.push(registered.body.secret);
    // The first call is never answered: it is in flight when the shop dies.
    let firstId: string | undefined;
    hook.answer = (n, arrived) => {
      if (n > 0) return { status: 200 };
      firstId = arrived.id;
      return { status: 200, hold: new Promise<void>(() => undefined) };
    };

    const customer = await signUpCustomer(app.url);
    await call(`${app.url}/api/cart/add-to-cart`, {
      method: 'POST',
      token: customer.token,
      form: { menuItemId: 'PIZ_006', quantity: '1', extraItemId: '' },
    });
    const quote = await call<{ orderId: string }>(`${app.url}/api/orders/pickup-checkout`, {
      method: 'POST',
      token: customer.token,
      form: {},
    });
    const placed = await call<{ orderId: string }>(`${app.url}/api/orders/placeorder`, {
      method: 'POST',
      token: customer.token,
      form: { orderId: quote.body.orderId, paymentMethod: 'CASH', orderType: 'PICKUP' },
    });
    expect(placed.status).toBe(200);
    await until(() => firstId !== undefined, 'the delivery in flight', 30_000);

    await app.kill9();
    app = await startAppProcess(dataDir);
    await until(() => hook.accepted().length === 1, 'the event after the restart', 60_000);
    const [arrived] = hook.accepted();
    expect(arrived!.id).toBe(firstId);
    expect(arrived!.cloudEvent.subject).toBe(placed.body.orderId);
    expect(arrived!.verifiedWith).toEqual([registered.body.secret]);

    const shop = app;
    await until(async () => {
      const list = await call<Array<{ id: string; lastSeq: number; state: string }>>(`${shop.url}${BASE}`, { token: staff });
      return list.body[0]?.lastSeq === arrived!.cloudEvent.data.seq && list.body[0]?.state === 'ok';
    }, 'the cursor past the event');
  });
});
