/**
 * Prep time and ETA on the real app and database with a clock the test sets: accepting
 * sets the estimate (pickup: prep + busy extra; delivery: + the distance band's minutes), with or
 * without prepMinutes; staff push it later with one eta-changed event; customers see their own. The
 * wait promised before accepting (status, quote, placed order) is the one accepting gives.
 */
import { destinationPoint, orderSchema, promisedMinutes, restaurantStatusSchema } from '@pizza/shared';
import request from 'supertest';

import { fixedClock } from '../../../lib/clock';
import { createTestAdmin, createTestCustomer, type TestPrincipal } from '../../../test/auth';
import { addSelectedAddress, bearer, fillCart, placed, placeOrder, quoteOf, WORKED_EXAMPLE } from '../../../test/shop-requests';
import { OrderEventModel, RestaurantModel } from '../../../test/stored-records';
import { createTestApp, type TestApp } from '../../../test/test-app';

const ACCEPTED_AT = new Date('2026-02-09T17:00:00Z'); // Monday 18:00 in Budapest.
const clock = fixedClock(ACCEPTED_AT);
const at = (minutes: number) => new Date(ACCEPTED_AT.getTime() + minutes * 60_000).toISOString();

let t: TestApp;
let staff: TestPrincipal;

beforeAll(async () => {
  t = await createTestApp({ overrides: { clock } });
  staff = await createTestAdmin();
});

afterAll(() => t.close());

beforeEach(async () => {
  clock.set(ACCEPTED_AT);
  await RestaurantModel.updateOne(
    { _id: 1 },
    { $set: { isOpen: true, busyExtraMinutes: 0 }, $unset: { hours: 1, manualUntil: 1, pausedUntil: 1, settings: 1 } },
  );
});

/** A placed order; delivery goes to an address `km` east of the restaurant. */
async function newOrder(type: 'PICKUP' | 'DELIVERY', km = 1) {
  const customer = await createTestCustomer();
  await fillCart(t.app, customer.token, WORKED_EXAMPLE);
  if (type === 'DELIVERY') {
    const shop = (await RestaurantModel.findById(1).lean())!;
    await addSelectedAddress(t.app, customer.token, destinationPoint(shop, km * 1000, 90));
  }
  return { customer, order: await placed(t.app, customer.token, type) };
}

const accept = (orderId: string, prepMinutes?: unknown, token = staff.token) =>
  request(t.app)
    .patch(`/api/orders/${orderId}/status`)
    .query({ status: 'PREPARING', ...(prepMinutes === undefined ? {} : { prepMinutes }) })
    .set(bearer(token))
    .send({});
const pushEta = (orderId: string, body: object, token = staff.token) =>
  request(t.app).patch(`/api/orders/${orderId}/eta`).set(bearer(token)).send(body);
const read = async (orderId: string, token: string) =>
  orderSchema.parse((await request(t.app).get(`/api/orders/${orderId}`).set(bearer(token)).expect(200)).body);
const etaEvents = (orderId: string) => OrderEventModel.find({ orderId, type: 'eta-changed' }).sort({ seq: 1 }).lean();
const lastStatusEvent = async (orderId: string) =>
  (await OrderEventModel.find({ orderId, type: 'status-changed' }).sort({ seq: -1 }).limit(1).lean())[0];

