/**
 * The escalation browser test's hook (test mode only): the next deadline of a waiting order becomes
 * now, stage by stage, so a real scheduler takes each step at once; nothing else about the order moves.
 */
import type { Order } from '@pizza/shared';
import request from 'supertest';

import { createApp } from '../../../app';
import { createTestCustomer } from '../../../test/auth';
import { fillCart, placed, WORKED_EXAMPLE } from '../../../test/shop-requests';
import { OrderModel } from '../../../test/stored-records';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createEscalationScheduler } from '../../escalation';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(() => t.close());

const stored = async (orderId: string) => (await OrderModel.findOne({ orderId }).lean())!;

it('when a waiting order is made due three times, then a scheduler takes ring-louder, tell-customer and the cancel in turn; then it is 404', async () => {
  const customer = await createTestCustomer();
  await fillCart(t.app, customer.token, WORKED_EXAMPLE);
  const order: Order = await placed(t.app, customer.token, 'PICKUP');
  const scheduler = createEscalationScheduler({
    orders: t.deps.orders,
    clock: t.deps.clock,
    logger: t.deps.logger,
    instanceId: 'hook-test',
  });
  try {
    expect(await scheduler.tick()).toBe(0);
    const due = () => request(t.app).post(`/dev/faults/escalation-due?orderId=${order.orderId}`);

    await due().expect(204);
    expect(await scheduler.tick()).toBe(1);
    expect((await stored(order.orderId)).escalation?.stage).toBe('ring-louder');
    expect(await scheduler.tick()).toBe(0);

    await due().expect(204);
    expect(await scheduler.tick()).toBe(1);
    expect((await stored(order.orderId)).escalation?.stage).toBe('tell-customer');

    await due().expect(204);
    expect(await scheduler.tick()).toBe(1);
    expect(await stored(order.orderId)).toMatchObject({ status: 'CANCELLED', cancelReason: 'not confirmed by the restaurant' });

    await due().expect(404);
    await request(t.app).post('/dev/faults/escalation-due?orderId=not-an-id').expect(404);
    await request(t.app).post('/dev/faults/escalation-due').expect(400);
    const development = createApp({ ...t.deps, config: { ...t.config, nodeEnv: 'development' } });
    await request(development).post(`/dev/faults/escalation-due?orderId=${order.orderId}`).expect(404);
  } finally {
    await scheduler.stop();
  }
});
