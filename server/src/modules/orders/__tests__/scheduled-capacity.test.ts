/**
 * The places of a slot (docs/product/scheduled-orders.md#checkout) on the real app and database:
 * 20 customers racing for the last place get exactly one order, every other one 409 SLOT_FULL; a
 * rejected or cancelled order gives its place back in the cancel's transaction; the customer may
 * cancel their order for later until it is released, never another customer's.
 */
import { type Order } from '@pizza/shared';
import { bearer } from '@pizza/test-kit';
import request from 'supertest';

import { fixedClock } from '../../../lib/clock';
import { createTestAdmin, createTestCustomer, type TestPrincipal } from '../../../test/auth';
import { everyDay } from '../../../test/scheduled-fixture';
import { budapestWinter, fillCart, placed, placeOrder, WORKED_EXAMPLE } from '../../../test/shop-requests';
import { OrderEventModel } from '../../../test/stored-records';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { OrderModel } from '../orders.model';
import { SlotBookingModel } from '../slot-bookings.model';

// Saturday 14 February 2026 at 09:30, Budapest UTC+1; open 11:00-22:00 every day; two pickups per slot.
const DAY = '2026-02-14';
const clock = fixedClock(budapestWinter(DAY, '09:30:00'));
const HOURS = everyDay('11:00', '22:00');
const CAPACITY = 2;

let t: TestApp;
let owner: TestPrincipal;

beforeAll(async () => {
  t = await createTestApp({ overrides: { clock } });
  owner = await createTestAdmin();
  await request(t.app).put('/api/restaurant/hours').set(bearer(owner.token)).send(HOURS).expect(200);
  await request(t.app)
    .put('/api/restaurant/scheduling')
    .set(bearer(owner.token))
    .send({ enabled: true, daysAhead: 2, slotMinutes: 15, capacity: { PICKUP: CAPACITY, DELIVERY: 4 }, rules: [] })
    .expect(200);
});

afterAll(() => t.close());

beforeEach(() => clock.set(budapestWinter(DAY, '09:30:00')));

const at = (time: string) => budapestWinter(DAY, `${time}:00`).toISOString();
const taken = async (time: string) => (await SlotBookingModel.findById(`PICKUP:${at(time)}`).lean())?.taken;

/** A customer with a cart and a quote for the slot, ready to place. */
async function readyFor(scheduledFor: string) {
  const customer = await createTestCustomer();
  await fillCart(t.app, customer.token, WORKED_EXAMPLE);
  const quote = await request(t.app).post('/api/orders/pickup-checkout').set(bearer(customer.token)).send({ scheduledFor }).expect(200);
  return { customer, orderId: quote.body.orderId as string };
}

const place = ({ customer, orderId }: { customer: TestPrincipal; orderId: string }, scheduledFor: string) =>
  placeOrder(t.app, customer.token, orderId, 'PICKUP', { scheduledFor });

const cancel = (customer: TestPrincipal, orderId: string) =>
  request(t.app).post(`/api/orders/${orderId}/cancel`).set(bearer(customer.token)).send();

it('when 20 customers race for the last place of a slot, then exactly one order is placed, the others are told SLOT_FULL, and taken equals the limit', async () => {
  await place(await readyFor(at('12:00')), at('12:00')).expect(200);
  const racers = [];
  for (let i = 0; i < 20; i += 1) racers.push(await readyFor(at('12:00')));

  const answers = await Promise.all(racers.map((racer) => place(racer, at('12:00'))));

  expect(answers.filter((res) => res.status === 200)).toHaveLength(1);
  const refused = answers.filter((res) => res.status !== 200);
  expect(refused.map((res) => [res.status, res.body.code])).toEqual(Array(19).fill([409, 'SLOT_FULL']));
  expect(refused[0]!.body.details.nextSlots[0]).toMatchObject({ time: '12:15', left: CAPACITY });
  expect(await taken('12:00')).toBe(CAPACITY);
  expect(await OrderModel.countDocuments({ scheduledFor: new Date(at('12:00')), status: 'PLACED' })).toBe(CAPACITY);
});

it('when staff reject an order for later, then its place is free again and another customer takes it', async () => {
  const first = await place(await readyFor(at('13:00')), at('13:00')).expect(200);
  await place(await readyFor(at('13:00')), at('13:00')).expect(200);
  const third = await readyFor(at('13:00'));
  expect((await place(third, at('13:00')).expect(409)).body.code).toBe('SLOT_FULL');

  await request(t.app)
    .patch(`/api/orders/${first.body.orderId}/status`)
    .query({ status: 'CANCELLED' })
    .set(bearer(owner.token))
    .send({})
    .expect(200);
  expect(await taken('13:00')).toBe(CAPACITY - 1);

  await place(third, at('13:00')).expect(200);
  expect(await taken('13:00')).toBe(CAPACITY);
});

it('when the customer cancels before the release, then CANCELLED by the customer, status-changed appended, the place freed; again answers the same', async () => {
  const ready = await readyFor(at('14:00'));
  const order = (await place(ready, at('14:00')).expect(200)).body as Order;
  expect(await taken('14:00')).toBe(1);

  const cancelled = (await cancel(ready.customer, order.orderId).expect(200)).body as Order;

  expect(cancelled).toMatchObject({ orderId: order.orderId, status: 'CANCELLED', cancelReason: 'cancelled by the customer' });
  const event = await OrderEventModel.findOne({ orderId: order.orderId, type: 'status-changed' }).lean();
  expect(event?.payload).toMatchObject({ previousStatus: 'PLACED', by: 'customer', order: { status: 'CANCELLED' } });
  expect(await taken('14:00')).toBe(0);
  expect((await cancel(ready.customer, order.orderId).expect(200)).body).toMatchObject({ status: 'CANCELLED' });
  expect(await taken('14:00')).toBe(0);
});

it("when another customer cancels someone's order, then 404 and nothing changes", async () => {
  const ready = await readyFor(at('15:00'));
  const order = (await place(ready, at('15:00')).expect(200)).body as Order;
  const stranger = await createTestCustomer();
  await cancel(stranger, order.orderId).expect(404);
  await request(t.app).post(`/api/orders/${order.orderId}/cancel`).set(bearer(owner.token)).send().expect(403);
  expect((await OrderModel.findOne({ orderId: order.orderId }).lean())?.status).toBe('PLACED');
});

it('when the order was released (or was never for later), then the customer cancel is 409 TOO_LATE_TO_CANCEL', async () => {
  const ready = await readyFor(at('16:00'));
  const order = (await place(ready, at('16:00')).expect(200)).body as Order;
  await OrderModel.updateOne({ orderId: order.orderId }, { $set: { releasedAt: budapestWinter(DAY, '15:40:00') } });
  const late = await cancel(ready.customer, order.orderId).set('Accept-Language', 'en').expect(409);
  expect(late.body).toMatchObject({
    code: 'TOO_LATE_TO_CANCEL',
    message: 'The kitchen is already working on your order, so it can no longer be cancelled here. Please call us.',
  });
  expect((await OrderModel.findOne({ orderId: order.orderId }).lean())?.status).toBe('PLACED');

  clock.set(budapestWinter(DAY, '12:00:00'));
  const asap = await createTestCustomer();
  await fillCart(t.app, asap.token, WORKED_EXAMPLE);
  const now = await placed(t.app, asap.token);
  expect((await cancel(asap, now.orderId).expect(409)).body.code).toBe('TOO_LATE_TO_CANCEL');
});
