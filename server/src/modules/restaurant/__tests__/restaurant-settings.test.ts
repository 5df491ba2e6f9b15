/**
 * The restaurant settings (prep minutes, delivery bands, escalation) on the real app and database:
 * the defaults until staff save, a save replaces the whole object and logs exactly one
 * `settings-changed` with it (restaurant-status-events.test.ts: and the status it gives), bad values are refused with a clear message and change nothing, and
 * only staff read or write them.
 */
import { DEFAULT_RESTAURANT_SETTINGS, type RestaurantSettings } from '@pizza/shared';
import { bearer } from '@pizza/test-kit';
import request from 'supertest';

import { createTestAdmin, createTestCustomer, type TestPrincipal } from '../../../test/auth';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { RestaurantModel } from '../restaurant.model';

let t: TestApp;
let staff: TestPrincipal;
let customer: TestPrincipal;

beforeAll(async () => {
  t = await createTestApp();
  staff = await createTestAdmin();
  customer = await createTestCustomer();
});

afterAll(() => t.close());

beforeEach(async () => {
  await RestaurantModel.updateOne({ _id: 1 }, { $unset: { settings: 1 } });
});

const chosen: RestaurantSettings = {
  prepMinutes: { PICKUP: 15, DELIVERY: 35 },
  deliveryBands: [
    { upToKm: 3, minutes: 20 },
    { upToKm: 4.5, minutes: 45 },
  ],
  escalation: { ringLouderAfterMin: 2, tellCustomerAfterMin: 6, autoCancelAfterMin: 20 },
};

const get = (token = staff.token) => request(t.app).get('/api/restaurant/settings').set(bearer(token));
const put = (body: unknown, token = staff.token) =>
  request(t.app)
    .put('/api/restaurant/settings')
    .set(bearer(token))
    .send(body as object);
const loggedAfter = (seq: number) => t.deps.events.readAfter(seq, { kind: 'all' }, 100);

it('when nothing was saved, then staff read the defaults and the accessor gives them too', async () => {
  expect((await get().expect(200)).body).toEqual(DEFAULT_RESTAURANT_SETTINGS);
  expect(await t.deps.restaurantSettings.get()).toEqual(DEFAULT_RESTAURANT_SETTINGS);
});

it('when staff save the settings, then the answer, a later read and the accessor give them, and exactly one settings-changed carries them', async () => {
  const before = await t.deps.events.latestSeq();
  expect((await put(chosen).expect(200)).body).toEqual(chosen);
  expect((await get().expect(200)).body).toEqual(chosen);
  expect(await t.deps.restaurantSettings.get()).toEqual(chosen);
  const logged = (await loggedAfter(before)).filter(({ event }) => event.type === 'settings-changed');
  expect(logged).toHaveLength(1);
  expect(logged[0]!.userId).toBeUndefined();
  expect(logged[0]!.event).toMatchObject({ seq: before + 1, type: 'settings-changed', settings: chosen });
});

it.each([
  [
    { ...chosen, prepMinutes: { PICKUP: 4, DELIVERY: 30 } },
    ['prepMinutes', 'PICKUP'],
    'The pickup preparation time must be between 5 and 120 minutes.',
  ],
  [
    { ...chosen, prepMinutes: { PICKUP: 20, DELIVERY: 30.5 } },
    ['prepMinutes', 'DELIVERY'],
    'The delivery preparation time must be whole minutes.',
  ],
  [{ ...chosen, deliveryBands: [] }, ['deliveryBands'], 'Set at least one delivery band.'],
  [
    {
      ...chosen,
      deliveryBands: [
        { upToKm: 5, minutes: 20 },
        { upToKm: 5, minutes: 30 },
      ],
    },
    ['deliveryBands', 1, 'upToKm'],
    'Each delivery band must reach farther than the one before.',
  ],
  [{ ...chosen, deliveryBands: [{ upToKm: 0, minutes: 20 }] }, ['deliveryBands', 0, 'upToKm'], 'A band ends at a distance above 0 km.'],
  // The seeded zone is 5 km (the restaurant profile's deliveryRadiusM): no address beyond it can order.
  [
    { ...chosen, deliveryBands: [...chosen.deliveryBands, { upToKm: 10, minutes: 60 }] },
    ['deliveryBands', 2, 'upToKm'],
    'The delivery zone ends at 5 km: a band cannot reach farther.',
  ],
  [
    { ...chosen, escalation: { ringLouderAfterMin: 5, tellCustomerAfterMin: 5, autoCancelAfterMin: 15 } },
    ['escalation', 'tellCustomerAfterMin'],
    'Telling the customer must come after ringing louder.',
  ],
  [
    { ...chosen, escalation: { ringLouderAfterMin: 3, tellCustomerAfterMin: 8, autoCancelAfterMin: 241 } },
    ['escalation', 'autoCancelAfterMin'],
    'Cancel automatically after must be between 1 and 240 minutes.',
  ],
  [{ prepMinutes: chosen.prepMinutes, deliveryBands: chosen.deliveryBands }, ['escalation'], undefined],
])('when the settings are bad (%j), then 400 naming the field and nothing changes', async (body, path, message) => {
  const before = await t.deps.events.latestSeq();
  const res = await put(body).expect(400);
  expect(res.body.code).toBe('VALIDATION_ERROR');
  expect(res.body.details[0].path).toEqual(path);
  if (message) expect(res.body.message).toBe(message);
  expect((await get().expect(200)).body).toEqual(DEFAULT_RESTAURANT_SETTINGS);
  expect(await loggedAfter(before)).toEqual([]);
});

it('when a band reaches beyond the zone and the reader is Hungarian, then the 400 says so in Hungarian', async () => {
  const res = await put({ ...chosen, deliveryBands: [{ upToKm: 7, minutes: 30 }] })
    .set('Accept-Language', 'hu')
    .expect(400);
  expect(res.body).toMatchObject({
    code: 'VALIDATION_ERROR',
    message: 'A kiszállítási terület 5 km-nél véget ér: sáv nem érhet ennél messzebb.',
  });
  expect((await get().expect(200)).body).toEqual(DEFAULT_RESTAURANT_SETTINGS);
});

it('when a customer or nobody asks, then 403 or 401 and nothing changes', async () => {
  await get(customer.token).expect(403);
  await put(chosen, customer.token).expect(403);
  await request(t.app).get('/api/restaurant/settings').expect(401);
  await request(t.app).put('/api/restaurant/settings').send(chosen).expect(401);
  expect(await t.deps.restaurantSettings.get()).toEqual(DEFAULT_RESTAURANT_SETTINGS);
});
