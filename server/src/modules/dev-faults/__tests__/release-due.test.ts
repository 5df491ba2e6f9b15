/**
 * The scheduled-order browser tests' hook (test mode only): a waiting order for later's release
 * time becomes now, so a real scheduler releases it at once; not an order that does not wait.
 */
import request from 'supertest';

import { createApp } from '../../../app';
import { createTestCustomer } from '../../../test/auth';
import { placeScheduledOrder } from '../../../test/scheduled-fixture';
import { OrderModel } from '../../../test/stored-records';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createEscalationScheduler } from '../../escalation';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(() => t.close());

const stored = async (orderId: string) => (await OrderModel.findOne({ orderId }).lean())!;

it('when a waiting order for later is made due, then a scheduler releases it at its next tick; then it is 404', async () => {
  const customer = await createTestCustomer();
  const now = t.deps.clock.now();
  const hours = (h: number) => new Date(now.getTime() + h * 3_600_000);
  const order = await placeScheduledOrder(t, customer.token, { after: hours(25) });
  const scheduler = createEscalationScheduler({
    orders: t.deps.orders,
    clock: t.deps.clock,
    logger: t.deps.logger,
    instanceId: 'hook-test',
  });
  try {
    expect(await scheduler.tick()).toBe(0);
    expect((await stored(order.orderId)).releasedAt).toBeUndefined();
    const due = () => request(t.app).post(`/dev/faults/release-due?orderId=${order.orderId}`);

    await due().expect(204);
    expect(await scheduler.tick()).toBe(1);
    const released = await stored(order.orderId);
    expect(released.releasedAt).toBeInstanceOf(Date);
    expect(released.escalation?.nextAt).toEqual(released.escalation?.ringLouderAt);
    expect(await scheduler.tick()).toBe(0);

    await due().expect(404);
    await request(t.app).post('/dev/faults/release-due?orderId=not-an-id').expect(404);
    await request(t.app).post('/dev/faults/release-due').expect(400);
    const development = createApp({ ...t.deps, config: { ...t.config, nodeEnv: 'development' } });
    await request(development).post(`/dev/faults/release-due?orderId=${order.orderId}`).expect(404);
  } finally {
    await scheduler.stop();
  }
});
