import { type CloudEvent, cloudEventSchema, cloudEventSequence, eventsPageSchema, type OrderEvent, type ShopEvent } from '@pizza/shared';
import { bearer, until } from '@pizza/test-kit';
import { io as connectClient } from 'socket.io-client';
import request from 'supertest';

import { createTestAdmin, createTestCustomer, type TestPrincipal } from '../../test/auth';
import { recordSocket, startTestShop, type TestShop } from '../../test/test-shop';
import { changeStatus, placeOrder } from './helpers';

let shop: TestShop;
let staff: TestPrincipal;
let key: string;

beforeAll(async () => {
  shop = await startTestShop();
  staff = await createTestAdmin();
  key = (
    await request(shop.app)
      .post('/api/integrations/keys')
      .set(bearer(staff.token))
      .send({ name: 'Printer', scopes: ['events', 'orders'] })
      .expect(201)
  ).body.key as string;
});

afterAll(async () => {
  await shop.close();
});

const open: Array<{ close(): void }> = [];
afterEach(() => {
  for (const socket of open.splice(0)) socket.close();
});

/** A socket that records the raw payloads it gets, whatever their form. */
function rawSocket(auth: Record<string, unknown>, extraHeaders?: Record<string, string>) {
  const socket = connectClient(shop.url, { auth, transports: ['websocket'], reconnection: false, forceNew: true, extraHeaders });
  const received: Array<{ name: string; payload: unknown }> = [];
  socket.on('order-created', (payload: unknown) => void received.push({ name: 'order-created', payload }));
  socket.on('status-changed', (payload: unknown) => void received.push({ name: 'status-changed', payload }));
  const connected = new Promise<{ message: string; data?: unknown }>((resolve) => {
    socket.once('connect', () => resolve({ message: 'connected' }));
    socket.once('connect_error', (err: Error & { data?: unknown }) => resolve({ message: err.message, data: err.data }));
  });
  open.push({ close: () => void socket.close() });
  return { received, connected };
}

/** One placed order moved to PREPARING: an order-created and a status-changed, in that order. */
async function orderWithChange(customer: TestPrincipal) {
  const order = await placeOrder(shop.app, customer);
  await changeStatus(shop.app, staff.token, order.orderId, 'PREPARING').expect(200);
  return order;
}

/** These tests log order events only: their CloudEvent's subject is the order. */
function expectCloudEventOf(cloud: CloudEvent, shopEvent: ShopEvent) {
  const event = shopEvent as OrderEvent;
  expect(cloudEventSchema.parse(cloud)).toEqual(cloud);
  expect(cloud).toEqual({
    specversion: '1.0',
    id: event.eventId,
    source: shop.config.publicUrl,
    type: event.type === 'order-created' ? 'hu.pizzapoint.order.created' : 'hu.pizzapoint.order.status_changed',
    subject: event.orderId,
    time: event.occurredAt,
    datacontenttype: 'application/json',
    sequence: cloudEventSequence(event.seq),
    data: event,
  });
}

describe('GET /api/events?format=cloudevents', () => {
  it('when the same page is read in both formats, then the CloudEvents page wraps exactly the default events, sequence zero-padded', async () => {
    const after = await shop.deps.events.latestSeq();
    await orderWithChange(await createTestCustomer());
    const plain = await request(shop.app).get(`/api/events?after=${after}`).set('X-API-Key', key).expect(200);
    const explicit = await request(shop.app).get(`/api/events?after=${after}&format=default`).set('X-API-Key', key).expect(200);
    const cloud = await request(shop.app).get(`/api/events?after=${after}&format=cloudevents`).set('X-API-Key', key).expect(200);

    const page = eventsPageSchema.parse(plain.body);
    expect(explicit.body).toEqual(plain.body);
    expect(page.events.map((event) => event.type)).toEqual(['order-created', 'status-changed']);
    expect(cloud.body.oldestSeq).toBe(page.oldestSeq);
    expect(cloud.body.events).toHaveLength(2);
    page.events.forEach((event, i) => expectCloudEventOf(cloud.body.events[i] as CloudEvent, event));
    expect((cloud.body.events as CloudEvent[]).map((e) => e.sequence)).toEqual(
      [...(cloud.body.events as CloudEvent[]).map((e) => e.sequence)].sort(),
    );
  });

  it('when the format is unknown, then 400 VALIDATION_ERROR naming format, and nothing else', async () => {
    for (const format of ['xml', 'CloudEvents', '']) {
      const res = await request(shop.app).get(`/api/events?format=${format}`).set('X-API-Key', key).expect(400);
      expect(res.body.code).toBe('VALIDATION_ERROR');
      expect(res.body.message).toBe("Unknown format: use 'cloudevents' or 'default' (the default)");
      expect(res.body.details[0].path).toEqual(['format']);
    }
  });
});

