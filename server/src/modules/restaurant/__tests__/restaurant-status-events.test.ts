/**
 * Every change of the shop's state is logged with the status it results in, in the same
 * transaction: the toggle (with and without an end), the opening hours, busy mode, a pause, and a
 * settings save (the status carries the usual minutes). Exactly one `restaurant-status-changed`
 * per change, equal to what GET /restaurant-status then answers; a refused change logs nothing.
 */
import { DEFAULT_RESTAURANT_SETTINGS, type RestaurantHours, type RestaurantStatus, restaurantStatusSchema } from '@pizza/shared';
import { bearer } from '@pizza/test-kit';
import request from 'supertest';

import { fixedClock } from '../../../lib/clock';
import { createTestAdmin, type TestPrincipal } from '../../../test/auth';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { RestaurantModel } from '../restaurant.model';

const clock = fixedClock(new Date('2026-02-09T17:00:00Z')); // Monday 18:00 in Budapest.

let t: TestApp;
let staff: TestPrincipal;

beforeAll(async () => {
  t = await createTestApp({ overrides: { clock } });
  staff = await createTestAdmin();
});

afterAll(() => t.close());

beforeEach(async () => {
  clock.set(new Date('2026-02-09T17:00:00Z'));
  await RestaurantModel.updateOne(
    { _id: 1 },
    { $set: { isOpen: true, busyExtraMinutes: 0 }, $unset: { hours: 1, manualUntil: 1, pausedUntil: 1, settings: 1 } },
  );
});

const HOURS: RestaurantHours = {
  timezone: 'Europe/Budapest',
  pickup: [{ dayOfWeek: 'Monday', opens: '11:00', closes: '22:00' }],
  delivery: [{ dayOfWeek: 'Monday', opens: '19:00', closes: '23:00' }],
  special: [],
};

const currentStatus = async () =>
  restaurantStatusSchema.parse((await request(t.app).get('/api/restaurant/restaurant-status').expect(200)).body);

/** Runs a change and returns the events it logged. */
async function logged(change: () => Promise<unknown>) {
  const before = await t.deps.events.latestSeq();
  await change();
  return (await t.deps.events.readAfter(before, { kind: 'all' }, 100)).map(({ event, userId }) => ({ event, userId }));
}

async function expectOneStatusEvent(change: () => Promise<unknown>, expected: Partial<RestaurantStatus>) {
  const events = await logged(change);
  const statusEvents = events.filter(({ event }) => event.type === 'restaurant-status-changed');
  expect(statusEvents).toHaveLength(1);
  expect(statusEvents[0]!.userId).toBeUndefined();
  const { event } = statusEvents[0]!;
  if (event.type !== 'restaurant-status-changed') throw new Error('unreachable');
  expect(event.status).toMatchObject(expected);
  expect(event.status).toEqual(await currentStatus());
  return events;
}

const put = (path: string, body: object) => request(t.app).put(`/api/restaurant/${path}`).set(bearer(staff.token)).send(body);

it('when staff close the shop until 19:00 with the toggle, then one restaurant-status-changed says closed until then', async () => {
  const until = '2026-02-09T18:00:00.000Z';
  await expectOneStatusEvent(
    () => request(t.app).put(`/api/restaurant/1/status?isOpen=false&until=${until}`).set(bearer(staff.token)).send({}).expect(200),
    { isOpen: false, reason: 'manual', closedUntil: until, nextOpening: until },
  );
});

it('when staff open the shop again, then one restaurant-status-changed says open', async () => {
  await RestaurantModel.updateOne({ _id: 1 }, { $set: { isOpen: false } });
  await expectOneStatusEvent(
    () => request(t.app).put('/api/restaurant/1/status?isOpen=true').set(bearer(staff.token)).send({}).expect(200),
    {
      isOpen: true,
      reason: 'manual',
    },
  );
});

it('when staff turn busy mode to +30, then one restaurant-status-changed carries the extra and the usual minutes with it', async () => {
  const events = await expectOneStatusEvent(() => put('busy', { extraMinutes: 30 }).expect(200), {
    isOpen: true,
    busyExtraMinutes: 30,
    typicalMinutes: { PICKUP: 50, DELIVERY: 60 },
  });
  expect(events).toHaveLength(1);
});

it('when staff pause new orders for 15 minutes, then one restaurant-status-changed says paused until then', async () => {
  const until = '2026-02-09T17:15:00.000Z';
  await expectOneStatusEvent(() => put('pause', { minutes: 15 }).expect(200), { isOpen: false, reason: 'paused', pausedUntil: until });
});

it('when staff resume a pause, then one restaurant-status-changed says open', async () => {
  await RestaurantModel.updateOne({ _id: 1 }, { $set: { pausedUntil: new Date('2026-02-09T17:30:00Z') } });
  await expectOneStatusEvent(() => put('pause', { minutes: 0 }).expect(200), { isOpen: true });
});

it('when staff set opening hours, then one restaurant-status-changed gives the status they rule', async () => {
  await expectOneStatusEvent(() => put('hours', HOURS).expect(200), {
    isOpen: true,
    reason: 'hours',
    services: {
      PICKUP: { isOpen: true, closesAt: '2026-02-09T21:00:00.000Z' },
      DELIVERY: { isOpen: false, nextOpening: '2026-02-09T18:00:00.000Z' },
    },
  });
});

it('when staff save the settings, then one settings-changed and one restaurant-status-changed with the new usual minutes', async () => {
  const settings = { ...DEFAULT_RESTAURANT_SETTINGS, prepMinutes: { PICKUP: 25, DELIVERY: 40 } };
  const events = await expectOneStatusEvent(() => put('settings', settings).expect(200), { typicalMinutes: { PICKUP: 25, DELIVERY: 40 } });
  expect(events.map(({ event }) => event.type)).toEqual(['settings-changed', 'restaurant-status-changed']);
});

it('when a change is refused, then nothing is logged', async () => {
  const refused = await logged(async () => {
    await put('busy', { extraMinutes: 20 }).expect(400);
    await put('pause', { minutes: 45 }).expect(400);
    await put('hours', { ...HOURS, pickup: [{ dayOfWeek: 'Monday', opens: '25:00', closes: '22:00' }] }).expect(400);
    await request(t.app)
      .put('/api/restaurant/1/status?isOpen=false&until=2026-02-09T16:00:00Z')
      .set(bearer(staff.token))
      .send({})
      .expect(400);
  });
  expect(refused).toEqual([]);
});
