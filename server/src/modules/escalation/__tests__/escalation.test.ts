/**
 * No order left unanswered on the real app, database and socket.io-client, with a clock
 * the test moves: an order still PLACED escalates at 3 minutes (ring-louder), 8 (tell-customer) and
 * is cancelled by the shop at 15 (status-changed by system, with cancelReason), each exactly once,
 * with two instances on the same database and across a restart that spanned every deadline.
 */
import { AUTO_CANCEL_REASON, DEFAULT_RESTAURANT_SETTINGS, eventsPageSchema, type Order, orderSchema } from '@pizza/shared';
import { bearer, until } from '@pizza/test-kit';
import request from 'supertest';

import { createEscalationScheduler, type EscalationScheduler } from '..';
import { fixedClock } from '../../../lib/clock';
import { createTestAdmin, createTestCustomer, type TestPrincipal } from '../../../test/auth';
import { fillCart, placed, WORKED_EXAMPLE } from '../../../test/shop-requests';
import { OrderEventModel, OrderModel, RestaurantModel } from '../../../test/stored-records';
import { recordSocket, startTestShop, type TestShop } from '../../../test/test-shop';

const PLACED_AT = new Date('2026-02-09T17:00:00Z'); // Monday 18:00 in Budapest.
const clock = fixedClock(PLACED_AT);
/** The instant `minutes` (and `seconds`) after the order was placed. */
const at = (minutes: number, seconds = 0) => new Date(PLACED_AT.getTime() + minutes * 60_000 + seconds * 1000);

let shop: TestShop;
let staff: TestPrincipal;
const schedulers: EscalationScheduler[] = [];

beforeAll(async () => {
  shop = await startTestShop({ overrides: { clock } });
  staff = await createTestAdmin();
});

afterAll(() => shop.close());

beforeEach(async () => {
  clock.set(PLACED_AT);
  await RestaurantModel.updateOne(
    { _id: 1 },
    { $set: { isOpen: true, busyExtraMinutes: 0 }, $unset: { hours: 1, manualUntil: 1, pausedUntil: 1, settings: 1 } },
  );
});

// Each test's schedulers let go of the lease, so the next test's clock (back at PLACED_AT) finds it free.
afterEach(async () => {
  for (const scheduler of schedulers.splice(0)) await scheduler.stop();
});

function scheduler(orders = shop.deps.orders, instanceId = `instance-${schedulers.length}`): EscalationScheduler {
  const created = createEscalationScheduler({ orders, clock, logger: shop.logger, instanceId });
  schedulers.push(created);
  return created;
}

async function newOrder(customer?: TestPrincipal): Promise<{ customer: TestPrincipal; order: Order }> {
  const who = customer ?? (await createTestCustomer());
  await fillCart(shop.app, who.token, WORKED_EXAMPLE);
  return { customer: who, order: await placed(shop.app, who.token, 'PICKUP') };
}

/** The order's escalation and status events, in log order: 'ring-louder', 'tell-customer', 'CANCELLED'... */
async function stepsOf(orderId: string): Promise<string[]> {
  const events = await OrderEventModel.find({ orderId, type: { $in: ['order-escalated', 'status-changed'] } })
    .sort({ seq: 1 })
    .lean();
  return events.map((event) => {
    const payload = event.payload as { stage?: string; order: { status: string } };
    return event.type === 'order-escalated' ? payload.stage! : payload.order.status;
  });
}

const read = async (orderId: string, token: string) =>
  orderSchema.parse((await request(shop.app).get(`/api/orders/${orderId}`).set(bearer(token)).expect(200)).body);

async function tickAt(instant: Date, ...running: EscalationScheduler[]) {
  clock.set(instant);
  for (const each of running) await each.tick();
}

