/**
 * Saving only the fields a form changed (PATCH /api/restaurant/settings): two staff saving
 * different fields from two tablets keep each other's changes; a field someone else saved since
 * the form was loaded is refused (409) instead of being overwritten unseen.
 */
import { DEFAULT_RESTAURANT_SETTINGS } from '@pizza/shared';
import { bearer } from '@pizza/test-kit';
import request from 'supertest';

import { createTestAdmin, createTestCustomer, type TestPrincipal } from '../../../test/auth';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { RestaurantModel } from '../restaurant.model';

let t: TestApp;
let cook: TestPrincipal;
let admin: TestPrincipal;

beforeAll(async () => {
  t = await createTestApp();
  [cook, admin] = [await createTestAdmin(), await createTestAdmin()];
});

afterAll(() => t.close());

beforeEach(async () => {
  await RestaurantModel.updateOne({ _id: 1 }, { $unset: { settings: 1 } });
});

const patch = (staff: TestPrincipal, body: object, language = 'en') =>
  request(t.app).patch('/api/restaurant/settings').set(bearer(staff.token)).set('Accept-Language', language).send(body);
const stored = async () => (await request(t.app).get('/api/restaurant/settings').set(bearer(admin.token)).expect(200)).body;
const loggedAfter = (seq: number) => t.deps.events.readAfter(seq, { kind: 'all' }, 100);

it('when the cook saves prep 45/60 and then the admin saves escalation from a form loaded before, then both are kept', async () => {
  // Both tablets show the defaults (prep 20/30, escalation 3/8/15).
  await patch(cook, { set: { prepMinutes: { PICKUP: 45, DELIVERY: 60 } }, was: { prepMinutes: { PICKUP: 20, DELIVERY: 30 } } }).expect(200);
  const before = await t.deps.events.latestSeq();

  const answer = await patch(admin, {
    set: { escalation: { ringLouderAfterMin: 5, tellCustomerAfterMin: 10 } },
    was: { escalation: { ringLouderAfterMin: 3, tellCustomerAfterMin: 8 } },
  }).expect(200);

  const expected = {
    ...DEFAULT_RESTAURANT_SETTINGS,
    prepMinutes: { PICKUP: 45, DELIVERY: 60 },
    escalation: { ringLouderAfterMin: 5, tellCustomerAfterMin: 10, autoCancelAfterMin: 15 },
  };
  expect(answer.body).toEqual(expected);
  expect(await stored()).toEqual(expected);
  const logged = (await loggedAfter(before)).filter(({ event }) => event.type === 'settings-changed');
  expect(logged.map(({ event }) => event)).toEqual([expect.objectContaining({ settings: expected })]);
});

it("when two staff change the same field from forms loaded before either saved, then the second is 409 naming it, in the reader's language, and nothing is written", async () => {
  await patch(cook, { set: { prepMinutes: { PICKUP: 45 } }, was: { prepMinutes: { PICKUP: 20 } } }).expect(200);
  const before = await t.deps.events.latestSeq();

  const stale = await patch(admin, { set: { prepMinutes: { PICKUP: 25 } }, was: { prepMinutes: { PICKUP: 20 } } }).expect(409);
  expect(stale.body).toMatchObject({ code: 'CONFLICT', details: { field: 'prepMinutes.PICKUP', current: 45 } });
  expect(stale.body.message).toBe(
    'The pickup preparation time: someone else just changed this. Reload the settings to see it, then make your change again.',
  );
  const hu = await patch(
    admin,
    { set: { deliveryBands: [{ upToKm: 4, minutes: 20 }] }, was: { deliveryBands: [{ upToKm: 3, minutes: 10 }] } },
    'hu',
  ).expect(409);
  expect(hu.body.message).toBe(
    'A kiszállítási sávok: ezt valaki más épp most módosította. Töltse be újra a beállításokat, hogy lássa, majd módosítson újra.',
  );
  expect((await stored()).prepMinutes).toEqual({ PICKUP: 45, DELIVERY: 30 });
  expect(await loggedAfter(before)).toEqual([]);
});

it('when the changed settings are bad as a whole, nothing is named, or `was` names a field not changed, then 400 and nothing is written', async () => {
  const before = await t.deps.events.latestSeq();
  // Telling the customer at 2 minutes would come before ringing louder (stored: 3).
  const order = await patch(cook, { set: { escalation: { tellCustomerAfterMin: 2 } } }).expect(400);
  expect(order.body.message).toBe('Telling the customer must come after ringing louder.');
  expect((await patch(cook, { set: {} }, 'hu').expect(400)).body.message).toBe('Nincs mit menteni: módosítson legalább egy beállítást.');
  await patch(cook, { set: { prepMinutes: { PICKUP: 4 } } }).expect(400);
  await patch(cook, { set: { prepMinutes: { PICKUP: 30 } }, was: { prepMinutes: { DELIVERY: 30 } } }).expect(400);
  await patch(cook, { set: { prepMinutes: { PICKUP: 30 }, hours: {} } }).expect(400);
  await patch(cook, { prepMinutes: { PICKUP: 30 } }).expect(400);
  expect(await stored()).toEqual(DEFAULT_RESTAURANT_SETTINGS);
  expect(await loggedAfter(before)).toEqual([]);
});

it('when a saved band would reach beyond the 5 km delivery zone, then 400 on that band, in Hungarian too, and nothing is written', async () => {
  const before = await t.deps.events.latestSeq();
  const beyond = { set: { deliveryBands: [...DEFAULT_RESTAURANT_SETTINGS.deliveryBands, { upToKm: 10, minutes: 40 }] } };
  const refused = await patch(cook, beyond).expect(400);
  expect(refused.body).toMatchObject({ code: 'VALIDATION_ERROR', message: 'The delivery zone ends at 5 km: a band cannot reach farther.' });
  expect(refused.body.details[0].path).toEqual(['deliveryBands', 2, 'upToKm']);
  expect((await patch(cook, beyond, 'hu').expect(400)).body.message).toBe(
    'A kiszállítási terület 5 km-nél véget ér: sáv nem érhet ennél messzebb.',
  );
  expect(await stored()).toEqual(DEFAULT_RESTAURANT_SETTINGS);
  expect(await loggedAfter(before)).toEqual([]);
});

it('when a customer or nobody sends a change, then 403 or 401 and nothing changes', async () => {
  const customer = await createTestCustomer();
  await patch(customer, { set: { prepMinutes: { PICKUP: 30 } } }).expect(403);
  await request(t.app)
    .patch('/api/restaurant/settings')
    .send({ set: { prepMinutes: { PICKUP: 30 } } })
    .expect(401);
  expect(await stored()).toEqual(DEFAULT_RESTAURANT_SETTINGS);
});
