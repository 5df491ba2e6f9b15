/**
 * The ordering-for-later settings (docs/product/scheduled-orders.md#settings) on the real app and
 * database: the defaults until saved, a save replaces them and is audited as scheduling.saved with
 * the changed fields, bad values are 400 naming the field (in Hungarian too), and only staff read
 * them, only shop.settings writes them.
 */
import { DEFAULT_SCHEDULING_SETTINGS, type SchedulingSettings } from '@pizza/shared';
import { bearer } from '@pizza/test-kit';
import request from 'supertest';

import { createTestAdmin, createTestCustomer, createTestStaff, type TestPrincipal } from '../../../test/auth';
import { AuditEntryModel } from '../../../test/stored-records';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { RestaurantModel } from '../restaurant.model';

let t: TestApp;
let owner: TestPrincipal;
let kitchen: TestPrincipal;
let customer: TestPrincipal;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createTestAdmin();
  kitchen = await createTestStaff('KITCHEN');
  customer = await createTestCustomer();
});

afterAll(() => t.close());

beforeEach(async () => {
  await RestaurantModel.updateOne({ _id: 1 }, { $unset: { scheduling: 1 } });
});

const chosen: SchedulingSettings = {
  enabled: true,
  daysAhead: 3,
  slotMinutes: 30,
  capacity: { PICKUP: 2, DELIVERY: 6 },
  rules: [{ service: 'DELIVERY', dayOfWeek: 'Friday', from: '18:00', to: '20:00', capacity: 10 }],
};

const get = (token: string) => request(t.app).get('/api/restaurant/scheduling').set(bearer(token));
const put = (body: unknown, token = owner.token) =>
  request(t.app)
    .put('/api/restaurant/scheduling')
    .set(bearer(token))
    .send(body as object);

it('when nothing was saved, then staff (the kitchen too) read the defaults', async () => {
  expect((await get(owner.token).expect(200)).body).toEqual(DEFAULT_SCHEDULING_SETTINGS);
  expect((await get(kitchen.token).expect(200)).body).toEqual(DEFAULT_SCHEDULING_SETTINGS);
});

it('when the owner saves, then the answer and a later read give them, and one scheduling.saved entry names only the changed fields', async () => {
  expect((await put(chosen).expect(200)).body).toEqual(chosen);
  expect((await get(kitchen.token).expect(200)).body).toEqual(chosen);
  const entries = await AuditEntryModel.find({ action: 'scheduling.saved' }).lean();
  expect(entries).toHaveLength(1);
  expect(entries[0]).toMatchObject({
    actorId: owner.user.id,
    before: { daysAhead: 2, slotMinutes: 15, capacity: { PICKUP: 4, DELIVERY: 4 }, rules: [] },
    after: { daysAhead: 3, slotMinutes: 30, capacity: chosen.capacity, rules: chosen.rules },
  });
  expect(Object.keys(entries[0]!.after as object)).not.toContain('enabled');
});

it('when the kitchen, a customer or nobody writes, then 403 or 401 and nothing changes; a customer may not read either', async () => {
  await put(chosen, kitchen.token).expect(403);
  await put(chosen, customer.token).expect(403);
  await get(customer.token).expect(403);
  await request(t.app).get('/api/restaurant/scheduling').expect(401);
  await request(t.app).put('/api/restaurant/scheduling').send(chosen).expect(401);
  expect((await get(owner.token).expect(200)).body).toEqual(DEFAULT_SCHEDULING_SETTINGS);
});

it.each([
  [{ ...chosen, slotMinutes: 25 }, ['slotMinutes'], 'A slot is 10, 15, 20, 30, 60 minutes long.'],
  [{ ...chosen, daysAhead: 8 }, ['daysAhead'], 'Days ahead must be between 0 and 7.'],
  [{ ...chosen, capacity: { PICKUP: -1, DELIVERY: 4 } }, ['capacity', 'PICKUP'], 'The pickup limit must be between 0 and 100 orders.'],
  [
    { ...chosen, rules: [{ ...chosen.rules[0]!, from: '20:00', to: '18:00' }] },
    ['rules', 0, 'to'],
    'A rule’s end must be after its start on the same day.',
  ],
  [{ ...chosen, surprise: 1 }, [], undefined],
])('when the settings are bad (%j), then 400 naming the field and nothing changes', async (body, path, message) => {
  const audited = await AuditEntryModel.countDocuments({ action: 'scheduling.saved' });
  const res = await put(body).expect(400);
  expect(res.body.code).toBe('VALIDATION_ERROR');
  expect(res.body.details[0].path).toEqual(path);
  if (message) expect(res.body.message).toBe(message);
  expect((await get(owner.token).expect(200)).body).toEqual(DEFAULT_SCHEDULING_SETTINGS);
  expect(await AuditEntryModel.countDocuments({ action: 'scheduling.saved' })).toBe(audited);
});

it('when the reader is Hungarian, then the 400 is in Hungarian', async () => {
  const res = await put({ ...chosen, capacity: { PICKUP: 101, DELIVERY: 4 } })
    .set('Accept-Language', 'hu')
    .expect(400);
  expect(res.body.message).toBe('A személyes átvétel korlátja: 0 és 100 közötti rendelésszám adható meg.');
});
