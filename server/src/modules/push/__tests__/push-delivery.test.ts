/**
 * The push path end to end with a real local push service: an order placed through the API reaches
 * a subscribed staff device within 2 s, signed with the shop's VAPID key (the JWT verified as a push
 * service does), encrypted so only the subscription's keys open it, with Urgency high, a topic per
 * order and TTL 900; a subscription the push service calls gone (410) is removed.
 */
import request from 'supertest';

import { placeOrder } from '../../../realtime/__tests__/helpers';
import { createTestAdmin, createTestCustomer, type TestPrincipal } from '../../../test/auth';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { PushSubscriptionModel } from '../push-subscription.model';
import { bearer, fastPush, subscribe, until } from './helpers';
import { type LocalPushService, startLocalPushService, verifyVapid } from './local-push-service';

let t: TestApp;
let staff: TestPrincipal;
let pushService: LocalPushService;
let publicKey: string;

beforeAll(async () => {
  t = await createTestApp({ overrides: fastPush() });
  staff = await createTestAdmin();
  pushService = await startLocalPushService();
  await t.deps.push.start();
  await until(() => t.deps.push.active(), 'the dispatcher holding its lease');
  publicKey = (await request(t.app).get('/api/push/vapid-public-key').set(bearer(staff.token)).expect(200)).body.publicKey as string;
});

afterEach(async () => {
  pushService.answer = () => 201;
  await PushSubscriptionModel.deleteMany({});
});

afterAll(async () => {
  await t.deps.push.stop();
  await pushService.close();
  await t.close();
});

it('when an order is placed, then each subscribed device gets a push within 2 s: VAPID-signed, encrypted, urgent, one topic per order, TTL 900', async () => {
  const phone = pushService.subscribe();
  const tablet = pushService.subscribe();
  await subscribe(t.app, staff.token, phone);
  await subscribe(t.app, (await createTestAdmin()).token, tablet);

  const placedAt = performance.now();
  const order = await placeOrder(t.app, await createTestCustomer(), 'PICKUP');
  await until(() => phone.received().length === 1 && tablet.received().length === 1, 'a push to both devices', 2_000);
  expect(Math.max(phone.received()[0]!.at, tablet.received()[0]!.at) - placedAt).toBeLessThan(2_000);

  const push = phone.received()[0]!;
  const claims = verifyVapid(push.headers.authorization, publicKey);
  expect(claims.aud).toBe(pushService.url);
  expect(claims.exp * 1000).toBeGreaterThan(Date.now());
  expect(claims.sub).toMatch(/^(mailto:|https:)/);
  expect(push.headers.urgency).toBe('high');
  expect(push.headers.ttl).toBe('900');
  expect(push.headers.topic).toBe(order.orderId.replace(/-/g, '').slice(0, 32));
  expect(push.headers['content-encoding']).toBe('aes128gcm');

  const payload = phone.open(push.body);
  expect(payload).toMatchObject({
    orderId: order.orderId,
    orderSequence: order.orderSequence,
    orderType: 'PICKUP',
    totalPrice: order.totalPrice,
    url: `/admin?order=${order.orderId}`,
  });
  expect(payload.title).toBe(`🍕 ${order.orderSequence.replace('#Order-', '#')}`);
  expect(tablet.open(tablet.received()[0]!.body).orderId).toBe(order.orderId);
  expect(() => tablet.open(push.body)).toThrow(); // only the subscription's own keys open it
});

it('when the push service answers 410 Gone, then the subscription is removed and the next order goes only to the live device', async () => {
  const expired = pushService.subscribe();
  const live = pushService.subscribe();
  const expiredId = await subscribe(t.app, staff.token, expired);
  await subscribe(t.app, staff.token, live);
  pushService.answer = (path) => (expired.endpoint.endsWith(path) ? 410 : 201);

  await placeOrder(t.app, await createTestCustomer());
  await until(async () => !(await PushSubscriptionModel.exists({ _id: expiredId })), 'the expired subscription removed');
  const devices = await request(t.app).get('/api/push/subscriptions').set(bearer(staff.token)).expect(200);
  expect((devices.body as Array<{ id: string }>).map((d) => d.id)).not.toContain(expiredId);

  await placeOrder(t.app, await createTestCustomer());
  await until(() => live.received().length === 2, 'two pushes to the live device');
  expect(expired.received()).toHaveLength(1);
});

it('when the push service fails once, then the device gets the push on the retry, once', async () => {
  const device = pushService.subscribe();
  await subscribe(t.app, staff.token, device);
  let calls = 0;
  pushService.answer = () => (calls++ === 0 ? 503 : 201);

  const order = await placeOrder(t.app, await createTestCustomer());
  await until(() => device.received().filter((p) => p.status === 201).length === 1, 'the retried push accepted');
  expect(device.received().map((p) => p.status)).toEqual([503, 201]);
  expect(device.open(device.received()[1]!.body).orderId).toBe(order.orderId);
});

it('when an order changes status, then nothing is pushed (only new orders are)', async () => {
  const device = pushService.subscribe();
  await subscribe(t.app, staff.token, device);
  const order = await placeOrder(t.app, await createTestCustomer());
  await until(() => device.received().length === 1, 'the new-order push');
  await request(t.app).patch(`/api/orders/${order.orderId}/status?status=PREPARING`).set(bearer(staff.token)).send({}).expect(200);
  const marker = await placeOrder(t.app, await createTestCustomer());
  await until(() => device.received().length === 2, 'the next new-order push');
  expect(device.open(device.received()[1]!.body).orderId).toBe(marker.orderId);
});
