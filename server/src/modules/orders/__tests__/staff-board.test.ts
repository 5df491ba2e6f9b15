import { ORDER_STATUSES, type OrderStatus, orderSchema } from '@pizza/shared';
import { bearer } from '@pizza/test-kit';
import request from 'supertest';

import { createTestAdmin, createTestCustomer, type TestPrincipal } from '../../../test/auth';
import { commandsOn, commandTimeline } from '../../../test/db-commands';
import { addSelectedAddress, fillCart, placed, WORKED_EXAMPLE } from '../../../test/shop-requests';
import { OrderEventModel } from '../../../test/stored-records';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { OrderModel } from '../orders.model';

let t: TestApp;
let staff: TestPrincipal;

beforeAll(async () => {
  t = await createTestApp({ monitorCommands: true });
  staff = await createTestAdmin();
});

afterAll(async () => {
  await t.close();
});

const patch = (orderId: string, status: string, token = staff.token) =>
  request(t.app).patch(`/api/orders/${orderId}/status`).query({ status }).set(bearer(token)).send({});

async function newOrder(type: 'PICKUP' | 'DELIVERY' = 'PICKUP') {
  const customer = await createTestCustomer();
  await fillCart(t.app, customer.token, WORKED_EXAMPLE);
  if (type === 'DELIVERY') await addSelectedAddress(t.app, customer.token);
  return { customer, order: await placed(t.app, customer.token, type) };
}

const statusChanges = (orderId: string) => OrderEventModel.find({ orderId, type: 'status-changed' }).sort({ seq: 1 }).lean();

/**
 * The status rules of docs/product/rules.md#order-statuses, written out by hand (not derived from the code under test):
 * forward along the type's path, skipping allowed, CANCELLED from any non-final status, nothing
 * out of DELIVERED, COMPLETED or CANCELLED, nothing backwards, no other type's statuses.
 */
const ALLOWED: Record<'DELIVERY' | 'PICKUP', Record<string, OrderStatus[]>> = {
  DELIVERY: {
    PLACED: ['PREPARING', 'OUT_FOR_DELIVERY', 'DELIVERED', 'CANCELLED'],
    PREPARING: ['OUT_FOR_DELIVERY', 'DELIVERED', 'CANCELLED'],
    OUT_FOR_DELIVERY: ['DELIVERED', 'CANCELLED'],
    DELIVERED: [],
    CANCELLED: [],
  },
  PICKUP: {
    PLACED: ['PREPARING', 'READY_FOR_PICKUP', 'COMPLETED', 'CANCELLED'],
    PREPARING: ['READY_FOR_PICKUP', 'COMPLETED', 'CANCELLED'],
    READY_FOR_PICKUP: ['COMPLETED', 'CANCELLED'],
    COMPLETED: [],
    CANCELLED: [],
  },
};

