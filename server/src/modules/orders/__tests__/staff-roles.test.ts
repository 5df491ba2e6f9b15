import { type Order, orderSchema, type OrderStatus } from '@pizza/shared';
import { bearer } from '@pizza/test-kit';
import request from 'supertest';

import { createTestCustomer, createTestStaff, type TestPrincipal } from '../../../test/auth';
import { addSelectedAddress, fillCart, placed, WORKED_EXAMPLE } from '../../../test/shop-requests';
import { OrderEventModel } from '../../../test/stored-records';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { OrderModel } from '../orders.model';

/*
 * What each role may do with orders (docs/product/staff-roles.md): a courier reads and hands over
 * delivery orders on the road only; the kitchen rejects a new order but does not cancel an accepted
 * one; the office does both.
 */

let t: TestApp;
let owner: TestPrincipal;
let manager: TestPrincipal;
let kitchen: TestPrincipal;
let courier: TestPrincipal;

beforeAll(async () => {
  t = await createTestApp();
  [owner, manager, kitchen, courier] = await Promise.all([
    createTestStaff('OWNER'),
    createTestStaff('MANAGER'),
    createTestStaff('KITCHEN'),
    createTestStaff('COURIER'),
  ]);
});

afterAll(async () => {
  await t.close();
});

const patch = (who: TestPrincipal, orderId: string, status: OrderStatus, from?: OrderStatus) =>
  request(t.app)
    .patch(`/api/orders/${orderId}/status`)
    .query({ status, ...(from ? { from } : {}) })
    .set(bearer(who.token))
    .send({});

/** A placed order of this type moved (by the owner) to `status`. */
async function orderAt(type: 'PICKUP' | 'DELIVERY', status: OrderStatus, note?: string): Promise<Order> {
  const customer = await createTestCustomer();
  await fillCart(t.app, customer.token, WORKED_EXAMPLE);
  if (type === 'DELIVERY') await addSelectedAddress(t.app, customer.token, note ? { otherInstructions: note } : {});
  const order = await placed(t.app, customer.token, type);
  const path = type === 'DELIVERY' ? ['PREPARING', 'OUT_FOR_DELIVERY', 'DELIVERED'] : ['PREPARING', 'READY_FOR_PICKUP', 'COMPLETED'];
  for (const next of path.slice(0, path.indexOf(status) + 1)) await patch(owner, order.orderId, next as OrderStatus).expect(200);
  if (status === 'CANCELLED') await patch(owner, order.orderId, 'CANCELLED').expect(200);
  return order;
}

const statusOf = async (orderId: string) => (await OrderModel.findOne({ orderId }).lean())?.status;
const eventsOf = (orderId: string) => OrderEventModel.countDocuments({ orderId });
const list = async (who: TestPrincipal, path: string) =>
  ((await request(t.app).get(path).set(bearer(who.token)).expect(200)).body as Order[]).map((order) => order.orderId);

