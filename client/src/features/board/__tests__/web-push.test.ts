/**
 * Subscribing the device at the browser's edge: a fake service worker container and
 * PushManager stand in for the browser, the shop's API answers through the stubbed fetch. The
 * subscription is made with the shop's VAPID key and its JSON sent to the server; an existing
 * subscription with the same key is sent again, one made with another key is replaced.
 */
import '../../../test/setup';

import { stubFetch } from '../../../test/orders-support';
import { applicationServerKey, subscribeThisDevice, unsubscribeThisDevice } from '../pwa/web-push';
import { installFakeNotifications } from './browser-fakes';

const KEY = 'BDd3_hVL9fZi9Ybo2UUzA284WG5FZR30_95YeZJsiApwXKpNcF1rRPF3foIiBHXRdJI2Qhumhf6_LFTeZaNndIo';
const SUBSCRIPTION_JSON = {
  endpoint: 'https://push.example.com/device-1',
  expirationTime: null,
  keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) },
};

function fakeSubscription(key: Uint8Array) {
  return {
    options: { applicationServerKey: key.buffer },
    toJSON: () => SUBSCRIPTION_JSON,
    unsubscribe: jest.fn(async () => true),
  };
}

function installFakeServiceWorker(existing?: ReturnType<typeof fakeSubscription>) {
  const subscribe = jest.fn(async (options: { applicationServerKey: Uint8Array }) => fakeSubscription(options.applicationServerKey));
  const registration = { scope: 'http://shop.test/admin', pushManager: { getSubscription: async () => existing ?? null, subscribe } };
  const register = jest.fn(async () => registration);
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { register, getRegistration: async () => registration } });
  Object.assign(window, { PushManager: class {} });
  return { register, subscribe };
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  Reflect.deleteProperty(window, 'PushManager');
});

function stubShop() {
  return stubFetch({
    'GET /api/push/vapid-public-key': { body: { publicKey: KEY } },
    'POST /api/push/subscriptions': { status: 201, body: { id: 'sub-1' } },
  });
}

it('when notifications are allowed, then the board worker is registered for /admin, subscribed with the shop key, and the subscription sent', async () => {
  installFakeNotifications('granted');
  Object.assign(Notification, { permission: 'granted' });
  const { register, subscribe } = installFakeServiceWorker();
  const sent = stubShop();

  expect(await subscribeThisDevice('staff-jwt')).toBe('subscribed');
  expect(register).toHaveBeenCalledWith('/board-sw.js', { scope: '/admin' });
  expect(subscribe).toHaveBeenCalledTimes(1);
  const options = subscribe.mock.calls[0]![0] as { userVisibleOnly: boolean; applicationServerKey: Uint8Array };
  expect(options.userVisibleOnly).toBe(true);
  expect(Buffer.from(options.applicationServerKey).toString('base64url')).toBe(KEY);
  const posted = sent.find((request) => request.method === 'POST')!;
  expect(JSON.parse(posted.body)).toEqual(SUBSCRIPTION_JSON);
  expect(posted.headers.Authorization).toBe('Bearer staff-jwt');
});

it('when the device is subscribed with the same key, then that subscription is sent again; with another key it is replaced', async () => {
  installFakeNotifications('granted');
  Object.assign(Notification, { permission: 'granted' });
  const same = fakeSubscription(applicationServerKey(KEY));
  const first = installFakeServiceWorker(same);
  stubShop();
  expect(await subscribeThisDevice('staff-jwt')).toBe('subscribed');
  expect(first.subscribe).not.toHaveBeenCalled();

  const stale = fakeSubscription(new Uint8Array(65).fill(4));
  const second = installFakeServiceWorker(stale);
  stubShop();
  expect(await subscribeThisDevice('staff-jwt')).toBe('subscribed');
  expect(stale.unsubscribe).toHaveBeenCalled();
  expect(second.subscribe).toHaveBeenCalledTimes(1);
});

it('when notifications are not allowed or the browser has no push, then nothing is subscribed', async () => {
  installFakeNotifications('denied');
  Object.assign(Notification, { permission: 'denied' });
  const { subscribe } = installFakeServiceWorker();
  const sent = stubShop();
  expect(await subscribeThisDevice('staff-jwt')).toBe('denied');
  Reflect.deleteProperty(navigator, 'serviceWorker');
  expect(await subscribeThisDevice('staff-jwt')).toBe('unsupported');
  expect(subscribe).not.toHaveBeenCalled();
  expect(sent).toEqual([]);
});

it('when the server refuses the subscription, then it says failed (never throws)', async () => {
  installFakeNotifications('granted');
  Object.assign(Notification, { permission: 'granted' });
  installFakeServiceWorker();
  stubFetch({
    'GET /api/push/vapid-public-key': { body: { publicKey: KEY } },
    'POST /api/push/subscriptions': { status: 400, body: { message: 'The endpoint must be an https:// URL' } },
  });
  expect(await subscribeThisDevice('staff-jwt')).toBe('failed');
});

it("when staff sign out of the device, then the browser's subscription is dropped (the push service then answers 410 and the shop forgets it)", async () => {
  installFakeNotifications('granted');
  const existing = fakeSubscription(applicationServerKey(KEY));
  installFakeServiceWorker(existing);
  expect(await unsubscribeThisDevice()).toBe(true);
  expect(existing.unsubscribe).toHaveBeenCalledTimes(1);
});

it('when the device has no subscription (or no Push API), then signing out has nothing to drop and nothing throws', async () => {
  expect(await unsubscribeThisDevice()).toBe(false);
  installFakeNotifications('granted');
  installFakeServiceWorker();
  expect(await unsubscribeThisDevice()).toBe(false);
});
