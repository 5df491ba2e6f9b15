import type { ShopEvent } from '@pizza/shared';
import { bearer, until } from '@pizza/test-kit';
import request from 'supertest';

import { createTestCustomer, createTestStaff, type TestPrincipal } from '../../test/auth';
import { UserModel } from '../../test/stored-records';
import { recordSocket, startTestShop, type TestShop } from '../../test/test-shop';
import { changeStatus, placeOrder } from './helpers';

/*
 * The live channel by role (docs/product/staff-roles.md#the-live-channel): the kitchen (like the
 * owner and the manager) sees every event; a courier sees the status and estimate changes of
 * delivery orders and the public shop-wide events, live, on replay and through the pull API alike.
 */

let shop: TestShop;
let owner: TestPrincipal;
let kitchen: TestPrincipal;
let courier: TestPrincipal;

beforeAll(async () => {
  shop = await startTestShop();
  [owner, kitchen, courier] = await Promise.all([createTestStaff('OWNER'), createTestStaff('KITCHEN'), createTestStaff('COURIER')]);
});

afterAll(async () => {
  await shop.close();
});

const open: Array<{ close(): void }> = [];
afterEach(() => {
  for (const socket of open.splice(0)) socket.close();
});

function record(auth: Record<string, unknown>) {
  const socket = recordSocket(shop.url, auth);
  open.push(socket);
  return socket;
}

/** An event as `type orderType orderId` (order events) or its type (shop-wide), to compare lists. */
const described = (event: ShopEvent) => ('order' in event ? `${event.type} ${event.order.orderType} ${event.orderId}` : event.type);

/**
 * One of every kind of event: a pickup and a delivery order placed and moved, the delivery's estimate
 * pushed, the settings saved, busy mode, and a dish sold out (last). Answers what each role should see.
 */
async function oneOfEverything(before: number) {
  const customer = await createTestCustomer();
  const pickup = await placeOrder(shop.app, customer);
  await changeStatus(shop.app, owner.token, pickup.orderId, 'PREPARING').expect(200);
  await request(shop.app)
    .post('/api/address/add')
    .set(bearer(customer.token))
    .send({ street: 'Piac utca', buildingName: '10', latitude: 47.5293, longitude: 21.6253, selected: true })
    .expect(200);
  const delivery = await placeOrder(shop.app, customer, 'DELIVERY');
  await changeStatus(shop.app, owner.token, delivery.orderId, 'PREPARING').expect(200);
  await changeStatus(shop.app, owner.token, delivery.orderId, 'OUT_FOR_DELIVERY').expect(200);
  await request(shop.app).patch(`/api/orders/${delivery.orderId}/eta`).set(bearer(owner.token)).send({ addMinutes: 10 }).expect(200);
  const settings = (await request(shop.app).get('/api/restaurant/settings').set(bearer(owner.token)).expect(200)).body;
  await request(shop.app).put('/api/restaurant/settings').set(bearer(owner.token)).send(settings).expect(200);
  await request(shop.app).put('/api/restaurant/busy').set(bearer(owner.token)).send({ extraMinutes: 15 }).expect(200);
  await request(shop.app).put('/api/menuItem/PIZ_001/availability').set(bearer(owner.token)).send({ soldOut: true }).expect(200);
  // Every event the log holds since (a settings save may also restate the shop's status): written by the actions above.
  const logged = (await shop.deps.events.readAfter(before, { kind: 'all' }, 100)).map(({ event }) => described(event));
  expect(logged).toEqual(
    expect.arrayContaining([
      `order-created PICKUP ${pickup.orderId}`,
      `status-changed PICKUP ${pickup.orderId}`,
      `order-created DELIVERY ${delivery.orderId}`,
      `eta-changed DELIVERY ${delivery.orderId}`,
      'settings-changed',
      'restaurant-status-changed',
      'menu-availability-changed',
    ]),
  );
  // The courier's rule, written out: the delivery order's status and estimate changes, the public shop-wide events.
  const courierSees = logged.filter(
    (line) =>
      line === `status-changed DELIVERY ${delivery.orderId}` ||
      line === `eta-changed DELIVERY ${delivery.orderId}` ||
      line === 'restaurant-status-changed' ||
      line === 'menu-availability-changed',
  );
  expect(courierSees.filter((line) => line.startsWith('status-changed'))).toHaveLength(2);
  return { everything: logged, courierSees };
}

describe('the live channel by role', () => {
  let before: number;
  let expected: Awaited<ReturnType<typeof oneOfEverything>>;
  const live: Record<'kitchen' | 'courier', ShopEvent[]> = { kitchen: [], courier: [] };

  beforeAll(async () => {
    before = await shop.deps.events.latestSeq();
    const kitchenSocket = record({ token: kitchen.token });
    const courierSocket = record({ token: courier.token });
    expect(await Promise.all([kitchenSocket.connected, courierSocket.connected])).toEqual(['connected', 'connected']);
    expected = await oneOfEverything(before);
    await until(() => kitchenSocket.events.length === expected.everything.length, 'the kitchen to receive every event');
    await until(() => courierSocket.events.at(-1)?.type === 'menu-availability-changed', 'the courier to receive the last event');
    live.kitchen = [...kitchenSocket.events];
    live.courier = [...courierSocket.events];
  });

  it("when every kind of event happens, then the kitchen's socket gets them all, the settings included", () => {
    expect(live.kitchen.map(described)).toEqual(expected.everything);
  });

  it("when every kind of event happens, then a courier's socket gets the delivery order's changes and the public shop-wide events only", () => {
    expect(live.courier.map(described)).toEqual(expected.courierSees);
  });

  it('when a courier reconnects from before those events, then the replay holds exactly what they saw live', async () => {
    const replayed = record({ token: courier.token, lastSeq: before });
    expect(await replayed.connected).toBe('connected');
    await until(() => replayed.events.at(-1)?.type === 'menu-availability-changed', 'the replay to reach the last event');
    expect(replayed.events.map(described)).toEqual(expected.courierSees);
    expect(replayed.events).toEqual(live.courier);
    expect(replayed.resyncs).toEqual([]);
  });

  it('when the courier and the kitchen pull the events API from before them, then each gets what their socket got', async () => {
    const pull = async (who: TestPrincipal) =>
      (await request(shop.app).get('/api/events').query({ after: before }).set(bearer(who.token)).expect(200)).body.events as ShopEvent[];
    const pulled = await pull(courier);
    expect(pulled.map(described)).toEqual(expected.courierSees);
    expect(pulled).toEqual(live.courier);
    expect(await pull(kitchen)).toEqual(live.kitchen);
  });
});

describe('a role changing while connected', () => {
  it("when a kitchen member becomes a courier, then their socket is dropped within the re-check (the client reconnects with the courier's view)", async () => {
    const member = await createTestStaff('KITCHEN');
    const bystander = record({ token: kitchen.token });
    const socket = record({ token: member.token });
    expect(await Promise.all([socket.connected, bystander.connected])).toEqual(['connected', 'connected']);
    await UserModel.updateOne({ _id: member.user.id }, { $set: { staffRole: 'COURIER' } });
    await until(() => !socket.socket.connected, 'the re-assigned member to lose their socket', 5000);
    expect(bystander.socket.connected).toBe(true);
    expect(await record({ token: member.token }).connected).toBe('connected');
  });
});
