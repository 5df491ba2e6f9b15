/**
 * Opening hours through the API, on the real app and database with a clock the test moves: the
 * hours as schema.org-shaped JSON, the status they give (per service, with the next opening),
 * checkout refused outside them with a message naming the next opening, and the staff's toggle
 * with and without an end.
 */
import { type RestaurantHours, restaurantStatusSchema } from '@pizza/shared';
import { bearer } from '@pizza/test-kit';
import request from 'supertest';

import { fixedClock } from '../../../lib/clock';
import { createTestAdmin, createTestCustomer, type TestPrincipal } from '../../../test/auth';
import { addSelectedAddress, checkout, fillCart } from '../../../test/shop-requests';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { RestaurantModel } from '../restaurant.model';

// Monday 2026-02-09, Budapest is UTC+1.
const clock = fixedClock(new Date('2026-02-09T11:00:00Z'));
const budapest = (local: string) => new Date(`${local}+01:00`);

let t: TestApp;
let staff: TestPrincipal;
let customer: TestPrincipal;

const HOURS: RestaurantHours = {
  timezone: 'Europe/Budapest',
  pickup: ['Monday', 'Tuesday'].flatMap((dayOfWeek) => [{ dayOfWeek: dayOfWeek as 'Monday', opens: '11:00', closes: '22:00' }]),
  delivery: [{ dayOfWeek: 'Monday', opens: '18:00', closes: '02:00' }],
  special: [{ date: '2026-02-10', closed: true }],
};

beforeAll(async () => {
  t = await createTestApp({ overrides: { clock } });
  staff = await createTestAdmin();
  customer = await createTestCustomer();
  await fillCart(t.app, customer.token, [{ menuItemId: 'PIZ_006', quantity: 2 }]);
  await addSelectedAddress(t.app, customer.token);
});

afterAll(() => t.close());

beforeEach(async () => {
  await RestaurantModel.updateOne({ _id: 1 }, { $set: { isOpen: true }, $unset: { hours: 1, manualUntil: 1 } });
});

const status = async () => restaurantStatusSchema.parse((await request(t.app).get('/api/restaurant/restaurant-status').expect(200)).body);
const putHours = (body: object, token = staff.token) => request(t.app).put('/api/restaurant/hours').set(bearer(token)).send(body);
const toggle = (query: string) => request(t.app).put(`/api/restaurant/1/status?${query}`).set(bearer(staff.token)).send({});

describe('the opening hours', () => {
  it('when nobody set hours, then GET answers the empty schedule and the toggle alone rules (as the original did)', async () => {
    clock.set(budapest('2026-02-09T03:00:00'));
    expect((await request(t.app).get('/api/restaurant/hours').expect(200)).body).toEqual({
      timezone: 'Europe/Budapest',
      pickup: [],
      delivery: [],
      special: [],
    });
    expect(await status()).toMatchObject({ isOpen: true, reason: 'manual' });
  });

  it('when a customer or nobody sends hours, then they are refused; malformed hours get 400 with the reason', async () => {
    await request(t.app).put('/api/restaurant/hours').send(HOURS).expect(401);
    await putHours(HOURS, customer.token).expect(403);
    const bad = await putHours({ ...HOURS, pickup: [{ dayOfWeek: 'Monday', opens: '11:00', closes: '24:30' }] }).expect(400);
    expect(bad.body.message).toContain('Use a time of day as HH:MM');
    expect((await request(t.app).get('/api/restaurant/hours').expect(200)).body.pickup).toEqual([]);
  });

  it('when staff set hours, then GET gives them back in the schema.org shape and the status follows them per service', async () => {
    expect((await putHours(HOURS).expect(200)).body).toEqual(HOURS);
    expect((await request(t.app).get('/api/restaurant/hours').expect(200)).body).toEqual(HOURS);

    clock.set(budapest('2026-02-09T12:00:00'));
    expect(await status()).toMatchObject({
      isOpen: true,
      reason: 'hours',
      services: {
        PICKUP: { isOpen: true, closesAt: budapest('2026-02-09T22:00:00').toISOString() },
        DELIVERY: { isOpen: false, nextOpening: budapest('2026-02-09T18:00:00').toISOString() },
      },
    });
    // Past midnight, delivery's Monday range still runs; pickup has closed.
    clock.set(budapest('2026-02-10T01:00:00'));
    expect(await status()).toMatchObject({
      isOpen: true,
      services: { PICKUP: { isOpen: false }, DELIVERY: { isOpen: true, closesAt: budapest('2026-02-10T02:00:00').toISOString() } },
    });
    // Tuesday is a closed special day: the next opening is the next Monday.
    clock.set(budapest('2026-02-10T12:00:00'));
    expect(await status()).toMatchObject({ isOpen: false, reason: 'hours', nextOpening: budapest('2026-02-16T11:00:00').toISOString() });
  });

  it('when the shop is closed by the hours, then checkout is refused with 409 naming the next opening; a closed service names its own', async () => {
    await putHours(HOURS).expect(200);
    clock.set(budapest('2026-02-09T08:00:00'));
    const closed = await checkout(t.app, customer.token, 'PICKUP').expect(409);
    expect(closed.body).toMatchObject({
      code: 'RESTAURANT_CLOSED',
      message: 'Sorry! The restaurant is closed now and not accepting orders. We open again today at 11:00.',
    });
    clock.set(budapest('2026-02-09T12:00:00'));
    const delivery = await checkout(t.app, customer.token, 'DELIVERY').expect(409);
    expect(delivery.body.message).toBe(
      'Delivery is not available right now; it starts again today at 18:00. You can still order for pickup.',
    );
    await checkout(t.app, customer.token, 'PICKUP').expect(200);
  });

  it('when the one range is Friday 11-20 and it is Friday evening, then the status says the hours, and the refusal names the date a week on', async () => {
    await putHours({ pickup: [{ dayOfWeek: 'Friday', opens: '11:00', closes: '20:00' }], delivery: [], special: [] }).expect(200);
    clock.set(budapest('2026-02-13T20:30:00'));
    expect(await status()).toMatchObject({ isOpen: false, reason: 'hours', nextOpening: budapest('2026-02-20T11:00:00').toISOString() });
    const closed = await checkout(t.app, customer.token, 'PICKUP').expect(409);
    expect(closed.body.message).toBe(
      'Sorry! The restaurant is closed now and not accepting orders. We open again on 20 February at 11:00.',
    );
    const hu = await checkout(t.app, customer.token, 'PICKUP').set('Accept-Language', 'hu').expect(409);
    expect(hu.body.message).toBe(
      'Sajnáljuk! Az étterem most zárva van, és nem fogad rendeléseket. Legközelebb február 20-án 11:00-kor nyitunk.',
    );
  });
});

