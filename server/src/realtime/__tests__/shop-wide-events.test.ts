/**
 * The shop-wide events on the live channel and the pull API, on the real app, database and
 * socket.io-client: a pause, a settings save and a sold-out item reach staff and integrators (all of
 * them) and customers (the public ones, with their own orders' status changes, never the settings
 * or someone's new order), live and on replay, in seq order, each under its own event name.
 */
import {
  type CloudEvent,
  cloudEventSchema,
  DEFAULT_RESTAURANT_SETTINGS,
  eventsPageSchema,
  type MenuAvailability,
  type ShopEvent,
} from '@pizza/shared';
import { bearer, until } from '@pizza/test-kit';
import { io as connectClient } from 'socket.io-client';
import request from 'supertest';

import { createTestAdmin, createTestCustomer, type TestPrincipal } from '../../test/auth';
import { recordSocket, type RecordingSocket, startTestShop, type TestShop } from '../../test/test-shop';
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
      .send({ name: 'Display', scopes: ['events', 'orders'] })
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

function record(auth: Record<string, unknown>): RecordingSocket {
  const socket = recordSocket(shop.url, auth);
  open.push(socket);
  return socket;
}

const soldOut: MenuAvailability = { kind: 'menuItem', id: 'PIZ_006', name: 'Pepperoni', available: false, soldOutSizes: ['L'] };

/** What happens in the shop: one customer's order moves, another's is placed, and staff change the shop. */
async function aBusyEvening(mine: TestPrincipal, someoneElse: TestPrincipal) {
  const myOrder = await placeOrder(shop.app, mine);
  await request(shop.app).put('/api/restaurant/pause').set(bearer(staff.token)).send({ minutes: 15 }).expect(200);
  await placeOrder(shop.app, someoneElse).catch(() => undefined); // paused: refused, nothing logged
  await request(shop.app)
    .put('/api/restaurant/settings')
    .set(bearer(staff.token))
    .send({ ...DEFAULT_RESTAURANT_SETTINGS, prepMinutes: { PICKUP: 25, DELIVERY: 35 } })
    .expect(200);
  await shop.deps.events.transaction(
    async (session) => void shop.deps.events.append(session, { type: 'menu-availability-changed', item: soldOut }),
  );
  await changeStatus(shop.app, staff.token, myOrder.orderId, 'PREPARING').expect(200);
  await request(shop.app).put('/api/restaurant/pause').set(bearer(staff.token)).send({ minutes: 0 }).expect(200);
  return myOrder;
}

const kinds = (events: ShopEvent[]) => events.map((event) => event.type);
const ALL = [
  'order-created',
  'restaurant-status-changed',
  'settings-changed',
  'restaurant-status-changed',
  'menu-availability-changed',
  'status-changed',
  'restaurant-status-changed',
];
const CUSTOMERS = [
  'restaurant-status-changed',
  'restaurant-status-changed',
  'menu-availability-changed',
  'status-changed',
  'restaurant-status-changed',
];

it('when staff change the shop, then staff, integrator and customer sockets get what each may see, live and on replay, in seq order', async () => {
  const [mine, someoneElse] = [await createTestCustomer(), await createTestCustomer()];
  const start = await shop.deps.events.latestSeq();
  const live = {
    staff: record({ token: staff.token, lastSeq: start }),
    integrator: record({ token: key, lastSeq: start }),
    customer: record({ token: mine.token, lastSeq: start }),
  };
  for (const socket of Object.values(live)) expect(await socket.connected).toBe('connected');

  const myOrder = await aBusyEvening(mine, someoneElse);
  const logged = (await shop.deps.events.readAfter(start, { kind: 'all' }, 100)).map(({ event }) => event);
  expect(kinds(logged)).toEqual(ALL);

  await until(() => live.staff.events.length === ALL.length && live.integrator.events.length === ALL.length, 'staff and integrator events');
  await until(() => live.customer.events.length === CUSTOMERS.length, "the customer's events");
  expect(live.staff.events).toEqual(logged);
  expect(live.integrator.events).toEqual(logged);
  expect(kinds(live.customer.events)).toEqual(CUSTOMERS);
  expect(live.customer.events).toEqual(logged.filter((event) => CUSTOMERS.includes(event.type)));
  expect(live.customer.orderEvents().map((event) => event.orderId)).toEqual([myOrder.orderId]);
  const [paused, , resumed] = live.customer.events.filter((event) => event.type === 'restaurant-status-changed');
  expect(paused).toMatchObject({ status: { isOpen: false, reason: 'paused' } });
  expect(resumed).toMatchObject({ status: { isOpen: true, typicalMinutes: { PICKUP: 25, DELIVERY: 35 } } });

  const replay = {
    staff: record({ token: staff.token, lastSeq: start }),
    integrator: record({ token: key, lastSeq: start }),
    customer: record({ token: mine.token, lastSeq: start }),
  };
  await until(() => replay.staff.events.length === ALL.length && replay.integrator.events.length === ALL.length, 'the replays');
  await until(() => replay.customer.events.length === CUSTOMERS.length, "the customer's replay");
  expect(replay.staff.events).toEqual(logged);
  expect(replay.integrator.events).toEqual(logged);
  expect(replay.customer.events).toEqual(live.customer.events);
});

it('when an integrator pulls or asks for CloudEvents, then the shop-wide events come with their own type and subject', async () => {
  const start = await shop.deps.events.latestSeq();
  const socket = connectClient(shop.url, {
    auth: { token: key, lastSeq: start, format: 'cloudevents' },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  open.push({ close: () => void socket.close() });
  const received: Array<{ name: string; payload: CloudEvent }> = [];
  for (const name of ['restaurant-status-changed', 'settings-changed', 'menu-availability-changed'])
    socket.on(name, (payload: CloudEvent) => void received.push({ name, payload }));
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));

  await request(shop.app).put('/api/restaurant/busy').set(bearer(staff.token)).send({ extraMinutes: 15 }).expect(200);
  await shop.deps.events.transaction(
    async (session) => void shop.deps.events.append(session, { type: 'menu-availability-changed', item: soldOut }),
  );
  await until(() => received.length === 2, 'two CloudEvents');
  expect(received.map(({ name, payload }) => [name, cloudEventSchema.parse(payload).type, payload.subject])).toEqual([
    ['restaurant-status-changed', 'hu.pizzapoint.restaurant.status_changed', 'restaurant'],
    ['menu-availability-changed', 'hu.pizzapoint.menu.availability_changed', 'menuItem/PIZ_006'],
  ]);

  const page = eventsPageSchema.parse((await request(shop.app).get(`/api/events?after=${start}`).set('X-API-Key', key).expect(200)).body);
  expect(page.events).toEqual(received.map(({ payload }) => payload.data));
  expect(page.events[0]).toMatchObject({ type: 'restaurant-status-changed', status: { busyExtraMinutes: 15 } });
  expect(page.events[1]).toMatchObject({ type: 'menu-availability-changed', item: soldOut });
});
