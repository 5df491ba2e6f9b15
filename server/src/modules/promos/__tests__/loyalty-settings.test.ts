/**
 * The loyalty reward's settings (docs/product/promo-codes.md#loyalty-reward) on the real app and
 * database: off by default, a save replaces them and is audited as loyalty.saved with the changed
 * fields, bad values are 400 naming the reason (in Hungarian too), and only owners and managers
 * (shop.settings) read or write them.
 */
import { DEFAULT_LOYALTY_SETTINGS, type LoyaltySettings } from '@pizza/shared';
import { bearer } from '@pizza/test-kit';
import request from 'supertest';

import { createTestCustomer, createTestStaff, type TestPrincipal } from '../../../test/auth';
import { AuditEntryModel } from '../../../test/stored-records';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { LoyaltySettingsModel } from '../loyalty-settings.model';

let t: TestApp;
let owner: TestPrincipal;
let manager: TestPrincipal;
let kitchen: TestPrincipal;
let courier: TestPrincipal;
let customer: TestPrincipal;

beforeAll(async () => {
  t = await createTestApp();
  [owner, manager, kitchen, courier, customer] = await Promise.all([
    createTestStaff('OWNER'),
    createTestStaff('MANAGER'),
    createTestStaff('KITCHEN'),
    createTestStaff('COURIER'),
    createTestCustomer(),
  ]);
});

afterAll(() => t.close());

beforeEach(async () => {
  await LoyaltySettingsModel.deleteMany({});
});

const chosen: LoyaltySettings = { enabled: true, every: 5, reward: 'average', amount: 2000, validDays: 30 };

const get = (token: string) => request(t.app).get('/api/admin/loyalty').set(bearer(token));
const put = (body: unknown, token = owner.token) =>
  request(t.app)
    .put('/api/admin/loyalty')
    .set(bearer(token))
    .send(body as object);

it('when nothing was saved, then the owner and the manager read the defaults: off', async () => {
  expect((await get(owner.token).expect(200)).body).toEqual(DEFAULT_LOYALTY_SETTINGS);
  expect((await get(manager.token).expect(200)).body).toEqual(DEFAULT_LOYALTY_SETTINGS);
  expect(DEFAULT_LOYALTY_SETTINGS.enabled).toBe(false);
});

it('when the manager saves, then a later read gives them, and one loyalty.saved entry names only the changed fields', async () => {
  expect((await put(chosen, manager.token).expect(200)).body).toEqual(chosen);
  expect((await get(owner.token).expect(200)).body).toEqual(chosen);
  const entries = await AuditEntryModel.find({ action: 'loyalty.saved' }).lean();
  expect(entries).toHaveLength(1);
  expect(entries[0]!.actorId).toBe(manager.user.id);
  expect(entries[0]!.before).toEqual({ enabled: false, every: 10, reward: 'fixed', amount: 1500, validDays: 60 });
  expect(entries[0]!.after).toEqual({ enabled: true, every: 5, reward: 'average', amount: 2000, validDays: 30 });

  await put({ ...chosen, every: 6 }).expect(200);
  const second = await AuditEntryModel.findOne({ action: 'loyalty.saved', actorId: owner.user.id }).lean();
  expect(second!.before).toEqual({ every: 5 });
  expect(second!.after).toEqual({ every: 6 });
  await AuditEntryModel.deleteMany({ action: 'loyalty.saved' });
});

it.each([
  [{ ...chosen, every: 1 }, 'The number of orders must be between 2 and 100.'],
  [{ ...chosen, validDays: 0 }, 'The days a reward is valid must be between 1 and 365.'],
  [{ ...chosen, reward: 'free pizza' }, 'Choose a set amount or the customer’s average order.'],
  [{ ...chosen, amount: 10.5 }, 'The reward must be a whole number.'],
])('when a value is out of range (%j), then 400 with the reason and nothing stored', async (body, message) => {
  const res = await put(body).expect(400);
  expect(res.body.message).toBe(message);
  expect(await LoyaltySettingsModel.countDocuments()).toBe(0);
});

it('when the reader is Hungarian, then the 400 is in Hungarian', async () => {
  const every = await put({ ...chosen, every: 101 })
    .set('Accept-Language', 'hu')
    .expect(400);
  expect(every.body.message).toBe('A rendelések száma: 2 és 100 közötti értéket adjon meg.');
  const reward = await put({ ...chosen, reward: 'pizza' })
    .set('Accept-Language', 'hu')
    .expect(400);
  expect(reward.body.message).toBe('Válasszon fix összeget vagy a vásárló átlagos rendelését.');
});

it('when the kitchen, a courier or a customer ask, then 403, and a stranger 401; nothing is stored', async () => {
  for (const who of [kitchen, courier, customer]) {
    await get(who.token).expect(403);
    await put(chosen, who.token).expect(403);
  }
  await request(t.app).get('/api/admin/loyalty').expect(401);
  await request(t.app).put('/api/admin/loyalty').send(chosen).expect(401);
  expect(await LoyaltySettingsModel.countDocuments()).toBe(0);
});
