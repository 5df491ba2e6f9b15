/**
 * Busy mode and pausing new orders from the board, on the real app and database with a clock the
 * test moves: a pause closes checkout with a message naming when orders are taken again and ends by
 * itself; busy mode is reported in the status; only staff change either, only with offered values.
 */
import { restaurantStatusSchema } from '@pizza/shared';
import { bearer } from '@pizza/test-kit';
import request from 'supertest';

import { fixedClock } from '../../../lib/clock';
import { createTestAdmin, createTestCustomer, type TestPrincipal } from '../../../test/auth';
import { checkout, fillCart } from '../../../test/shop-requests';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { RestaurantModel } from '../restaurant.model';

const clock = fixedClock(new Date('2026-02-09T17:00:00Z')); // Monday 18:00 in Budapest.

let t: TestApp;
let staff: TestPrincipal;
let customer: TestPrincipal;

beforeAll(async () => {
  t = await createTestApp({ overrides: { clock } });
  staff = await createTestAdmin();
  customer = await createTestCustomer();
  await fillCart(t.app, customer.token, [{ menuItemId: 'PIZ_006', quantity: 2 }]);
});

afterAll(() => t.close());

beforeEach(async () => {
  clock.set(new Date('2026-02-09T17:00:00Z'));
  await RestaurantModel.updateOne(
    { _id: 1 },
    { $set: { isOpen: true, busyExtraMinutes: 0 }, $unset: { hours: 1, manualUntil: 1, pausedUntil: 1 } },
  );
});

const status = async () => restaurantStatusSchema.parse((await request(t.app).get('/api/restaurant/restaurant-status').expect(200)).body);
const put = (path: string, body: object, token = staff.token) =>
  request(t.app).put(`/api/restaurant/${path}`).set(bearer(token)).send(body);

it('when staff pause new orders for 30 minutes, then checkout says when orders are taken again, and after 30 minutes it works by itself', async () => {
  const answer = await put('pause', { minutes: 30 }).expect(200);
  const until = '2026-02-09T17:30:00.000Z';
  expect(answer.body).toMatchObject({ isOpen: false, reason: 'paused', pausedUntil: until, nextOpening: until });
  expect(await status()).toMatchObject({
    isOpen: false,
    reason: 'paused',
    services: { PICKUP: { isOpen: false }, DELIVERY: { isOpen: false } },
  });
  const refused = await checkout(t.app, customer.token).expect(409);
  expect(refused.body).toMatchObject({
    code: 'RESTAURANT_CLOSED',
    message: 'Our kitchen is full right now, so new orders are paused. We take orders again today at 18:30.',
  });

  clock.set(new Date('2026-02-09T17:30:00Z'));
  expect(await status()).toMatchObject({ isOpen: true, reason: 'manual' });
  await checkout(t.app, customer.token).expect(200);
});

it('when staff end a pause with 0, then orders are taken at once', async () => {
  await put('pause', { minutes: 60 }).expect(200);
  expect((await put('pause', { minutes: 0 }).expect(200)).body).toMatchObject({ isOpen: true });
  expect((await status()).pausedUntil).toBeUndefined();
});

it('when the shop is closed anyway, then a pause does not hide why it is closed', async () => {
  await request(t.app).put('/api/restaurant/1/status?isOpen=false').set(bearer(staff.token)).expect(200);
  await put('pause', { minutes: 15 }).expect(200);
  expect(await status()).toMatchObject({ isOpen: false, reason: 'manual' });
});

it('when staff set busy mode, then the status reports the extra minutes and orders still come in', async () => {
  expect((await put('busy', { extraMinutes: 30 }).expect(200)).body).toMatchObject({ isOpen: true, busyExtraMinutes: 30 });
  expect(await status()).toMatchObject({ busyExtraMinutes: 30, isOpen: true });
  await checkout(t.app, customer.token).expect(200);
  await put('busy', { extraMinutes: 0 }).expect(200);
  expect((await status()).busyExtraMinutes).toBe(0);
});

it('when a value is not offered, or a customer or nobody asks, then 400, 403 or 401 and nothing changes', async () => {
  expect((await put('busy', { extraMinutes: 20 }).expect(400)).body.message).toBe('Busy mode adds 0, 15, 30 or 45 minutes.');
  expect((await put('pause', { minutes: 45 }).expect(400)).body.message).toBe(
    'New orders can be paused for 15, 30 or 60 minutes (0 ends the pause).',
  );
  await put('pause', { minutes: '15' }).expect(400);
  await put('pause', { minutes: 15, extra: true }).expect(400);
  await put('busy', { extraMinutes: 15 }, customer.token).expect(403);
  await request(t.app).put('/api/restaurant/pause').send({ minutes: 15 }).expect(401);
  expect(await status()).toMatchObject({ isOpen: true, busyExtraMinutes: 0 });
});