describe('accepting with a prep time', () => {
  it('when a pickup is accepted with prepMinutes=30, then it is ready 30 minutes later, for the customer, staff and the event', async () => {
    const { customer, order } = await newOrder('PICKUP');
    expect(order.estimatedReadyAt).toBeUndefined();
    await accept(order.orderId, 30).expect(200);
    expect(await read(order.orderId, customer.token)).toMatchObject({ status: 'PREPARING', estimatedReadyAt: at(30) });
    expect((await read(order.orderId, staff.token)).estimatedDeliveryAt).toBeUndefined();
    expect((await lastStatusEvent(order.orderId))?.payload).toMatchObject({ order: { status: 'PREPARING', estimatedReadyAt: at(30) } });
  });

  it("when a pickup is accepted without prepMinutes (the original client), then the service's default from the settings is used", async () => {
    await RestaurantModel.updateOne(
      { _id: 1 },
      {
        $set: {
          settings: {
            prepMinutes: { PICKUP: 25, DELIVERY: 35 },
            deliveryBands: [{ upToKm: 10, minutes: 20 }],
            escalation: { ringLouderAfterMin: 3, tellCustomerAfterMin: 8, autoCancelAfterMin: 15 },
          },
        },
      },
    );
    const { customer, order } = await newOrder('PICKUP');
    await accept(order.orderId).expect(200);
    expect((await read(order.orderId, customer.token)).estimatedReadyAt).toBe(at(25));
  });

  it('when busy mode adds 30 minutes, then a pickup accepted with 20 minutes is ready in 50', async () => {
    await request(t.app).put('/api/restaurant/busy').set(bearer(staff.token)).send({ extraMinutes: 30 }).expect(200);
    const { customer, order } = await newOrder('PICKUP');
    await accept(order.orderId, 20).expect(200);
    expect((await read(order.orderId, customer.token)).estimatedReadyAt).toBe(at(50));
  });

  it.each([
    [1, 15],
    [3, 25],
    [4.9, 25],
  ])('when a delivery %s km away is accepted with 20 minutes, then it arrives after 20 + the band (%s) minutes', async (km, band) => {
    const { customer, order } = await newOrder('DELIVERY', km);
    await accept(order.orderId, 20).expect(200);
    const seen = await read(order.orderId, customer.token);
    expect(seen).toMatchObject({ estimatedDeliveryAt: at(20 + band) });
    expect(seen.estimatedReadyAt).toBeUndefined();
  });

  it('when a delivery is accepted without prepMinutes while busy (+15), then default prep (30) + busy + band', async () => {
    await request(t.app).put('/api/restaurant/busy').set(bearer(staff.token)).send({ extraMinutes: 15 }).expect(200);
    const { customer, order } = await newOrder('DELIVERY', 3);
    await accept(order.orderId).expect(200);
    expect((await read(order.orderId, customer.token)).estimatedDeliveryAt).toBe(at(30 + 15 + 25));
  });

  it('when a delivery 3 km away is quoted and placed while busy (+15), then the wait promised before accepting is the one accepting gives', async () => {
    await request(t.app).put('/api/restaurant/busy').set(bearer(staff.token)).send({ extraMinutes: 15 }).expect(200);
    const customer = await createTestCustomer();
    await fillCart(t.app, customer.token, WORKED_EXAMPLE);
    expect((await quoteOf(t.app, customer.token, 'PICKUP')).driveMinutes).toBeUndefined();
    const shop = (await RestaurantModel.findById(1).lean())!;
    await addSelectedAddress(t.app, customer.token, destinationPoint(shop, 3000, 90));
    const quote = await quoteOf(t.app, customer.token, 'DELIVERY');
    expect(quote.driveMinutes).toBe(25);
    const order = orderSchema.parse((await placeOrder(t.app, customer.token, quote.orderId, 'DELIVERY').expect(200)).body);
    expect(order.driveMinutes).toBe(25);
    const status = restaurantStatusSchema.parse((await request(t.app).get('/api/restaurant/restaurant-status').expect(200)).body);
    const promised = promisedMinutes(status, 'DELIVERY', order.driveMinutes);
    expect(promised).toEqual({ min: 30 + 15 + 25, max: 30 + 15 + 25 });

    await accept(order.orderId).expect(200);
    expect((await read(order.orderId, customer.token)).estimatedDeliveryAt).toBe(at(promised!.min));
  });

  it.each([['4'], ['121'], ['abc'], ['20.5'], ['']])(
    'when prepMinutes is %j, then 400 with a clear message and the order stays PLACED',
    async (bad) => {
      const { customer, order } = await newOrder('PICKUP');
      const res = await accept(order.orderId, bad).expect(400);
      expect(res.body.message).toContain('prepMinutes must be a whole number of minutes between 5 and 120');
      expect(await read(order.orderId, customer.token)).toMatchObject({ status: 'PLACED' });
    },
  );

  it('when prepMinutes is sent with a move that is not accepting, then 400 and nothing changes', async () => {
    const { customer, order } = await newOrder('PICKUP');
    await accept(order.orderId, 20).expect(200);
    const res = await request(t.app)
      .patch(`/api/orders/${order.orderId}/status`)
      .query({ status: 'READY_FOR_PICKUP', prepMinutes: 20 })
      .set(bearer(staff.token))
      .send({})
      .expect(400);
    expect(res.body.message).toMatch(/only be given when accepting/);
    expect(await read(order.orderId, customer.token)).toMatchObject({ status: 'PREPARING', estimatedReadyAt: at(20) });
  });
});