describe("a courier's orders", () => {
  let onTheRoad: Order;
  let handedOver: Order;
  let byOthers: Order;
  let inTheKitchen: Order;
  let pickupReady: Order;

  beforeAll(async () => {
    onTheRoad = await orderAt('DELIVERY', 'OUT_FOR_DELIVERY', 'Ring twice, dog in the yard');
    handedOver = await orderAt('DELIVERY', 'OUT_FOR_DELIVERY');
    await patch(courier, handedOver.orderId, 'DELIVERED', 'OUT_FOR_DELIVERY').expect(200);
    byOthers = await orderAt('DELIVERY', 'DELIVERED');
    inTheKitchen = await orderAt('DELIVERY', 'PREPARING');
    pickupReady = await orderAt('PICKUP', 'READY_FOR_PICKUP');
  });

  it('when a courier reads the board, then it holds only the delivery orders on the road; the owner sees them all', async () => {
    const courierBoard = await list(courier, '/api/orders/all/orders');
    expect(courierBoard).toContain(onTheRoad.orderId);
    expect(courierBoard).not.toEqual(expect.arrayContaining([inTheKitchen.orderId]));
    expect(courierBoard).not.toEqual(expect.arrayContaining([pickupReady.orderId]));
    const stored = await OrderModel.find({ orderId: { $in: courierBoard } }).lean();
    expect(stored.every((order) => order.orderType === 'DELIVERY' && order.status === 'OUT_FOR_DELIVERY')).toBe(true);
    expect(await list(owner, '/api/orders/all/orders')).toEqual(
      expect.arrayContaining([onTheRoad.orderId, inTheKitchen.orderId, pickupReady.orderId]),
    );
  });

  it("when a courier reads the board's tabs, then delivered holds only what they handed over today, placed and cancelled nothing", async () => {
    expect(await list(courier, '/api/orders/status/delivered')).toEqual([handedOver.orderId]);
    expect(await list(courier, '/api/orders/status/placed')).toEqual([]);
    expect(await list(courier, '/api/orders/status/cancelled')).toEqual([]);
    expect(await list(owner, '/api/orders/status/delivered')).toEqual(expect.arrayContaining([handedOver.orderId, byOthers.orderId]));
  });

  it('when a courier opens an order on the road, then it has the address with the note, the phone and the amount to collect; any other order is not found', async () => {
    const res = await request(t.app).get(`/api/orders/${onTheRoad.orderId}`).set(bearer(courier.token)).expect(200);
    const order = orderSchema.parse(res.body);
    expect(order.address).toMatchObject({ street: 'Piac utca', otherInstructions: 'Ring twice, dog in the yard' });
    expect(order.user.phone).toMatch(/^\+36/);
    expect(order).toMatchObject({ paymentMethod: 'CASH', totalPrice: onTheRoad.totalPrice });
    for (const other of [inTheKitchen, pickupReady, byOthers]) {
      await request(t.app).get(`/api/orders/${other.orderId}`).set(bearer(courier.token)).expect(404);
    }
  });

  it('when a courier hands over a delivery order on the road, then it is delivered, with or without the status they saw', async () => {
    const first = await orderAt('DELIVERY', 'OUT_FOR_DELIVERY');
    const second = await orderAt('DELIVERY', 'OUT_FOR_DELIVERY');
    await patch(courier, first.orderId, 'DELIVERED', 'OUT_FOR_DELIVERY').expect(200);
    await patch(courier, second.orderId, 'DELIVERED').expect(200);
    expect([await statusOf(first.orderId), await statusOf(second.orderId)]).toEqual(['DELIVERED', 'DELIVERED']);
    const stored = await OrderModel.findOne({ orderId: first.orderId }).lean();
    expect(stored?.statusHistory.at(-1)).toMatchObject({ status: 'DELIVERED', by: courier.user.id });
  });

  it.each([
    ['PICKUP', 'PREPARING', 'READY_FOR_PICKUP'],
    ['PICKUP', 'READY_FOR_PICKUP', 'COMPLETED'],
    ['DELIVERY', 'PREPARING', 'OUT_FOR_DELIVERY'],
    ['DELIVERY', 'PLACED', 'PREPARING'],
    ['DELIVERY', 'OUT_FOR_DELIVERY', 'CANCELLED'],
    ['DELIVERY', 'PLACED', 'CANCELLED'],
  ] as const)('when a courier moves a %s order from %s to %s, then 403 and nothing is written', async (type, from, to) => {
    const order = await orderAt(type, from);
    const events = await eventsOf(order.orderId);
    for (const sent of [from, undefined]) {
      const res = await patch(courier, order.orderId, to, sent).expect(403);
      expect(res.body).toEqual({
        message: `Your role does not allow moving order ${order.orderSequence} from ${from} to ${to}.`,
        code: 'FORBIDDEN',
      });
    }
    expect(await statusOf(order.orderId)).toBe(from);
    expect(await eventsOf(order.orderId)).toBe(events);
  });

  it('when the refusal is answered in Hungarian, then it is translated', async () => {
    const order = await orderAt('PICKUP', 'PREPARING');
    const res = await patch(courier, order.orderId, 'READY_FOR_PICKUP').set('Accept-Language', 'hu').expect(403);
    expect(res.body.message).toContain('Az Ön szerepköre nem engedi');
  });
});

describe('cancelling by role', () => {
  it('when the kitchen rejects a new order, then it is cancelled', async () => {
    const order = await orderAt('PICKUP', 'PLACED');
    await patch(kitchen, order.orderId, 'CANCELLED', 'PLACED').expect(200);
    expect(await statusOf(order.orderId)).toBe('CANCELLED');
  });

  it.each(['PREPARING', 'READY_FOR_PICKUP'] as const)(
    'when the kitchen cancels an accepted order (%s), then 403 and nothing is written; the manager may',
    async (status) => {
      const order = await orderAt('PICKUP', status);
      const events = await eventsOf(order.orderId);
      await patch(kitchen, order.orderId, 'CANCELLED', status).expect(403);
      await patch(kitchen, order.orderId, 'CANCELLED').expect(403);
      expect(await statusOf(order.orderId)).toBe(status);
      expect(await eventsOf(order.orderId)).toBe(events);
      await patch(manager, order.orderId, 'CANCELLED', status).expect(200);
      expect(await statusOf(order.orderId)).toBe('CANCELLED');
    },
  );

  it('when the kitchen moves an order along, then it may (accept, ready, complete)', async () => {
    const order = await orderAt('PICKUP', 'PLACED');
    for (const to of ['PREPARING', 'READY_FOR_PICKUP', 'COMPLETED'] as const) await patch(kitchen, order.orderId, to).expect(200);
  });
});