describe('the three stages of an unanswered order', () => {
  it('when nobody accepts, then it rings louder at 3 min, tells the customer at 8 and is cancelled by the shop at 15, each once', async () => {
    const { customer, order } = await newOrder();
    const s = scheduler();
    expect(order.escalation).toEqual({
      ringLouderAt: at(3).toISOString(),
      tellCustomerAt: at(8).toISOString(),
      autoCancelAt: at(15).toISOString(),
    });

    await tickAt(at(2, 59), s);
    expect(await stepsOf(order.orderId)).toEqual([]);

    await tickAt(at(3), s, s);
    expect(await stepsOf(order.orderId)).toEqual(['ring-louder']);
    expect((await read(order.orderId, staff.token)).escalation?.stage).toBe('ring-louder');

    await tickAt(at(7, 59), s);
    expect(await stepsOf(order.orderId)).toEqual(['ring-louder']);
    await tickAt(at(8), s, s);
    expect(await stepsOf(order.orderId)).toEqual(['ring-louder', 'tell-customer']);
    expect((await read(order.orderId, customer.token)).escalation?.stage).toBe('tell-customer');

    await tickAt(at(14, 59), s);
    expect((await read(order.orderId, customer.token)).status).toBe('PLACED');
    await tickAt(at(15), s, s);
    await tickAt(at(40), s);
    expect(await stepsOf(order.orderId)).toEqual(['ring-louder', 'tell-customer', 'CANCELLED']);

    const cancelled = await read(order.orderId, customer.token);
    expect(cancelled).toMatchObject({ status: 'CANCELLED', cancelReason: AUTO_CANCEL_REASON });
    expect(cancelled.escalation).toBeUndefined();
    expect(cancelled.statusHistory.at(-1)).toEqual({ status: 'CANCELLED', at: at(15).toISOString() });
    const stored = await OrderModel.findOne({ orderId: order.orderId }).lean();
    expect(stored?.statusHistory.at(-1)?.by).toBe('system');
  });

  it('when an integrator pulls the log, then order-escalated and the cancel by system come with their stage and reason', async () => {
    const { order } = await newOrder();
    const s = scheduler();
    await tickAt(at(15), s);
    const key = (await request(shop.app).post('/api/integrations/keys').set(bearer(staff.token)).send({ name: 'POS' }).expect(201)).body
      .key as string;
    const page = eventsPageSchema.parse(
      (await request(shop.app).get('/api/events?after=0&limit=500').set('X-API-Key', key).expect(200)).body,
    );
    const mine = page.events.filter((event) => 'orderId' in event && event.orderId === order.orderId);
    expect(mine.map((event) => event.type)).toEqual(['order-created', 'order-escalated', 'order-escalated', 'status-changed']);
    expect(mine[1]).toMatchObject({ stage: 'ring-louder', order: { status: 'PLACED' } });
    expect(mine[2]).toMatchObject({ stage: 'tell-customer', order: { status: 'PLACED' } });
    expect(mine[3]).toMatchObject({
      by: 'system',
      previousStatus: 'PLACED',
      order: { status: 'CANCELLED', cancelReason: AUTO_CANCEL_REASON },
    });
  });

  it('when staff accept after the board rang louder, then the order never escalates further', async () => {
    const { order } = await newOrder();
    const s = scheduler();
    await tickAt(at(4), s);
    await request(shop.app)
      .patch(`/api/orders/${order.orderId}/status`)
      .query({ status: 'PREPARING' })
      .set(bearer(staff.token))
      .expect(200);
    await tickAt(at(30), s);
    expect(await stepsOf(order.orderId)).toEqual(['ring-louder', 'PREPARING']);
    const accepted = await read(order.orderId, staff.token);
    expect(accepted.status).toBe('PREPARING');
    expect(accepted.escalation).toBeUndefined();
    expect(accepted.cancelReason).toBeUndefined();
  });

  it('when staff change the thresholds, then new orders follow them and orders already placed keep their deadlines', async () => {
    const { order: before } = await newOrder();
    const escalation = { ringLouderAfterMin: 1, tellCustomerAfterMin: 2, autoCancelAfterMin: 5 };
    await request(shop.app)
      .put('/api/restaurant/settings')
      .set(bearer(staff.token))
      .send({ ...DEFAULT_RESTAURANT_SETTINGS, escalation })
      .expect(200);
    const { order: after } = await newOrder();
    expect(after.escalation?.autoCancelAt).toBe(at(5).toISOString());

    await tickAt(at(5), scheduler());
    expect(await stepsOf(after.orderId)).toEqual(['ring-louder', 'tell-customer', 'CANCELLED']);
    expect(await stepsOf(before.orderId)).toEqual(['ring-louder']);
  });
});

