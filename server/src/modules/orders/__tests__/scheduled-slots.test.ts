/**
 * The slots of ordering for later (docs/product/scheduled-orders.md#slots) on the real app and
 * database, with a clock the test moves: a closed morning offers the day's slots from the opening
 * with "as soon as possible" unavailable, a pause holds back the slots released before it ends, a
 * full slot is listed with no place left, and switched off there are none.
 */
import { DEFAULT_SCHEDULING_SETTINGS, type Order, type RestaurantHours, type SlotsAnswer } from '@pizza/shared';
import { bearer } from '@pizza/test-kit';
import request from 'supertest';

import { fixedClock } from '../../../lib/clock';
import { createTestAdmin, createTestCustomer, type TestPrincipal } from '../../../test/auth';
import { everyDay } from '../../../test/scheduled-fixture';
import { addSelectedAddress, budapestWinter, fillCart, placeOrder, WORKED_EXAMPLE } from '../../../test/shop-requests';
import { RestaurantModel } from '../../../test/stored-records';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { SlotBookingModel } from '../slot-bookings.model';

// Saturday 14 February 2026, Budapest UTC+1; open 11:00-22:00 for both services every day.
const DAY = '2026-02-14';
const clock = fixedClock(budapestWinter(DAY, '09:30:00'));
const HOURS = everyDay('11:00', '22:00');

let t: TestApp;
let owner: TestPrincipal;
let customer: TestPrincipal;

beforeAll(async () => {
  t = await createTestApp({ overrides: { clock } });
  owner = await createTestAdmin();
  customer = await createTestCustomer();
  await addSelectedAddress(t.app, customer.token);
  await request(t.app).put('/api/restaurant/hours').set(bearer(owner.token)).send(HOURS).expect(200);
});

afterAll(() => t.close());

beforeEach(async () => {
  clock.set(budapestWinter(DAY, '09:30:00'));
  await RestaurantModel.updateOne({ _id: 1 }, { $unset: { scheduling: 1, pausedUntil: 1, manualUntil: 1 } });
  await SlotBookingModel.deleteMany({});
});

const slots = async (orderType: 'PICKUP' | 'DELIVERY' = 'PICKUP'): Promise<SlotsAnswer> =>
  (await request(t.app).get('/api/orders/slots').query({ orderType }).set(bearer(customer.token)).expect(200)).body as SlotsAnswer;
const at = (time: string, day = DAY) => budapestWinter(day, `${time}:00`).toISOString();

it('when the shop is closed at 09:30, then pickup slots start at the 11:00 opening every 15 minutes for today and two more days, ASAP unavailable', async () => {
  const answer = await slots();
  expect(answer).toMatchObject({ orderType: 'PICKUP', enabled: true, asapAvailable: false, leadMinutes: 20 });
  expect(answer.days.map((day) => day.date)).toEqual(['2026-02-14', '2026-02-15', '2026-02-16']);
  expect(answer.days[0]!.slots.slice(0, 3)).toEqual([
    { at: at('11:00'), time: '11:00', left: 4 },
    { at: at('11:15'), time: '11:15', left: 4 },
    { at: at('11:30'), time: '11:30', left: 4 },
  ]);
  // 11:00 to 21:45: the closing time itself is no slot.
  expect(answer.days[0]!.slots).toHaveLength(44);
  expect(answer.nextSlot).toEqual({ at: at('11:00'), time: '11:00', left: 4 });
});

it('when it is 11:50 with delivery, then the first slot is the lead time (prep + the drive) ahead, on the grid, and ASAP is available', async () => {
  clock.set(budapestWinter(DAY, '11:50:00'));
  const answer = await slots('DELIVERY');
  expect(answer.asapAvailable).toBe(true);
  expect(answer.leadMinutes).toBeGreaterThan(30);
  const earliest = budapestWinter(DAY, '11:50:00').getTime() + answer.leadMinutes * 60_000;
  const first = new Date(answer.nextSlot!.at).getTime();
  expect(first).toBeGreaterThanOrEqual(earliest);
  expect(first - earliest).toBeLessThan(15 * 60_000);
});

it('when staff pause for 60 minutes at 12:00, then ASAP is off and the first pickup slot is the one released (slot - prep) after 13:00', async () => {
  clock.set(budapestWinter(DAY, '12:00:00'));
  await request(t.app).put('/api/restaurant/pause').set(bearer(owner.token)).send({ minutes: 60 }).expect(200);
  const answer = await slots();
  expect(answer.asapAvailable).toBe(false);
  // Released 20 minutes (the pickup prep) before the slot: 13:15 - 20 min = 12:55 is before the pause ends, 13:30 is not.
  expect(answer.nextSlot).toMatchObject({ time: '13:30' });
});

it('when a slot is full, then it is listed with no place left and the next slot is the one after', async () => {
  await SlotBookingModel.create({ _id: `PICKUP:${at('11:00')}`, service: 'PICKUP', at: at('11:00'), taken: 4 });
  const answer = await slots();
  expect(answer.days[0]!.slots[0]).toEqual({ at: at('11:00'), time: '11:00', left: 0 });
  expect(answer.nextSlot).toMatchObject({ time: '11:15', left: 4 });
});

it('when ordering for later is switched off, then there are no slots and the answer says so', async () => {
  await request(t.app)
    .put('/api/restaurant/scheduling')
    .set(bearer(owner.token))
    .send({ ...DEFAULT_SCHEDULING_SETTINGS, enabled: false })
    .expect(200);
  const answer = await slots();
  expect(answer).toMatchObject({ enabled: false, asapAvailable: false, days: [] });
  expect(answer.nextSlot).toBeUndefined();
});

