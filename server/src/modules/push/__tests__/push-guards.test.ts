/**
 * Where the shop may push and with what: only the push services of browsers, at public addresses
 * (the shared guard of lib/url-guard.ts, as for webhooks) at subscribe time and at every push, no
 * connection to anything inside; keys that can encrypt a push (a P-256 point on the curve, a
 * 16-byte auth secret); and the cap of devices per staff member under parallel subscribes.
 */
import { createECDH } from 'node:crypto';
import type { LookupAddress } from 'node:dns';
import { createServer, type Server } from 'node:net';

import request from 'supertest';

import { placeOrder } from '../../../realtime/__tests__/helpers';
import { createTestAdmin, createTestCustomer, type TestPrincipal } from '../../../test/auth';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { MAX_DEVICES_PER_STAFF } from '../index';
import { createPushEndpointGuard } from '../push-endpoint';
import { createPushSender } from '../push-sender';
import { PushSubscriptionModel } from '../push-subscription.model';
import { bearer, fastPush, until } from './helpers';
import { type LocalPushService, startLocalPushService } from './local-push-service';

const SUBSCRIPTIONS = '/api/push/subscriptions';

const DNS: Record<string, LookupAddress[]> = {
  'fcm.googleapis.com': [{ address: '142.250.185.74', family: 4 }],
  'updates.push.services.mozilla.com': [{ address: '34.117.35.28', family: 4 }],
  'web.push.apple.com': [{ address: '17.188.128.10', family: 4 }],
  'wns2-par02p.notify.windows.com': [{ address: '20.199.120.182', family: 4 }],
  'rebound.push.apple.com': [{ address: '10.0.0.7', family: 4 }],
  intranet: [{ address: '192.168.0.10', family: 4 }],
};
const resolveHost = async (host: string) => {
  const found = DNS[host];
  if (!found) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
  return found;
};

/** Keys as a browser makes them. */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: Buffer.alloc(16, 7).toString('base64url') };
}

let t: TestApp;
let staff: TestPrincipal;
let pushService: LocalPushService;

beforeAll(async () => {
  t = await createTestApp({ overrides: fastPush({ resolveHost }) });
  staff = await createTestAdmin();
  pushService = await startLocalPushService();
});

afterEach(() => PushSubscriptionModel.deleteMany({}));

afterAll(async () => {
  await pushService.close();
  await t.close();
});

const subscribeBody = (endpoint: string, keys = browserKeys()) =>
  request(t.app).post(SUBSCRIPTIONS).set(bearer(staff.token)).send({ endpoint, expirationTime: null, keys });

