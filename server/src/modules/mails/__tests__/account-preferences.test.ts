/** GET/PUT /api/account/preferences: validation, ownership, defaults; and the language kept at sign-up. */
import request from 'supertest';

import { createTestAdmin, createTestCustomer, uniqueEmail, uniquePhone } from '../../../test/auth';
import { phoneIdToken } from '../../../test/firebase-emulator';
import { bearer } from '../../../test/shop-requests';
import { UserModel } from '../../../test/stored-records';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { setPreferences } from './helpers';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(() => t.close());

const PATH = '/api/account/preferences';

it('when a customer never chose, then English and every mail on; after a PUT, then GET answers what was saved', async () => {
  const customer = await createTestCustomer();
  const before = await request(t.app).get(PATH).set(bearer(customer.token)).expect(200);
  expect(before.body).toEqual({ language: 'en', mails: { ready: true, delivered: true } });

  const saved = await setPreferences(t.app, customer.token, { language: 'hu', mails: { ready: false, delivered: true } }).expect(200);
  expect(saved.body).toEqual({ language: 'hu', mails: { ready: false, delivered: true } });
  const after = await request(t.app).get(PATH).set(bearer(customer.token)).expect(200);
  expect(after.body).toEqual(saved.body);
});

it('when one customer saves, then only their own account changes', async () => {
  const [a, b] = await Promise.all([createTestCustomer(), createTestCustomer()]);
  await setPreferences(t.app, a.token, { language: 'hu', mails: { ready: false, delivered: false } }).expect(200);
  expect((await request(t.app).get(PATH).set(bearer(b.token)).expect(200)).body).toEqual({
    language: 'en',
    mails: { ready: true, delivered: true },
  });
});

it.each([
  [{ language: 'de', mails: { ready: true, delivered: true } }, 'language must be "en" or "hu"'],
  [{ language: 'en', mails: { ready: 'yes', delivered: true } }, 'mails.ready must be true or false'],
  [{ language: 'en' }, 'mails must be an object { ready, delivered }'],
  [{ language: 'en', mails: { ready: true, delivered: true }, role: 'ADMIN' }, ''],
  [{ language: 'en', mails: { ready: true, delivered: true, $set: {} } }, ''],
])('when the body is %j, then 400 with a message', async (body, message) => {
  const customer = await createTestCustomer();
  const res = await setPreferences(t.app, customer.token, body).expect(400);
  expect(typeof res.body.message).toBe('string');
  if (message) expect(res.body.message).toContain(message);
  expect((await request(t.app).get(PATH).set(bearer(customer.token)).expect(200)).body.language).toBe('en');
});

it('when nobody is signed in, then 401; when staff ask, then 403 (customers only)', async () => {
  await request(t.app).get(PATH).expect(401);
  await request(t.app)
    .put(PATH)
    .send({ language: 'en', mails: { ready: true, delivered: true } })
    .expect(401);
  const staff = await createTestAdmin();
  await request(t.app).get(PATH).set(bearer(staff.token)).expect(403);
});

it('when a customer signs up with a Hungarian browser, then their account keeps Hungarian for the mails', async () => {
  const host = t.config.firebase.authEmulatorHost;
  if (!host) throw new Error('no Firebase Auth emulator configured for the tests');
  const phone = uniquePhone();
  const email = uniqueEmail('hu');
  const res = await request(t.app)
    .post('/auth/signup')
    .set('Accept-Language', 'hu-HU,hu;q=0.9,en;q=0.8')
    .send({
      name: 'Nagy Kata',
      email,
      password: 'Margherita#2026',
      confirmPassword: 'Margherita#2026',
      phone,
      firebaseIdToken: await phoneIdToken(host, phone),
    })
    .expect(201);
  expect((await UserModel.findOne({ email }).lean())?.language).toBe('hu');
  expect((await request(t.app).get(PATH).set(bearer(res.body.token)).expect(200)).body.language).toBe('hu');
});