it('when a limit is 0, then those slots are not offered at all (no orders for later then), the others are', async () => {
  await request(t.app)
    .put('/api/restaurant/scheduling')
    .set(bearer(owner.token))
    .send({
      ...DEFAULT_SCHEDULING_SETTINGS,
      capacity: { PICKUP: 4, DELIVERY: 0 },
      rules: [{ service: 'PICKUP', dayOfWeek: 'Saturday', from: '11:00', to: '12:00', capacity: 0 }],
    })
    .expect(200);
  expect((await slots('DELIVERY')).days).toEqual([]);
  const pickup = await slots();
  expect(pickup.nextSlot).toEqual({ at: at('12:00'), time: '12:00', left: 4 });
  expect(pickup.days[0]!.slots[0]!.time).toBe('12:00');
});

it('when staff or nobody ask, then 403 or 401; a bad order type is 400', async () => {
  await request(t.app).get('/api/orders/slots').query({ orderType: 'PICKUP' }).expect(401);
  await request(t.app).get('/api/orders/slots').query({ orderType: 'PICKUP' }).set(bearer(owner.token)).expect(403);
  await request(t.app).get('/api/orders/slots').query({ orderType: 'TAKEAWAY' }).set(bearer(customer.token)).expect(400);
});

it('when the shop is closed, then its public status says orders for later are taken; switched off or open, it does not', async () => {
  const status = async () =>
    (await request(t.app).get('/api/restaurant/restaurant-status').expect(200)).body as { isOpen: boolean; orderLater?: true };
  expect(await status()).toMatchObject({ isOpen: false, orderLater: true });
  await request(t.app)
    .put('/api/restaurant/scheduling')
    .set(bearer(owner.token))
    .send({ ...DEFAULT_SCHEDULING_SETTINGS, enabled: false })
    .expect(200);
  expect((await status()).orderLater).toBeUndefined();
  await RestaurantModel.updateOne({ _id: 1 }, { $unset: { scheduling: 1 } });
  clock.set(budapestWinter(DAY, '12:00:00'));
  expect(await status()).toMatchObject({ isOpen: true });
  expect((await status()).orderLater).toBeUndefined();
});

describe('the days the clocks change', () => {
  // Open Saturday night into Sunday, both services, across each change of 2026.
  const NIGHT: RestaurantHours = {
    timezone: 'Europe/Budapest',
    pickup: [{ dayOfWeek: 'Saturday', opens: '22:00', closes: '04:00' }],
    delivery: [{ dayOfWeek: 'Saturday', opens: '22:00', closes: '04:00' }],
    special: [],
  };
  beforeEach(() => request(t.app).put('/api/restaurant/hours').set(bearer(owner.token)).send(NIGHT).expect(200));
  afterAll(() => request(t.app).put('/api/restaurant/hours').set(bearer(owner.token)).send(HOURS).expect(200));

  const sundayTimes = (answer: SlotsAnswer, date: string) => answer.days.find((day) => day.date === date)!.slots.map((slot) => slot.time);

  it('when the clocks go forward on 29 March, then Sunday has no 02:xx slot, nothing twice, and an order for 03:00 goes to the kitchen at 01:40', async () => {
    clock.set(new Date('2026-03-28T10:00:00Z')); // Saturday 11:00 CET
    const answer = await slots();
    expect(sundayTimes(answer, '2026-03-29')).toEqual([
      '00:00',
      '00:15',
      '00:30',
      '00:45',
      '01:00',
      '01:15',
      '01:30',
      '01:45',
      '03:00',
      '03:15',
      '03:30',
      '03:45',
    ]);
    const three = answer.days.flatMap((day) => day.slots).find((slot) => slot.time === '03:00' && slot.at.startsWith('2026-03-29'))!;
    expect(three.at).toBe('2026-03-29T01:00:00.000Z'); // 03:00 CEST
    const buyer = await createTestCustomer();
    await fillCart(t.app, buyer.token, WORKED_EXAMPLE);
    const quote = (
      await request(t.app).post('/api/orders/pickup-checkout').set(bearer(buyer.token)).send({ scheduledFor: three.at }).expect(200)
    ).body as { orderId: string };
    const order = (await placeOrder(t.app, buyer.token, quote.orderId, 'PICKUP', { scheduledFor: three.at }).expect(200)).body as Order;
    // 20 minutes of prep before 03:00 CEST is 01:40 CET: real minutes, not wall-clock ones.
    expect(order.releaseAt).toBe('2026-03-29T00:40:00.000Z');
  });

  it('when the clocks go back on 25 October, then the repeated hour is offered once, at its first occurrence', async () => {
    clock.set(new Date('2026-10-24T09:00:00Z')); // Saturday 11:00 CEST
    const answer = await slots();
    const sunday = sundayTimes(answer, '2026-10-25');
    expect(sunday).toEqual([...new Set(sunday)]);
    expect(sunday).toEqual([
      '00:00',
      '00:15',
      '00:30',
      '00:45',
      '01:00',
      '01:15',
      '01:30',
      '01:45',
      '02:00',
      '02:15',
      '02:30',
      '02:45',
      '03:00',
      '03:15',
      '03:30',
      '03:45',
    ]);
    const twoThirty = answer.days.flatMap((day) => day.slots).find((slot) => slot.time === '02:30' && slot.at.startsWith('2026-10-25'))!;
    expect(twoThirty.at).toBe('2026-10-25T00:30:00.000Z'); // 02:30 CEST, the first one
  });
});
