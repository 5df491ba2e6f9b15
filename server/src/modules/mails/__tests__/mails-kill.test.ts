/**
 * kill -9: the shop runs in a child process on a data folder and sends the confirmation; it is
 * killed, an order's status changes on the shop started again on the same folder (once the dead
 * instance's lease has lapsed, the new one sends), and the confirmation is not sent a second time.
 */
import fs from 'node:fs';

import { mailsTo, until } from '@pizza/test-kit';

import { type AppProcess, call, makeDataDir, signUpCustomer, staffToken, startAppProcess } from '../../../test/app-process';

jest.setTimeout(180_000);

describe('order mails across kill -9', () => {
  const dataDir = makeDataDir('mails-kill');
  let app: AppProcess | undefined;

  afterAll(async () => {
    await app?.kill9().catch(() => undefined);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('when the shop is killed after mailing the confirmation, then after a restart the next mail goes and the confirmation does not repeat', async () => {
    app = await startAppProcess(dataDir);
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
    const placed = await call<{ orderId: string; orderSequence: string }>(`${app.url}/api/orders/placeorder`, {
      method: 'POST',
      token: customer.token,
      form: { orderId: quote.body.orderId, paymentMethod: 'CASH', orderType: 'PICKUP' },
    });
    expect(placed.status).toBe(200);
    const first = app;
    await until(async () => (await mailsTo(first.url, customer.email)).length === 1, 'the confirmation', 30_000);

    await app.kill9();
    app = await startAppProcess(dataDir);
    const staff = await staffToken(app.url);
    const changed = await call(`${app.url}/api/orders/${placed.body.orderId}/status?status=PREPARING`, {
      method: 'PATCH',
      token: staff,
      body: '{}',
    });
    expect(changed.status).toBe(200);
    const second = app;
    await until(async () => (await mailsTo(second.url, customer.email)).length >= 1, 'the acceptance after the restart', 60_000);
    expect((await mailsTo(second.url, customer.email)).map((m) => m.subject)).toEqual([`${placed.body.orderSequence} is being prepared`]);
  });
});