describe('PATCH /api/orders/:orderId/status: the whole transition matrix', () => {
  it.each(['DELIVERY', 'PICKUP'] as const)(
    'when every from/to pair is tried on a %s order, then allowed moves succeed and log once, others are 409 and write nothing',
    async (type) => {
      const { order } = await newOrder(type);
      for (const [from, allowed] of Object.entries(ALLOWED[type])) {
        for (const to of ORDER_STATUSES) {
          await OrderModel.updateOne({ orderId: order.orderId }, { $set: { status: from } });
          const eventsBefore = (await statusChanges(order.orderId)).length;
          const res = await patch(order.orderId, to);
          const stored = await OrderModel.findOne({ orderId: order.orderId }).lean();
          const events = await statusChanges(order.orderId);
          if (allowed.includes(to)) {
            expect({ from, to, status: res.status }).toEqual({ from, to, status: 200 });
            expect(res.text).toBe(`Order Status updated to ${to.toLowerCase()} successfully`);
            expect(stored?.status).toBe(to);
            expect(events).toHaveLength(eventsBefore + 1);
            expect(events.at(-1)?.payload).toMatchObject({ previousStatus: from, order: { status: to, orderId: order.orderId } });
          } else {
            expect({ from, to, status: res.status }).toEqual({ from, to, status: 409 });
            expect(res.body.message).toContain(from);
            expect(res.body.message).toContain(to);
            expect(stored?.status).toBe(from);
            expect(events).toHaveLength(eventsBefore);
          }
        }
      }
    },
  );

  it('when a move succeeds, then the order carries a history entry with its time and the customer sees the new status', async () => {
    const { customer, order } = await newOrder('DELIVERY');
    await patch(order.orderId, 'PREPARING').expect(200);
    await patch(order.orderId, 'OUT_FOR_DELIVERY').expect(200);
    const seen = orderSchema.parse((await request(t.app).get(`/api/orders/${order.orderId}`).set(bearer(customer.token)).expect(200)).body);
    expect(seen.status).toBe('OUT_FOR_DELIVERY');
    expect(seen.statusHistory.map((entry) => entry.status)).toEqual(['PLACED', 'PREPARING', 'OUT_FOR_DELIVERY']);
    const stored = await OrderModel.findOne({ orderId: order.orderId }).lean();
    expect(stored?.statusHistory.at(-1)?.by).toBe(staff.user.id);
  });

  it('when the order is unknown, the status unknown, the caller a customer or nobody, then 404, 400, 403, 401', async () => {
    const { customer, order } = await newOrder();
    await patch('665f1c2e-0000-4000-8000-000000000000', 'PREPARING').expect(404);
    await patch(order.orderId, 'FAILED').expect(400);
    await patch(order.orderId, 'preparing').expect(400);
    await patch(order.orderId, 'PREPARING', customer.token).expect(403);
    await request(t.app).patch(`/api/orders/${order.orderId}/status?status=PREPARING`).expect(401);
    expect((await OrderModel.findOne({ orderId: order.orderId }).lean())?.status).toBe('PLACED');
  });

  it('when two staff change one order at the same moment, then one wins, the other gets 409, and the log holds exactly the moves that happened', async () => {
    let conflicts = 0;
    for (let round = 0; round < 6; round += 1) {
      const { order } = await newOrder();
      const answers = await Promise.all([patch(order.orderId, 'PREPARING'), patch(order.orderId, 'CANCELLED')]);
      const ok = answers.filter((res) => res.status === 200);
      conflicts += answers.filter((res) => res.status === 409).length;
      expect(answers.every((res) => res.status === 200 || res.status === 409)).toBe(true);
      const events = await statusChanges(order.orderId);
      expect(events).toHaveLength(ok.length);
      // Each logged move starts where the previous one ended, from PLACED.
      let previous: string = 'PLACED';
      for (const event of events) {
        expect(event.payload).toMatchObject({ previousStatus: previous });
        previous = (event.payload as { order: { status: string } }).order.status;
      }
      expect((await OrderModel.findOne({ orderId: order.orderId }).lean())?.status).toBe(previous);
    }
    expect(conflicts).toBeGreaterThan(0);
  });
});

describe('what a move costs the database', () => {
  it('when staff move an accepted order on naming the status they saw (from), then the move is one conditional update (no read first), with the estimate kept and the status it came from in its event', async () => {
    const { order } = await newOrder('PICKUP');
    const accepting = await commandsOn(['orders'], () => patch(order.orderId, 'PREPARING').query({ from: 'PLACED' }).expect(200));
    // Accepting reads the order first: its estimate depends on it.
    expect(accepting).toEqual(['find orders', 'findAndModify orders']);
    const accepted = await OrderModel.findOne({ orderId: order.orderId }).lean();

    const moving = await commandsOn(['orders'], () => patch(order.orderId, 'READY_FOR_PICKUP').query({ from: 'PREPARING' }).expect(200));

    expect(moving).toEqual(['findAndModify orders']);
    const events = await statusChanges(order.orderId);
    expect(events.at(-1)?.payload).toMatchObject({
      previousStatus: 'PREPARING',
      order: { status: 'READY_FOR_PICKUP', estimatedReadyAt: accepted!.estimatedReadyAt!.toISOString() },
    });
    const after = await OrderModel.findOne({ orderId: order.orderId }).lean();
    expect(after?.statusHistory.map((entry) => entry.status)).toEqual([
      ...accepted!.statusHistory.map((entry) => entry.status),
      'READY_FOR_PICKUP',
    ]);
  });

  it('when a move names no status it was decided on (the original client), then the order is read first and the update is conditional on what was read', async () => {
    const { order } = await newOrder('DELIVERY');
    await patch(order.orderId, 'PREPARING').expect(200);

    const moving = await commandsOn(['orders'], () => patch(order.orderId, 'OUT_FOR_DELIVERY').expect(200));

    expect(moving).toEqual(['find orders', 'findAndModify orders']);
    const events = await statusChanges(order.orderId);
    expect(events.at(-1)?.payload).toMatchObject({ previousStatus: 'PREPARING', order: { status: 'OUT_FOR_DELIVERY' } });
  });

  it('when staff accept an order, then the order and the shop (its estimate settings) are read at the same time, then the order is updated once', async () => {
    const { order } = await newOrder('DELIVERY');
    // Idle connections in the driver's pool, so that two reads asked together go out together.
    await Promise.all(Array.from({ length: 4 }, () => OrderModel.findOne({ orderId: order.orderId }).lean()));

    const timeline = await commandTimeline(['orders', 'restaurants'], () => patch(order.orderId, 'PREPARING').expect(200));

    expect(timeline.slice(0, 2).sort()).toEqual(['find orders', 'find restaurants']);
    expect(timeline.slice(2, 4).sort()).toEqual(['find orders answered', 'find restaurants answered']);
    expect(timeline.slice(4)).toEqual(['findAndModify orders', 'findAndModify orders answered']);
    const accepted = await OrderModel.findOne({ orderId: order.orderId }).lean();
    expect(accepted?.status).toBe('PREPARING');
    expect(accepted?.estimatedDeliveryAt).toBeInstanceOf(Date);
  });

  it('when a move with `from` matches nothing (an unknown order, an illegal move), then it answers as before: 404, or 409 naming both statuses, and writes nothing', async () => {
    const { order } = await newOrder('DELIVERY');
    await patch('no-such-order', 'DELIVERED').query({ from: 'PREPARING' }).expect(404);
    const illegal = await patch(order.orderId, 'READY_FOR_PICKUP').query({ from: 'PLACED' }).expect(409);
    expect(illegal.body.message).toMatch(/from PLACED to READY_FOR_PICKUP/);
    expect(await statusChanges(order.orderId)).toHaveLength(0);
  });
});