describe("the staff's toggle", () => {
  it('when staff close for 30 minutes, then the shop is closed until then and the hours rule again after', async () => {
    await putHours(HOURS).expect(200);
    clock.set(budapest('2026-02-09T12:00:00'));
    const until = budapest('2026-02-09T12:30:00').toISOString();
    await toggle(`isOpen=false&until=${until}`).expect(200);
    expect(await status()).toMatchObject({ isOpen: false, reason: 'manual', closedUntil: until, nextOpening: until });
    expect((await checkout(t.app, customer.token, 'PICKUP').expect(409)).body.message).toContain('We open again today at 12:30.');
    clock.set(budapest('2026-02-09T12:30:00'));
    expect(await status()).toMatchObject({ isOpen: true, reason: 'hours' });
  });

  it('when staff close without an end while the hours say open, then it stays closed for the rest of this opening only', async () => {
    await putHours(HOURS).expect(200);
    clock.set(budapest('2026-02-09T20:00:00'));
    await toggle('isOpen=false').expect(200);
    // Delivery runs to 02:00, the later of the two services.
    expect(await status()).toMatchObject({ isOpen: false, reason: 'manual', closedUntil: budapest('2026-02-10T02:00:00').toISOString() });
    clock.set(budapest('2026-02-16T11:30:00'));
    expect(await status()).toMatchObject({ isOpen: true, reason: 'hours' });
  });

  it('when no hours are set, then a toggle without an end holds for good, as the original client expects', async () => {
    await toggle('isOpen=false').expect(200);
    clock.set(budapest('2026-03-01T12:00:00'));
    expect(await status()).toMatchObject({ isOpen: false, reason: 'manual' });
    expect((await status()).nextOpening).toBeUndefined();
  });

  it('when the end is not in the future or not an instant, then 400 and nothing changes', async () => {
    clock.set(budapest('2026-02-09T12:00:00'));
    expect((await toggle(`isOpen=false&until=${budapest('2026-02-09T11:00:00').toISOString()}`).expect(400)).body.message).toBe(
      'The end of the change must be in the future.',
    );
    await toggle('isOpen=false&until=soon').expect(400);
    expect(await status()).toMatchObject({ isOpen: true });
  });

  it("when the end is more than 366 days ahead of the shop's clock (year 9999), then 400 in the reader's language and nothing changes", async () => {
    clock.set(budapest('2026-02-09T12:00:00'));
    const farAway = toggle('isOpen=false&until=9999-12-31T23:00:00.000Z').expect(400);
    expect((await farAway).body.message).toBe('The end can be at most 366 days from now.');
    const hu = await toggle(`isOpen=false&until=${budapest('2027-02-11T12:00:00').toISOString()}`)
      .set('Accept-Language', 'hu')
      .expect(400);
    expect(hu.body.message).toBe('A vége legfeljebb 366 nap múlva lehet.');
    expect(await status()).toMatchObject({ isOpen: true });
    await toggle(`isOpen=false&until=${budapest('2027-02-10T12:00:00').toISOString()}`).expect(200);
    expect(await status()).toMatchObject({ isOpen: false, closedUntil: budapest('2027-02-10T12:00:00').toISOString() });
  });
});