describe('exactly once, whatever runs', () => {
  it('when two instances on the same database tick together past every deadline, then each order gets each step once', async () => {
    const second = await shop.addInstance();
    const orders = [(await newOrder()).order, (await newOrder()).order];
    const a = scheduler(shop.deps.orders, 'instance-a');
    const b = scheduler(second.deps.orders, 'instance-b');
    clock.set(at(20));
    await Promise.all([a.tick(), b.tick(), a.tick(), b.tick()]);
    for (const order of orders) expect(await stepsOf(order.orderId)).toEqual(['ring-louder', 'tell-customer', 'CANCELLED']);
    expect([a.active(), b.active()].filter(Boolean)).toHaveLength(1);
  });

  it('when both instances take the same step at the same moment (no lease between them), then only one of them makes it', async () => {
    const second = await shop.addInstance();
    const { order } = await newOrder();
    const now = at(3);
    const steps = await Promise.all([
      shop.deps.orders.escalateOnce(order.orderId, now),
      second.deps.orders.escalateOnce(order.orderId, now),
    ]);
    expect(steps.filter(Boolean)).toEqual([{ orderId: order.orderId, step: 'ring-louder' }]);
    expect(await stepsOf(order.orderId)).toEqual(['ring-louder']);
  });

  it('when the shop was down across every deadline, then the next start catches up: each step once, in order', async () => {
    const before = scheduler(shop.deps.orders, 'before-restart');
    await before.start();
    const { order } = await newOrder();
    await before.stop();

    clock.set(at(60));
    const after = scheduler(shop.deps.orders, 'after-restart');
    await after.start();
    expect(await stepsOf(order.orderId)).toEqual(['ring-louder', 'tell-customer', 'CANCELLED']);
    await after.tick();
    expect(await stepsOf(order.orderId)).toEqual(['ring-louder', 'tell-customer', 'CANCELLED']);
  });
});

describe('the customer is told live', () => {
  it("when the order reaches tell-customer and the cancel, then the customer's socket gets both and another customer's nothing", async () => {
    const { customer, order } = await newOrder();
    const other = await createTestCustomer();
    const mine = recordSocket(shop.url, { token: customer.token });
    const theirs = recordSocket(shop.url, { token: other.token });
    try {
      expect(await mine.connected).toBe('connected');
      expect(await theirs.connected).toBe('connected');
      const s = scheduler();
      await tickAt(at(8), s);
      await until(
        () => mine.orderEvents().some((event) => event.type === 'order-escalated' && event.stage === 'tell-customer'),
        'tell-customer on the socket',
      );
      await tickAt(at(15), s);
      await until(() => mine.orderEvents().some((event) => event.type === 'status-changed'), 'the cancel on the socket');
      const seen = mine.orderEvents().filter((event) => event.orderId === order.orderId);
      expect(seen.map((event) => event.type)).toEqual(['order-escalated', 'order-escalated', 'status-changed']);
      expect(seen.at(-1)).toMatchObject({ by: 'system', order: { status: 'CANCELLED', cancelReason: AUTO_CANCEL_REASON } });
      expect(theirs.orderEvents().filter((event) => event.orderId === order.orderId)).toEqual([]);
    } finally {
      mine.close();
      theirs.close();
    }
  });
});
