/**
 * Orders for later go to the kitchen at their release time (docs/product/scheduled-orders.md#the-order),
 * on the real app, database and socket.io-client, with a clock the test moves: released once at the
 * minute, late after a restart that spanned it, once when two instances race, never when accepted
 * or cancelled before; its escalation counts from the release; who hears of it on the live channel.
 */
import { eventsPageSchema, type Order, orderSchema } from '@pizza/shared';
import { bearer, until } from '@pizza/test-kit';
import request from 'supertest';

import { createEscalationScheduler, type EscalationScheduler } from '..';
import { fixedClock } from '../../../lib/clock';
import { createTestAdmin, createTestCustomer, type TestPrincipal } from '../../../test/auth';
import { placeScheduledOrder } from '../../../test/scheduled-fixture';
import { OrderEventModel, OrderModel, RestaurantModel } from '../../../test/stored-records';
import { recordSocket, type ShopInstance, startTestShop, type TestShop } from '../../../test/test-shop';

const PLACED_AT = new Date('2026-02-09T07:30:00Z'); // Monday 08:30 in Budapest.
const clock = fixedClock(PLACED_AT);
const SLOT = new Date('2026-02-09T10:30:00Z'); // 11:30 in Budapest
const RELEASE_AT = new Date('2026-02-09T10:10:00Z'); // 11:10: the slot minus the pickup's 20 minutes of prep
/** The instant `minutes` (and `seconds`) after the release time. */
const afterRelease = (minutes: number, seconds = 0) => new Date(RELEASE_AT.getTime() + minutes * 60_000 + seconds * 1000);

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

async function scheduledOrder(customer?: TestPrincipal, on: Parameters<typeof placeScheduledOrder>[0] = shop) {
  const who = customer ?? (await createTestCustomer());
  return { customer: who, order: await placeScheduledOrder(on, who.token, { after: SLOT }) };
}

/** The order's releases and escalation steps and status changes, in log order. */
async function stepsOf(orderId: string): Promise<string[]> {
  const events = await OrderEventModel.find({ orderId, type: { $in: ['order-released', 'order-escalated', 'status-changed'] } })
    .sort({ seq: 1 })
    .lean();
  return events.map((event) => {
    const payload = event.payload as { stage?: string; order: { status: string } };
    if (event.type === 'order-released') return 'released';
    return event.type === 'order-escalated' ? payload.stage! : payload.order.status;
  });
}

const read = async (orderId: string, token = staff.token): Promise<Order> =>
  orderSchema.parse((await request(shop.app).get(`/api/orders/${orderId}`).set(bearer(token)).expect(200)).body);

async function tickAt(instant: Date, ...running: EscalationScheduler[]) {
  clock.set(instant);
  for (const each of running) await each.tick();
}