describe('PATCH /api/orders/:id/eta', () => {
  it('when staff add 10 minutes, then the estimate moves, the answer and the customer show it, and one eta-changed is logged', async () => {
    const { customer, order } = await newOrder('DELIVERY', 1);
    await accept(order.orderId, 20).expect(200);
    const res = await pushEta(order.orderId, { addMinutes: 10 }).expect(200);
    expect(orderSchema.parse(res.body).estimatedDeliveryAt).toBe(at(45));
    expect((await read(order.orderId, customer.token)).estimatedDeliveryAt).toBe(at(45));
    const events = await etaEvents(order.orderId);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ userId: expect.anything() });
    expect(events[0]?.payload).toMatchObject({ by: 'staff', order: { orderId: order.orderId, estimatedDeliveryAt: at(45) } });
  });

  it('when two staff press +10 at the same moment, then both count: 20 minutes later, two events, each with its own estimate', async () => {
    const { customer, order } = await newOrder('PICKUP');
    await accept(order.orderId, 20).expect(200);
    const answers = await Promise.all([pushEta(order.orderId, { addMinutes: 10 }), pushEta(order.orderId, { addMinutes: 10 })]);
    expect(answers.map((res) => res.status)).toEqual([200, 200]);
    expect((await read(order.orderId, customer.token)).estimatedReadyAt).toBe(at(40));
    const estimates = (await etaEvents(order.orderId)).map(
      (event) => (event.payload as { order: { estimatedReadyAt: string } }).order.estimatedReadyAt,
    );
    expect(estimates).toEqual([at(30), at(40)]);
  });

  it('when the estimate has already passed, then the push counts from now', async () => {
    const { customer, order } = await newOrder('PICKUP');
    await accept(order.orderId, 15).expect(200);
    clock.set(new Date(at(25)));
    await pushEta(order.orderId, { addMinutes: 10 }).expect(200);
    expect((await read(order.orderId, customer.token)).estimatedReadyAt).toBe(at(35));
  });

  it('when a customer tries it, then 403 and nothing is logged', async () => {
    const { customer, order } = await newOrder('PICKUP');
    await accept(order.orderId, 20).expect(200);
    await pushEta(order.orderId, { addMinutes: 10 }, customer.token).expect(403);
    await request(t.app).patch(`/api/orders/${order.orderId}/eta`).send({ addMinutes: 10 }).expect(401);
    expect(await etaEvents(order.orderId)).toHaveLength(0);
    expect((await read(order.orderId, customer.token)).estimatedReadyAt).toBe(at(20));
  });

  it('when the order is not accepted yet, or already finished, then 409 with a message and no event', async () => {
    const { order } = await newOrder('PICKUP');
    const placedRes = await pushEta(order.orderId, { addMinutes: 10 }).expect(409);
    expect(placedRes.body.message).toMatch(/not accepted yet/);
    await accept(order.orderId, 20).expect(200);
    await request(t.app)
      .patch(`/api/orders/${order.orderId}/status`)
      .query({ status: 'COMPLETED' })
      .set(bearer(staff.token))
      .send({})
      .expect(200);
    const finished = await pushEta(order.orderId, { addMinutes: 10 }).expect(409);
    expect(finished.body.message).toMatch(/already completed/);
    expect(await etaEvents(order.orderId)).toHaveLength(0);
  });

  it.each([[{ addMinutes: 0 }], [{ addMinutes: 121 }], [{ addMinutes: 2.5 }], [{}], [{ addMinutes: '10' }]])(
    'when the body is %j, then 400 with a clear message',
    async (body) => {
      const { order } = await newOrder('PICKUP');
      await accept(order.orderId, 20).expect(200);
      const res = await pushEta(order.orderId, body).expect(400);
      expect(res.body.message).toContain('addMinutes must be a whole number of minutes between 1 and 120');
      expect(await etaEvents(order.orderId)).toHaveLength(0);
    },
  );

  it('when the order does not exist, then 404', async () => {
    await pushEta('00000000-0000-4000-8000-000000000000', { addMinutes: 10 }).expect(404);
  });
});
