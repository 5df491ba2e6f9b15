/**
 * Placing an order for later (docs/product/scheduled-orders.md#checkout, #the-order) on the real app
 * and database with a clock the test moves: at 09:30 on a closed morning the quote and the order for
 * a slot go through and append order-scheduled (not order-created), without escalation until the
 * release; a slot not offered is 409 SLOT_UNAVAILABLE with the next slots; a full one SLOT_FULL (in
 * Hungarian too); accepting early promises the slot; the original client's form still orders ASAP.
 */
import { type Order } from '@pizza/shared';
import { bearer } from '@pizza/test-kit';
import request from 'supertest';

import { fixedClock } from '../../../lib/clock';
import { createTestAdmin, createTestCustomer, type TestPrincipal } from '../../../test/auth';
import { everyDay } from '../../../test/scheduled-fixture';
import { addSelectedAddress, budapestWinter, checkout, fillCart, placeOrder, quoteOf, WORKED_EXAMPLE } from '../../../test/shop-requests';
import { OrderEventModel, RestaurantModel } from '../../../test/stored-records';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { OrderModel } from '../orders.model';

// Saturday 14 February 2026, Budapest UTC+1; open 11:00-22:00 for both services every day.
const DAY = '2026-02-14';
const clock = fixedClock(budapestWinter(DAY, '09:30:00'));
const HOURS = everyDay('11:00', '22:00');

let t: TestApp;
let owner: TestPrincipal;

beforeAll(async () => {
  t = await createTestApp({ overrides: { clock } });
  owner = await createTestAdmin();
  await request(t.app).put('/api/restaurant/hours').set(bearer(owner.token)).send(HOURS).expect(200);
});

afterAll(() => t.close());

beforeEach(() => clock.set(budapestWinter(DAY, '09:30:00')));

const at = (time: string) => budapestWinter(DAY, `${time}:00`).toISOString();
const quoteFor = (customer: TestPrincipal, scheduledFor: string, orderType: 'PICKUP' | 'DELIVERY' = 'PICKUP') =>
  request(t.app)
    .post(orderType === 'PICKUP' ? '/api/orders/pickup-checkout' : '/api/orders/checkout')
    .set(bearer(customer.token))
    .send({ scheduledFor });

async function customerWithCart() {
  const customer = await createTestCustomer();
  await fillCart(t.app, customer.token, WORKED_EXAMPLE);
  return customer;
}

/** Quotes and places an order for the slot; answers the placed order. */
async function schedule(customer: TestPrincipal, scheduledFor: string, orderType: 'PICKUP' | 'DELIVERY' = 'PICKUP'): Promise<Order> {
  const quote = (await quoteFor(customer, scheduledFor, orderType).expect(200)).body as { orderId: string };
  return (await placeOrder(t.app, customer.token, quote.orderId, orderType, { scheduledFor }).expect(200)).body as Order;
}

it('when a customer schedules a delivery for 11:30 at 09:30 on a closed morning, then it is placed with its slot and release, appends order-scheduled, and has no escalation', async () => {
  const customer = await customerWithCart();
  await addSelectedAddress(t.app, customer.token);
  // As soon as possible is refused while closed, as before.
  expect((await checkout(t.app, customer.token, 'DELIVERY').expect(409)).body.code).toBe('RESTAURANT_CLOSED');

  const order = await schedule(customer, at('11:30'), 'DELIVERY');

  expect(order).toMatchObject({ status: 'PLACED', orderType: 'DELIVERY', scheduledFor: at('11:30') });
  const drive = order.driveMinutes!;
  expect(order.releaseAt).toBe(new Date(Date.parse(at('11:30')) - (30 + drive) * 60_000).toISOString());
  expect(order.releasedAt).toBeUndefined();
  expect(order.escalation).toBeUndefined();
  const types = (await OrderEventModel.find({ orderId: order.orderId }).lean()).map((row) => row.type);
  expect(types).toEqual(['order-scheduled']);
});

it('when staff accept a scheduled order early, then the estimate is its slot, not the usual minutes from now', async () => {
  const customer = await customerWithCart();
  const order = await schedule(customer, at('12:00'));
  await request(t.app)
    .patch(`/api/orders/${order.orderId}/status`)
    .query({ status: 'PREPARING' })
    .set(bearer(owner.token))
    .send({})
    .expect(200);
  const stored = await OrderModel.findOne({ orderId: order.orderId }).lean();
  expect(stored).toMatchObject({ status: 'PREPARING', estimatedReadyAt: new Date(at('12:00')) });
});