describe('the release', () => {
  it('when the release time comes, then the order is released once at that minute and its escalation deadlines count from then', async () => {
    const { order } = await scheduledOrder();
    const s = scheduler();
    expect(order.escalation).toBeUndefined();

    await tickAt(afterRelease(0, -1), s);
    expect(await shop.deps.orders.dueForRelease(clock.now(), 10)).toEqual([]);
    expect(await stepsOf(order.orderId)).toEqual([]);
    expect((await read(order.orderId)).releasedAt).toBeUndefined();

    await tickAt(afterRelease(0), s, s);
    await tickAt(afterRelease(1), s);
    expect(await stepsOf(order.orderId)).toEqual(['released']);
    const released = await read(order.orderId);
    expect(released).toMatchObject({ status: 'PLACED', releasedAt: RELEASE_AT.toISOString(), scheduledFor: SLOT.toISOString() });
    expect(released.escalation).toEqual({
      ringLouderAt: afterRelease(3).toISOString(),
      tellCustomerAt: afterRelease(8).toISOString(),
      autoCancelAt: afterRelease(15).toISOString(),
    });
    const [event] = await OrderEventModel.find({ orderId: order.orderId, type: 'order-released' }).lean();
    expect(event?.payload).toMatchObject({ order: { status: 'PLACED', releasedAt: RELEASE_AT.toISOString() } });
  });

  it('when the order was released, then it rings louder 3 minutes after the release (not after the placing) and escalates on from there', async () => {
    const { order } = await scheduledOrder();
    const s = scheduler();
    // Placed hours before: no deadline counts from the placing.
    await tickAt(new Date(PLACED_AT.getTime() + 20 * 60_000), s);
    expect(await stepsOf(order.orderId)).toEqual([]);

    await tickAt(afterRelease(0), s);
    await tickAt(afterRelease(2, 59), s);
    expect(await stepsOf(order.orderId)).toEqual(['released']);
    await tickAt(afterRelease(3), s);
    expect(await stepsOf(order.orderId)).toEqual(['released', 'ring-louder']);
    await tickAt(afterRelease(15), s);
    expect(await stepsOf(order.orderId)).toEqual(['released', 'ring-louder', 'tell-customer', 'CANCELLED']);
  });

  it('when staff changed the escalation after the placing, then the release counts with the settings in force at the release', async () => {
    const { order } = await scheduledOrder();
    await RestaurantModel.updateOne(
      { _id: 1 },
      { $set: { settings: { escalation: { ringLouderAfterMin: 1, tellCustomerAfterMin: 2, autoCancelAfterMin: 5 } } } },
    );
    await tickAt(afterRelease(0), scheduler());
    expect((await read(order.orderId)).escalation?.autoCancelAt).toBe(afterRelease(5).toISOString());
  });

  it('when staff accepted the order early, or it was cancelled, before its release, then it is never released', async () => {
    const { order: accepted } = await scheduledOrder();
    const { order: cancelled } = await scheduledOrder();
    const patch = (orderId: string, status: string) =>
      request(shop.app).patch(`/api/orders/${orderId}/status`).query({ status }).set(bearer(staff.token)).expect(200);
    await patch(accepted.orderId, 'PREPARING');
    await patch(cancelled.orderId, 'CANCELLED');

    const s = scheduler();
    await tickAt(afterRelease(0), s);
    await tickAt(afterRelease(30), s);
    expect(await shop.deps.orders.dueForRelease(clock.now(), 10)).toEqual([]);
    expect(await shop.deps.orders.releaseOnce(accepted.orderId, clock.now())).toBe(false);
    expect(await stepsOf(accepted.orderId)).toEqual(['PREPARING']);
    expect(await stepsOf(cancelled.orderId)).toEqual(['CANCELLED']);
    for (const orderId of [accepted.orderId, cancelled.orderId]) {
      const stored = await OrderModel.findOne({ orderId }).lean();
      expect(stored?.releasedAt).toBeUndefined();
      expect(stored?.escalation).toBeUndefined();
    }
  });

  it('when several orders are due, then they are read oldest release first, at most the limit, and none that is not due yet', async () => {
    const customer = await createTestCustomer();
    // Released 20 minutes before their slots: 10:55, 11:10 and 11:25.
    const make = (minutes: number) => placeScheduledOrder(shop, customer.token, { after: new Date(SLOT.getTime() + minutes * 60_000) });
    const later = await make(0);
    const sooner = await make(-15);
    const notYet = await make(15);
    clock.set(afterRelease(5));
    expect(await shop.deps.orders.dueForRelease(clock.now(), 10)).toEqual([sooner.orderId, later.orderId]);
    expect(await shop.deps.orders.dueForRelease(clock.now(), 1)).toEqual([sooner.orderId]);
    expect(await shop.deps.orders.releaseOnce(notYet.orderId, clock.now())).toBe(false);
  });
});

describe('exactly once, late rather than never', () => {
  it('when the shop was down across the release time, then a new app on the same database releases it once, late, at its first pass', async () => {
    const first: ShopInstance = await shop.addInstance();
    const before = scheduler(first.deps.orders, 'before-restart');
    await before.start();
    const { order } = await scheduledOrder(undefined, { app: first.url });
    await before.stop();
    await first.close();

    const late = afterRelease(40);
    clock.set(late);
    const second = await shop.addInstance();
    const after = scheduler(second.deps.orders, 'after-restart');
    await after.start();
    expect(await stepsOf(order.orderId)).toEqual(['released']);
    await after.tick();
    expect(await stepsOf(order.orderId)).toEqual(['released']);
    const released = await read(order.orderId);
    expect(released.releasedAt).toBe(late.toISOString());
    // Counted from the late release: the kitchen gets its three minutes before the board rings louder.
    expect(released.escalation?.ringLouderAt).toBe(afterRelease(43).toISOString());
  });

  it('when two instances tick together past the release time, then the order is released once', async () => {
    const second = await shop.addInstance();
    const orders = [(await scheduledOrder()).order, (await scheduledOrder()).order];
    const a = scheduler(shop.deps.orders, 'instance-a');
    const b = scheduler(second.deps.orders, 'instance-b');
    clock.set(afterRelease(1));
    await Promise.all([a.tick(), b.tick(), a.tick(), b.tick()]);
    for (const order of orders) expect(await stepsOf(order.orderId)).toEqual(['released']);
  });

  it('when both instances release the same order at the same moment (no lease between them), then only one of them does', async () => {
    const second = await shop.addInstance();
    const { order } = await scheduledOrder();
    const now = afterRelease(0);
    const results = await Promise.all([
      shop.deps.orders.releaseOnce(order.orderId, now),
      second.deps.orders.releaseOnce(order.orderId, now),
    ]);
    expect(results.filter(Boolean)).toEqual([true]);
    expect(await stepsOf(order.orderId)).toEqual(['released']);
  });
});

