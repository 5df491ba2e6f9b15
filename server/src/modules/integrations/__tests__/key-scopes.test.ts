/**
 * What a key's scopes let it read, on every path an integrator reads events through: the socket
 * (live and replay, both formats), the pull API (both formats) and the order read. A key with only
 * 'events' gets order summaries without the customer; with 'orders' the full summary and the order;
 * without 'events' no stream at all (docs/integrators/keys.md).
 */
import { type CloudEvent, type IntegrationScope, type OrderEvent, orderSummaryWithoutCustomerSchema, type ShopEvent } from '@pizza/shared';
import { bearer, until } from '@pizza/test-kit';
import { io as connectClient } from 'socket.io-client';
import request from 'supertest';

import { placeOrder } from '../../../realtime/__tests__/helpers';
import { createTestAdmin, createTestCustomer, type TestPrincipal } from '../../../test/auth';
import { startTestShop, type TestShop } from '../../../test/test-shop';

const NAME = 'Zsófia Titkos';
const NOTE = 'no more mozzarella for Zsófia';

let shop: TestShop;
let staff: TestPrincipal;
let customer: TestPrincipal;

beforeAll(async () => {
  shop = await startTestShop();
  staff = await createTestAdmin();
  customer = await createTestCustomer({ name: NAME });
});

afterAll(async () => {
  await shop.close();
});

const open: Array<{ close(): void }> = [];
afterEach(() => {
  for (const socket of open.splice(0)) socket.close();
});

async function keyWith(scopes: IntegrationScope[] | undefined): Promise<{ keyId: string; key: string; scopes: IntegrationScope[] }> {
  const body = { name: `Key ${scopes?.join('+') ?? 'default'}`, ...(scopes ? { scopes } : {}) };
  return (await request(shop.app).post('/api/integrations/keys').set(bearer(staff.token)).send(body).expect(201)).body;
}

/** A socket recording every event's payload (an envelope or a CloudEvent), and how its handshake ended. */
function listen(auth: Record<string, unknown>, headers?: Record<string, string>) {
  const socket = connectClient(shop.url, { auth, transports: ['websocket'], reconnection: false, forceNew: true, extraHeaders: headers });
  const received: unknown[] = [];
  for (const name of ['order-created', 'status-changed']) socket.on(name, (payload: unknown) => void received.push(payload));
  const connected = new Promise<{ message: string; data?: unknown }>((resolve) => {
    socket.once('connect', () => resolve({ message: 'connected' }));
    socket.once('connect_error', (err: Error & { data?: unknown }) => resolve({ message: err.message, data: err.data }));
  });
  open.push({ close: () => void socket.close() });
  return { socket, received, connected };
}

/** An order placed by the named customer and cancelled by staff with their own words: order-created, then status-changed. */
async function cancelledOrder() {
  const order = await placeOrder(shop.app, customer);
  await request(shop.app)
    .patch(`/api/orders/${order.orderId}/status?status=CANCELLED`)
    .set(bearer(staff.token))
    .send({ reason: 'sold-out', note: NOTE })
    .expect(200);
  return order;
}

const envelopes = (payloads: unknown[]) =>
  payloads.map((payload) => ((payload as CloudEvent).specversion ? (payload as CloudEvent).data : payload) as OrderEvent);

/** Nothing about the customer anywhere in what arrived. */
function expectNoCustomer(payloads: unknown[]) {
  const text = JSON.stringify(payloads);
  for (const secret of [NAME, NOTE, customer.user.email, 'Piac']) expect(text).not.toContain(secret);
  for (const event of envelopes(payloads)) {
    expect(event.order).not.toHaveProperty('customerName');
    expect(orderSummaryWithoutCustomerSchema.strict().parse(event.order)).toEqual(event.order);
  }
}

function expectFull(payloads: unknown[]) {
  for (const event of envelopes(payloads)) expect(event.order).toMatchObject({ customerName: NAME });
  const cancelled = envelopes(payloads).find((event) => event.type === 'status-changed');
  expect(cancelled?.order.cancelReason).toBe(`something in the order is sold out: ${NOTE}`);
}

describe("a key with 'events' only (the default)", () => {
  it('when an order is placed and cancelled, then the socket (live, replay, CloudEvents) and the pull API give summaries without the customer', async () => {
    const { key, scopes } = await keyWith(undefined);
    expect(scopes).toEqual(['events']);
    const after = await shop.deps.events.latestSeq();
    const live = listen({ token: key });
    const liveCloud = listen({ token: key, format: 'cloudevents' });
    expect((await live.connected).message).toBe('connected');
    expect((await liveCloud.connected).message).toBe('connected');

    const order = await cancelledOrder();
    await until(() => live.received.length === 2 && liveCloud.received.length === 2, 'both live sockets to get both events');
    const replay = listen({ token: key, lastSeq: after });
    const replayCloud = listen({ token: key, lastSeq: after, format: 'cloudevents' });
    await until(() => replay.received.length === 2 && replayCloud.received.length === 2, 'both replays');
    const pulled = (await request(shop.app).get(`/api/events?after=${after}`).set('X-API-Key', key).expect(200)).body.events as ShopEvent[];
    const pulledCloud = (await request(shop.app).get(`/api/events?after=${after}&format=cloudevents`).set(bearer(key)).expect(200)).body
      .events as CloudEvent[];

    for (const payloads of [live.received, liveCloud.received, replay.received, replayCloud.received, pulled, pulledCloud]) {
      expect(envelopes(payloads).map((event) => [event.type, event.orderId])).toEqual([
        ['order-created', order.orderId],
        ['status-changed', order.orderId],
      ]);
      expectNoCustomer(payloads);
      // The reason's fixed words stay (a POS may show why), staff's own words do not.
      expect(envelopes(payloads)[1]!.order).toMatchObject({ status: 'CANCELLED', cancelReason: 'something in the order is sold out' });
    }
  });

  it('when it asks for the order itself, then 403 with a clear message (Hungarian too), never the order', async () => {
    const { key } = await keyWith(['events']);
    const order = await placeOrder(shop.app, customer);
    const refused = await request(shop.app).get(`/api/orders/${order.orderId}`).set('X-API-Key', key).expect(403);
    expect(refused.body).toEqual({ message: "This key may not read orders: it lacks the 'orders' scope", code: 'FORBIDDEN' });
    const hu = await request(shop.app).get(`/api/orders/${order.orderId}`).set('X-API-Key', key).set('Accept-Language', 'hu').expect(403);
    expect(hu.body.message).toMatch(/^Ez a kulcs nem olvashatja a rendeléseket/);
  });
});