describe('socket handshake format', () => {
  it("when an integrator asks for 'cloudevents' with a lastSeq, then the replay and the live events come as CloudEvents under the same event names", async () => {
    const customer = await createTestCustomer();
    const lastSeq = await shop.deps.events.latestSeq();
    const missed = await orderWithChange(customer);
    const socket = rawSocket({ token: key, lastSeq, format: 'cloudevents' });
    expect((await socket.connected).message).toBe('connected');
    await until(() => socket.received.length >= 2, 'the replay');
    const live = await orderWithChange(customer);
    await until(() => socket.received.length >= 4, 'the live events');

    const logged = (await shop.deps.events.readAfter(lastSeq, { kind: 'all' }, 10)).map(({ event }) => event as OrderEvent);
    expect(logged.map((event) => event.orderId)).toEqual([missed.orderId, missed.orderId, live.orderId, live.orderId]);
    expect(socket.received.map(({ name }) => name)).toEqual(['order-created', 'status-changed', 'order-created', 'status-changed']);
    socket.received.forEach(({ payload }, i) => expectCloudEventOf(payload as CloudEvent, logged[i]!));
  });

  it("when a customer asks for 'cloudevents', then only their own status changes come, as CloudEvents", async () => {
    const customer = await createTestCustomer();
    const socket = rawSocket({ token: customer.token, format: 'cloudevents' });
    expect((await socket.connected).message).toBe('connected');
    await orderWithChange(await createTestCustomer());
    const own = await orderWithChange(customer);
    await until(() => socket.received.length >= 1, 'the own status change');
    expect(socket.received).toHaveLength(1);
    const cloud = socket.received[0]!.payload as CloudEvent;
    expect(cloud).toMatchObject({ type: 'hu.pizzapoint.order.status_changed', subject: own.orderId, data: { type: 'status-changed' } });
  });

  it("when the format is absent or 'default', then the envelope comes as before, replay and live", async () => {
    const customer = await createTestCustomer();
    const lastSeq = await shop.deps.events.latestSeq();
    await orderWithChange(customer);
    const absent = recordSocket(shop.url, { token: key, lastSeq });
    const explicit = recordSocket(shop.url, { token: key, lastSeq, format: 'default' });
    open.push(absent, explicit);
    expect([await absent.connected, await explicit.connected]).toEqual(['connected', 'connected']);
    await orderWithChange(customer);
    await until(() => absent.events.length >= 4 && explicit.events.length >= 4, 'replay and live events');
    const logged = (await shop.deps.events.readAfter(lastSeq, { kind: 'all' }, 10)).map(({ event }) => event as OrderEvent);
    expect(absent.events).toEqual(logged);
    expect(explicit.events).toEqual(logged);
  });

  it('when a valid credential comes with a bad format or lastSeq, then connect_error "bad-request" with { message, code } naming the field; a bad credential stays "unauthorized"', async () => {
    const bad = rawSocket({ token: key, format: 'xml' });
    expect(await bad.connected).toEqual({
      message: 'bad-request',
      data: { message: expect.stringMatching(/^Invalid handshake auth: format: /), code: 'VALIDATION_ERROR' },
    });
    const negative = await rawSocket({ token: staff.token, lastSeq: -1, format: 'cloudevents' }).connected;
    expect(negative).toMatchObject({ message: 'bad-request', data: { message: expect.stringContaining('lastSeq') } });
    expect((await rawSocket({ token: 'ppk_not-a-key', format: 'xml' }).connected).message).toBe('unauthorized');
    expect((await rawSocket({ format: 'cloudevents' }).connected).message).toBe('unauthorized');
  });

  it('when the handshake asks for Hungarian (Accept-Language), then the bad-request message is Hungarian; the code stays', async () => {
    const bad = await rawSocket({ token: key, format: 'xml' }, { 'Accept-Language': 'hu' }).connected;
    expect(bad).toEqual({
      message: 'bad-request',
      data: { message: expect.stringMatching(/^Érvénytelen kapcsolódási adatok: format: Ismeretlen formátum/), code: 'VALIDATION_ERROR' },
    });
  });
});