describe('the board lists', () => {
  let ids: Record<string, string>;

  beforeAll(async () => {
    await OrderModel.deleteMany({});
    ids = {};
    const plan: Array<[string, 'PICKUP' | 'DELIVERY', OrderStatus[]]> = [
      ['placed', 'PICKUP', []],
      ['preparing', 'DELIVERY', ['PREPARING']],
      ['ready', 'PICKUP', ['READY_FOR_PICKUP']],
      ['onTheRoad', 'DELIVERY', ['OUT_FOR_DELIVERY']],
      ['delivered', 'DELIVERY', ['DELIVERED']],
      ['completed', 'PICKUP', ['COMPLETED']],
      ['cancelled', 'PICKUP', ['CANCELLED']],
    ];
    for (const [name, type, moves] of plan) {
      const { order } = await newOrder(type);
      for (const move of moves) await patch(order.orderId, move).expect(200);
      ids[name] = order.orderId;
    }
  });

  const list = (path: string) => request(t.app).get(path).set(bearer(staff.token));

  it('when staff reads all/orders, then the four active ones come newest first, with what the board shows', async () => {
    const res = await list('/api/orders/all/orders').expect(200);
    expect(res.body.map((order: { orderId: string }) => order.orderId)).toEqual([ids.onTheRoad, ids.ready, ids.preparing, ids.placed]);
    const onTheRoad = orderSchema.parse(res.body[0]);
    expect(onTheRoad).toMatchObject({
      orderType: 'DELIVERY',
      leaveAtDoor: false,
      user: { name: expect.any(String), phone: expect.stringMatching(/^\+36/) },
    });
    expect(onTheRoad.address?.buildingName).toBe('10');
  });

  it('when staff reads the tabs (any case), then placed is PLACED, delivered holds DELIVERED and COMPLETED, cancelled CANCELLED', async () => {
    const idsOf = async (path: string) => (await list(path).expect(200)).body.map((order: { orderId: string }) => order.orderId);
    expect(await idsOf('/api/orders/status/placed')).toEqual([ids.placed]);
    expect(await idsOf('/api/orders/status/DELIVERED')).toEqual([ids.completed, ids.delivered]);
    expect(await idsOf('/api/orders/status/Cancelled')).toEqual([ids.cancelled]);
    await list('/api/orders/status/completed').expect(400);
  });

  it('when a tab is read in pages (limit + before an order id or an instant), then every order comes once, newest first', async () => {
    for (let i = 0; i < 5; i += 1) {
      const { order } = await newOrder();
      await patch(order.orderId, 'COMPLETED').expect(200);
    }
    const everything = (await list('/api/orders/status/delivered').expect(200)).body as Array<{ orderId: string; createdAt: string }>;
    const all = everything.map((order) => order.orderId);
    expect(all).toHaveLength(7);
    const first = (await list('/api/orders/status/delivered?limit=3').expect(200)).body;
    const second = (await list(`/api/orders/status/delivered?limit=3&before=${first[2].orderId}`).expect(200)).body;
    const third = (await list(`/api/orders/status/delivered?limit=3&before=${second[2].orderId}`).expect(200)).body;
    expect([...first, ...second, ...third].map((order: { orderId: string }) => order.orderId)).toEqual(all);
    const newest = everything[0]!.createdAt;
    const byInstant = (await list(`/api/orders/status/delivered?before=${encodeURIComponent(newest)}`).expect(200)).body;
    expect(byInstant.map((order: { orderId: string }) => order.orderId)).toEqual(
      everything.filter((order) => order.createdAt < newest).map((order) => order.orderId),
    );
    await list('/api/orders/status/delivered?limit=501').expect(400);
  });

  it('when a customer or nobody reads a staff list, then 403 or 401', async () => {
    const customer = await createTestCustomer();
    await request(t.app).get('/api/orders/all/orders').set(bearer(customer.token)).expect(403);
    await request(t.app).get('/api/orders/status/placed').expect(401);
  });
});