describe("a key with 'events' and 'orders'", () => {
  it('when an order is placed and cancelled, then every path gives the full summary with the customer, and the order can be read', async () => {
    const { key } = await keyWith(['events', 'orders']);
    const after = await shop.deps.events.latestSeq();
    const live = listen({ token: key });
    const liveCloud = listen({ token: key, format: 'cloudevents' });
    await Promise.all([live.connected, liveCloud.connected]);
    const order = await cancelledOrder();
    await until(() => live.received.length === 2 && liveCloud.received.length === 2, 'both live sockets');
    const replay = listen({ token: key, lastSeq: after });
    await until(() => replay.received.length === 2, 'the replay');
    const pulled = (await request(shop.app).get(`/api/events?after=${after}`).set('X-API-Key', key).expect(200)).body.events;
    const pulledCloud = (await request(shop.app).get(`/api/events?after=${after}&format=cloudevents`).set('X-API-Key', key).expect(200))
      .body.events;
    for (const payloads of [live.received, liveCloud.received, replay.received, pulled, pulledCloud]) expectFull(payloads);
    const read = await request(shop.app).get(`/api/orders/${order.orderId}`).set('X-API-Key', key).expect(200);
    expect(read.body.orderId).toBe(order.orderId);
  });

  it('when staff read the same events, then they keep the full summary (people are not shaped by scopes)', async () => {
    const after = await shop.deps.events.latestSeq();
    await cancelledOrder();
    const pulled = (await request(shop.app).get(`/api/events?after=${after}`).set(bearer(staff.token)).expect(200)).body.events;
    expectFull(pulled);
  });
});

describe("a key without 'events'", () => {
  it.each([[['orders']], [['menu']], [['orders', 'menu']]] as Array<[IntegrationScope[]]>)(
    'when a key with %j asks for the stream, then the pull API is 403 and the socket is refused as forbidden, in the asker language',
    async (scopes) => {
      const { key } = await keyWith(scopes);
      const pull = await request(shop.app).get('/api/events').set('X-API-Key', key).expect(403);
      expect(pull.body).toEqual({ message: "This key may not read the event stream: it lacks the 'events' scope", code: 'FORBIDDEN' });
      const refused = await listen({ token: key }).connected;
      expect(refused).toEqual({
        message: 'forbidden',
        data: { message: "This key may not read the event stream: it lacks the 'events' scope", code: 'FORBIDDEN' },
      });
      const hu = await listen({ token: key }, { 'Accept-Language': 'hu' }).connected;
      expect(hu).toMatchObject({
        message: 'forbidden',
        data: { message: expect.stringMatching(/^Ez a kulcs nem olvashatja az eseményfolyamot/) },
      });
    },
  );

  it("when a key with 'menu' reads the menu with its key, then it gets it (the menu is public; docs/integrators/keys.md)", async () => {
    const { key } = await keyWith(['menu']);
    const pizzas = await request(shop.app).get('/api/menuItem/get/category/PIZZA').set('X-API-Key', key).expect(200);
    const extras = await request(shop.app).get('/api/extras/get/all').set('X-API-Key', key).expect(200);
    expect(pizzas.body.length).toBeGreaterThan(0);
    expect(extras.body.length).toBeGreaterThan(0);
  });
});

describe('creating a key with scopes', () => {
  it('when the scopes are empty, unknown or not a list, then 400 with a message and no key is made', async () => {
    const before = (await request(shop.app).get('/api/integrations/keys').set(bearer(staff.token)).expect(200)).body.length;
    for (const scopes of [[], ['events', 'everything'], 'events']) {
      const res = await request(shop.app).post('/api/integrations/keys').set(bearer(staff.token)).send({ name: 'Bad', scopes }).expect(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.any(String) });
    }
    expect((await request(shop.app).get('/api/integrations/keys').set(bearer(staff.token)).expect(200)).body.length).toBe(before);
  });

  it('when a scope is named twice, then it is stored once and listed with the key', async () => {
    const created = await keyWith(['events', 'orders', 'events']);
    expect(created.scopes).toEqual(['events', 'orders']);
    const listed = (await request(shop.app).get('/api/integrations/keys').set(bearer(staff.token)).expect(200)).body as Array<{
      keyId: string;
      scopes: string[];
    }>;
    expect(listed.find((entry) => entry.keyId === created.keyId)?.scopes).toEqual(['events', 'orders']);
  });
});