it('when staff change the hours after an order was scheduled, then it keeps its slot and release, and is released at its time', async () => {
  const customer = await customerWithCart();
  const order = await schedule(customer, at('21:30'));
  const shorter = { ...HOURS, pickup: HOURS.pickup.map((range) => ({ ...range, closes: '21:00' })) };
  await request(t.app).put('/api/restaurant/hours').set(bearer(owner.token)).send(shorter).expect(200);
  try {
    // 21:30 is no longer offered to anyone else, but this order keeps it.
    expect((await quoteFor(await customerWithCart(), at('21:30')).expect(409)).body.code).toBe('SLOT_UNAVAILABLE');
    const stored = await OrderModel.findOne({ orderId: order.orderId }).lean();
    expect(stored).toMatchObject({ status: 'PLACED', scheduledFor: new Date(at('21:30')), releaseAt: new Date(at('21:10')) });
    expect(await t.deps.orders.releaseOnce(order.orderId, new Date(at('21:10')))).toBe(true);
  } finally {
    await request(t.app).put('/api/restaurant/hours').set(bearer(owner.token)).send(HOURS).expect(200);
  }
});

it('when the slot is too soon or off the grid, then 409 SLOT_UNAVAILABLE names it and offers the next slots with places', async () => {
  const customer = await customerWithCart();
  const offGrid = (await quoteFor(customer, at('11:07')).expect(409)).body;
  expect(offGrid).toMatchObject({
    code: 'SLOT_UNAVAILABLE',
    message: 'You can no longer order for today 11:07. Please choose another time.',
  });
  expect(offGrid.details.nextSlots).toEqual([
    { at: at('11:15'), time: '11:15', left: 4 },
    { at: at('11:30'), time: '11:30', left: 4 },
    { at: at('11:45'), time: '11:45', left: 4 },
  ]);

  const quote = await (async () => {
    clock.set(budapestWinter(DAY, '11:00:00'));
    return quoteOf(t.app, customer.token);
  })();
  clock.set(budapestWinter(DAY, '10:50:00'));
  // The pickup prep is 20 minutes: at 10:50, 11:00 is too soon, and placing checks it again.
  const tooSoon = (await placeOrder(t.app, customer.token, quote.orderId, 'PICKUP', { scheduledFor: at('11:00') }).expect(409)).body;
  expect(tooSoon).toMatchObject({ code: 'SLOT_UNAVAILABLE' });
  expect(tooSoon.details.nextSlots[0]).toMatchObject({ time: '11:15' });
  expect(await OrderModel.countDocuments({ orderId: quote.orderId, status: 'PLACED' })).toBe(0);
});

it('when the slot is full, then placing is 409 SLOT_FULL with the next slots, in Hungarian for a Hungarian reader', async () => {
  const full = { enabled: true, daysAhead: 2, slotMinutes: 15, capacity: { PICKUP: 1, DELIVERY: 4 }, rules: [] };
  await request(t.app).put('/api/restaurant/scheduling').set(bearer(owner.token)).send(full).expect(200);
  try {
    await schedule(await customerWithCart(), at('13:00'));
    const late = await customerWithCart();
    const quote = (await quoteFor(late, at('13:00')).expect(200)).body as { orderId: string };
    const refused = await placeOrder(t.app, late.token, quote.orderId, 'PICKUP', { scheduledFor: at('13:00') })
      .set('Accept-Language', 'hu')
      .expect(409);
    expect(refused.body).toMatchObject({
      code: 'SLOT_FULL',
      message: 'Sajnáljuk, ma 13:00 időpontra épp most beteltek a helyek. Kérjük, válasszon másik időpontot.',
    });
    expect(refused.body.details.nextSlots[0]).toEqual({ at: at('13:15'), time: '13:15', left: 1 });
  } finally {
    await RestaurantModel.updateOne({ _id: 1 }, { $unset: { scheduling: 1 } });
  }
});

it('when ordering for later is off, then a scheduled quote or order is 400 and ASAP is not affected', async () => {
  await request(t.app)
    .put('/api/restaurant/scheduling')
    .set(bearer(owner.token))
    .send({ enabled: false, daysAhead: 2, slotMinutes: 15, capacity: { PICKUP: 4, DELIVERY: 4 }, rules: [] })
    .expect(200);
  try {
    const customer = await customerWithCart();
    expect((await quoteFor(customer, at('13:00')).expect(400)).body.message).toBe(
      'Ordering for later is not available. Please order for as soon as possible.',
    );
  } finally {
    await RestaurantModel.updateOne({ _id: 1 }, { $unset: { scheduling: 1 } });
  }
});

it("when the original client's empty form places during opening hours, then it is an ASAP order as before: order-created and escalation", async () => {
  clock.set(budapestWinter(DAY, '12:00:00'));
  const customer = await customerWithCart();
  const quote = await quoteOf(t.app, customer.token);
  const order = (await placeOrder(t.app, customer.token, quote.orderId).expect(200)).body as Order;
  expect(order.scheduledFor).toBeUndefined();
  expect(order.escalation).toBeDefined();
  const types = (await OrderEventModel.find({ orderId: order.orderId }).lean()).map((row) => row.type);
  expect(types).toEqual(['order-created']);
});