describe('push endpoints', () => {
  it.each([
    'https://127.0.0.1:8443/push/1',
    'https://10.0.0.1/',
    'https://192.168.0.1/',
    'https://169.254.169.254/latest/meta-data/',
    'https://[fd00::1]/',
    'https://100.64.0.1/',
    'https://intranet/',
    'https://push-service/',
    'https://2130706433/',
    'https://[::ffff:0:7f00:1]/',
    'https://[64:ff9b:1::a9fe:a9fe]/',
    'https://push.example.com/abc',
    'https://fcm.googleapis.com.evil.example/abc',
    'https://rebound.push.apple.com/abc',
    'http://127.0.0.1/push/1',
  ])('when a device subscribes %s, then 400 with a message and nothing is stored', async (endpoint) => {
    const res = await subscribeBody(endpoint);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'BAD_REQUEST', message: expect.stringMatching(/push service|public address|https/) });
    expect(await PushSubscriptionModel.countDocuments({})).toBe(0);
  });

  it('when the Hungarian board subscribes a host that is not a push service, then the reason is in Hungarian', async () => {
    const res = await subscribeBody('https://10.0.0.1/').set('Accept-Language', 'hu');
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^A\(z\) 10\.0\.0\.1 nem ismert értesítési szolgáltatás/);
  });

  it.each([
    'https://fcm.googleapis.com/fcm/send/dQw4w9WgXcQ:APA91b',
    'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABk',
    'https://web.push.apple.com/QGx3Yk9',
    'https://wns2-par02p.notify.windows.com/w/?token=BQYAAAB',
  ])('when a browser push service endpoint %s with real keys subscribes, then it is 201', async (endpoint) => {
    const res = await subscribeBody(endpoint).expect(201);
    expect(await PushSubscriptionModel.exists({ _id: res.body.id, endpoint })).toBeTruthy();
  });

  it('when a stored subscription points inside (saved before the rules), then an order makes no connection to it and it is removed', async () => {
    let connections = 0;
    const listener: Server = createServer((socket) => {
      connections += 1;
      socket.destroy();
    });
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', () => resolve()));
    const port = (listener.address() as { port: number }).port;
    const inside = await PushSubscriptionModel.create({
      _id: 'legacy-inside',
      userId: staff.user.id,
      endpoint: `https://127.0.0.1:${port}/push`,
      ...browserKeys(),
      label: 'Chrome · Linux',
      createdAt: new Date(),
    });
    const live = pushService.subscribe();
    await request(t.app).post(SUBSCRIPTIONS).set(bearer(staff.token)).send(live.json).expect(201);
    await t.deps.push.start();
    try {
      await placeOrder(t.app, await createTestCustomer());
      await until(() => live.received().length === 1, 'the push to the live device');
      await until(async () => !(await PushSubscriptionModel.exists({ _id: inside._id })), 'the inside subscription removed');
      expect(connections).toBe(0);
    } finally {
      await t.deps.push.stop();
      await new Promise((resolve) => listener.close(resolve));
    }
  });

  it('when a push service name starts resolving inside, then the push is a failure and no connection is made', async () => {
    let connections = 0;
    const listener = createServer((socket) => {
      connections += 1;
      socket.destroy();
    });
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', () => resolve()));
    const port = (listener.address() as { port: number }).port;
    const dns: Record<string, string> = { 'fcm.googleapis.com': '142.250.185.74' };
    const guard = createPushEndpointGuard({ localHttpAllowed: false, resolve: async (host) => [{ address: dns[host]!, family: 4 }] });
    const send = createPushSender({
      vapid: async () => ({ publicKey: 'x', privateKey: 'y' }),
      subject: 'mailto:a@b.example',
      timeoutMs: 2000,
      guard,
    });
    dns['fcm.googleapis.com'] = '127.0.0.1';
    try {
      const result = await send(
        { endpoint: `https://fcm.googleapis.com:${port}/fcm/send/abc`, keys: browserKeys() },
        { payload: {} as never, topic: 't', urgency: 'high', ttlSeconds: 60 },
      );
      expect(result).toEqual({ outcome: 'failed', error: expect.stringMatching(/127\.0\.0\.1, which is not a public address/) });
      expect(connections).toBe(0);
    } finally {
      await new Promise((resolve) => listener.close(resolve));
    }
  });
});

describe('subscription keys', () => {
  const good = browserKeys();
  const offCurve = Buffer.from(good.p256dh, 'base64url');
  offCurve[64]! ^= 1;
  const notUncompressed = Buffer.from(good.p256dh, 'base64url');
  notUncompressed[0] = 0x02;

  it.each([
    ['a point off the curve that starts with 0x04', 'B'.repeat(87), good.auth, /keys\.p256dh must be a P-256 public key/],
    ['a real point with one bit flipped', offCurve.toString('base64url'), good.auth, /keys\.p256dh must be a P-256 public key/],
    ['a point that is not uncompressed', notUncompressed.toString('base64url'), good.auth, /keys\.p256dh must be a P-256 public key/],
    ['a compressed point', 'A'.repeat(44), good.auth, /keys\.p256dh/],
    [
      'a p256dh that is not canonical base64url',
      `${good.p256dh.slice(0, 86)}${good.p256dh.at(-1) === 'A' ? 'B' : 'A'}`,
      good.auth,
      /keys\.p256dh/,
    ],
    ['an auth that is not canonical base64url', good.p256dh, 'AAAAAAAAAAAAAAAAAAAAAB', /keys\.auth must be a 16-byte secret/],
    ['an auth of 15 bytes', good.p256dh, Buffer.alloc(15).toString('base64url'), /keys\.auth/],
  ])('when the keys have %s, then 400 with a message and nothing is stored', async (_what, p256dh, auth, message) => {
    const res = await subscribeBody(pushService.subscribe().endpoint, { p256dh, auth });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(message);
    expect(await PushSubscriptionModel.countDocuments({})).toBe(0);
  });
});

describe('the cap of devices', () => {
  it(`when a staff member with 7 devices subscribes 20 more at once, then only ${MAX_DEVICES_PER_STAFF - 7} are added and the rest are 409`, async () => {
    const member = await createTestAdmin();
    for (let i = 0; i < 7; i += 1)
      await request(t.app).post(SUBSCRIPTIONS).set(bearer(member.token)).send(pushService.subscribe().json).expect(201);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => request(t.app).post(SUBSCRIPTIONS).set(bearer(member.token)).send(pushService.subscribe().json)),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(MAX_DEVICES_PER_STAFF - 7);
    expect(statuses.filter((status) => status === 409)).toHaveLength(20 - (MAX_DEVICES_PER_STAFF - 7));
    expect(await PushSubscriptionModel.countDocuments({ userId: member.user.id })).toBe(MAX_DEVICES_PER_STAFF);
  });
});