describe('who hears of it', () => {
  it('when an order for later is placed and released, then staff hear both, its customer the release only, another customer nothing', async () => {
    const customer = await createTestCustomer();
    const other = await createTestCustomer();
    const sockets = {
      staff: recordSocket(shop.url, { token: staff.token }),
      mine: recordSocket(shop.url, { token: customer.token }),
      theirs: recordSocket(shop.url, { token: other.token }),
    };
    try {
      for (const socket of Object.values(sockets)) expect(await socket.connected).toBe('connected');
      const { order } = await scheduledOrder(customer);
      await until(() => sockets.staff.orderEvents().some((event) => event.type === 'order-scheduled'), 'order-scheduled at staff');
      await tickAt(afterRelease(0), scheduler());
      await until(() => sockets.mine.orderEvents().some((event) => event.type === 'order-released'), 'order-released at the customer');
      await until(() => sockets.staff.orderEvents().some((event) => event.type === 'order-released'), 'order-released at staff');

      const typesOf = (socket: (typeof sockets)['staff']) =>
        socket
          .orderEvents()
          .filter((event) => event.orderId === order.orderId)
          .map((event) => event.type);
      expect(typesOf(sockets.staff)).toEqual(['order-scheduled', 'order-released']);
      expect(typesOf(sockets.mine)).toEqual(['order-released']);
      expect(sockets.theirs.orderEvents().filter((event) => event.orderId === order.orderId)).toEqual([]);
      const released = sockets.mine.orderEvents().find((event) => event.type === 'order-released')!;
      expect(released.order).toMatchObject({ scheduledFor: SLOT.toISOString(), releasedAt: RELEASE_AT.toISOString() });

      // A socket opened later with lastSeq replays both, in order.
      const replay = recordSocket(shop.url, { token: staff.token, lastSeq: 0 });
      try {
        await until(
          () => replay.orderEvents().some((event) => event.type === 'order-released' && event.orderId === order.orderId),
          'replay',
        );
        expect(typesOf(replay)).toEqual(['order-scheduled', 'order-released']);
      } finally {
        replay.close();
      }
    } finally {
      for (const socket of Object.values(sockets)) socket.close();
    }
  });

  it("when an integrator without the 'orders' scope pulls the log, then both events come, plain and as CloudEvents, without the customer", async () => {
    const { order } = await scheduledOrder(await createTestCustomer({ name: 'Ütemezett Ulrika' }));
    await tickAt(afterRelease(0), scheduler());
    const key = (
      await request(shop.app)
        .post('/api/integrations/keys')
        .set(bearer(staff.token))
        .send({ name: 'Display', scopes: ['events'] })
        .expect(201)
    ).body.key as string;
    const pull = async (format = '') =>
      (await request(shop.app).get(`/api/events?after=0&limit=500${format}`).set('X-API-Key', key).expect(200)).body as {
        events: Array<Record<string, unknown>>;
      };
    const page = eventsPageSchema.parse(await pull());
    const mine = page.events.filter((event) => 'orderId' in event && event.orderId === order.orderId);
    expect(mine.map((event) => event.type)).toEqual(['order-scheduled', 'order-released']);
    for (const event of mine) {
      expect(JSON.stringify(event)).not.toContain('Ulrika');
      expect('order' in event && event.order).toMatchObject({ scheduledFor: SLOT.toISOString() });
    }
    const cloud = (await pull('&format=cloudevents')).events.filter((event) => event.subject === order.orderId);
    expect(cloud.map((event) => event.type)).toEqual(['hu.pizzapoint.order.scheduled', 'hu.pizzapoint.order.released']);
  });
});
