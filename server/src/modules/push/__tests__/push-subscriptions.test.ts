/**
 * The staff API of push subscriptions: staff only, the VAPID key is stable, a subscription is
 * created from the browser's PushSubscription JSON (again: the same record), each staff member
 * lists and removes only their own devices, and bad bodies are 400 with a message.
 */
import request from 'supertest';

import { createTestAdmin, createTestCustomer, type TestPrincipal } from '../../../test/auth';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { MAX_DEVICES_PER_STAFF } from '../index';
import { PushSubscriptionModel } from '../push-subscription.model';
import { bearer, subscribe } from './helpers';
import { type LocalPushService, startLocalPushService } from './local-push-service';

const SUBSCRIPTIONS = '/api/push/subscriptions';
let t: TestApp;
let anna: TestPrincipal;
let bela: TestPrincipal;
let pushService: LocalPushService;

beforeAll(async () => {
  t = await createTestApp();
  [anna, bela] = await Promise.all([createTestAdmin(), createTestAdmin()]);
  pushService = await startLocalPushService();
});

afterEach(() => PushSubscriptionModel.deleteMany({}));

afterAll(async () => {
  await pushService.close();
  await t.close();
});

it('when staff ask for the VAPID public key twice, then they get the same P-256 key; customers and strangers get 403 and 401', async () => {
  const first = await request(t.app).get('/api/push/vapid-public-key').set(bearer(anna.token)).expect(200);
  const second = await request(t.app).get('/api/push/vapid-public-key').set(bearer(bela.token)).expect(200);
  expect(first.body.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
  expect(second.body.publicKey).toBe(first.body.publicKey);
  const customer = await createTestCustomer();
  await request(t.app).get('/api/push/vapid-public-key').set(bearer(customer.token)).expect(403);
  await request(t.app).get('/api/push/vapid-public-key').expect(401);
  await request(t.app).post(SUBSCRIPTIONS).set(bearer(customer.token)).send(pushService.subscribe().json).expect(403);
});

it('when staff subscribe devices, then each lists only their own, newest first, without keys; subscribing again keeps one record', async () => {
  const phone = pushService.subscribe();
  const annaPhone = await subscribe(t.app, anna.token, phone);
  const annaTablet = await subscribe(t.app, anna.token, pushService.subscribe());
  const belaPhone = await subscribe(t.app, bela.token, pushService.subscribe());
  expect(await subscribe(t.app, anna.token, phone)).toBe(annaPhone);

  const annas = await request(t.app).get(SUBSCRIPTIONS).set(bearer(anna.token)).expect(200);
  expect((annas.body as Array<{ id: string }>).map((d) => d.id).sort()).toEqual([annaPhone, annaTablet].sort());
  expect(annas.body[0]).toEqual({
    id: expect.any(String),
    service: new URL(pushService.url).host,
    label: expect.any(String),
    createdAt: expect.any(String),
  });
  expect(JSON.stringify(annas.body)).not.toContain(phone.json.keys.auth);
  const belas = await request(t.app).get(SUBSCRIPTIONS).set(bearer(bela.token)).expect(200);
  expect((belas.body as Array<{ id: string }>).map((d) => d.id)).toEqual([belaPhone]);
});

it('when a browser says what it is, then the device is labelled by it', async () => {
  await request(t.app)
    .post(SUBSCRIPTIONS)
    .set(bearer(anna.token))
    .set('User-Agent', 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36')
    .send(pushService.subscribe().json)
    .expect(201);
  const devices = await request(t.app).get(SUBSCRIPTIONS).set(bearer(anna.token)).expect(200);
  expect(devices.body[0].label).toBe('Chrome · Android');
});

it('when staff remove a device, then only their own: another’s is 403 and stays, an unknown one is 404', async () => {
  const annaPhone = await subscribe(t.app, anna.token, pushService.subscribe());
  const belaPhone = await subscribe(t.app, bela.token, pushService.subscribe());

  const foreign = await request(t.app).delete(`${SUBSCRIPTIONS}/${belaPhone}`).set(bearer(anna.token)).expect(403);
  expect(foreign.body.message).toMatch(/another staff member/);
  await request(t.app).delete(`${SUBSCRIPTIONS}/${annaPhone}`).set(bearer(anna.token)).expect(204);
  await request(t.app).delete(`${SUBSCRIPTIONS}/${annaPhone}`).set(bearer(anna.token)).expect(404);
  await request(t.app).delete(`${SUBSCRIPTIONS}/not%20an%20id`).set(bearer(anna.token)).expect(400);
  expect(await PushSubscriptionModel.exists({ _id: belaPhone })).toBeTruthy();
  expect((await request(t.app).get(SUBSCRIPTIONS).set(bearer(anna.token)).expect(200)).body).toEqual([]);
});

it.each([
  ['no body', undefined, /endpoint/],
  ['no keys', { endpoint: 'https://push.example.com/abc' }, /keys/],
  ['a short p256dh', { endpoint: 'https://push.example.com/abc', keys: { p256dh: 'abc', auth: 'A'.repeat(22) } }, /p256dh/],
  [
    'an auth of the wrong size',
    { endpoint: 'https://push.example.com/abc', keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(10) } },
    /auth/,
  ],
  ['not a URL', { endpoint: 'push service', keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) } }, /https/],
  ['a query operator', { endpoint: { $gt: '' }, keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) } }, /endpoint/],
  [
    'an unknown field',
    { endpoint: 'https://push.example.com/abc', keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) }, owner: 'x' },
    /owner|Unrecognized/i,
  ],
  [
    'plain http to another host',
    { endpoint: 'http://push.example.com/abc', keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) } },
    /https/,
  ],
  ['a ftp URL', { endpoint: 'ftp://push.example.com/abc', keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) } }, /https/],
])('when the body has %s, then it is 400 with a message', async (_what, body, message) => {
  const res = await request(t.app).post(SUBSCRIPTIONS).set(bearer(anna.token)).send(body);
  expect(res.status).toBe(400);
  expect(JSON.stringify(res.body)).toMatch(message);
  expect(await PushSubscriptionModel.countDocuments({})).toBe(0);
});

it('when a staff member already has the most devices, then another is 409 with a message; re-subscribing one of them still works', async () => {
  const devices = Array.from({ length: MAX_DEVICES_PER_STAFF }, () => pushService.subscribe());
  for (const device of devices) await subscribe(t.app, anna.token, device);
  const refused = await request(t.app).post(SUBSCRIPTIONS).set(bearer(anna.token)).send(pushService.subscribe().json).expect(409);
  expect(refused.body.message).toMatch(/remove one/);
  await request(t.app).post(SUBSCRIPTIONS).set(bearer(anna.token)).send(devices[0]!.json).expect(201);
  await request(t.app).post(SUBSCRIPTIONS).set(bearer(bela.token)).send(pushService.subscribe().json).expect(201);
});
