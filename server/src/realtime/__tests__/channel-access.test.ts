import jwt from 'jsonwebtoken';
import request from 'supertest';

import { createTestAdmin, createTestCustomer, type TestPrincipal } from '../../test/auth';
import { UserModel } from '../../test/stored-records';
import { TEST_JWT_SECRET } from '../../test/test-app';
import { eventually, recordSocket, startTestShop, type TestShop } from '../../test/test-shop';
import { bearer, changeStatus, customers, placeOrder } from './helpers';

let shop: TestShop;
let staff: TestPrincipal;

beforeAll(async () => {
  shop = await startTestShop();
  staff = await createTestAdmin();
});

afterAll(async () => {
  await shop.close();
});

const open: Array<{ close(): void }> = [];
afterEach(() => {
  for (const socket of open.splice(0)) socket.close();
});

function record(auth: Record<string, unknown> | undefined) {
  const socket = recordSocket(shop.url, auth);
  open.push(socket);
  return socket;
}

describe('socket handshake', () => {
  it('when the auth is missing, empty, made up, forged, expired or without expiry, then connect_error "unauthorized"', async () => {
    const { user } = await createTestCustomer();
    const now = Math.floor(Date.now() / 1000);
    const forged = jwt.sign({ sub: user.id, role: 'USER', ver: 0 }, 'x'.repeat(40), { expiresIn: 600 });
    const expired = jwt.sign({ sub: user.id, role: 'USER', ver: 0, iat: now - 7200, exp: now - 3600 }, TEST_JWT_SECRET);
    const eternal = jwt.sign({ sub: user.id, role: 'USER', ver: 0 }, TEST_JWT_SECRET);
    for (const auth of [
      undefined,
      { token: '' },
      { token: 'made-up' },
      { token: forged },
      { token: expired },
      { token: eternal },
      { token: 'ppk_not-a-key' },
    ]) {
      expect(await record(auth).connected).toBe('unauthorized');
    }
  });

  it('when a customer, staff member or integrator key connects, then it is accepted', async () => {
    const customer = await createTestCustomer();
    const key = (await request(shop.app).post('/api/integrations/keys').set(bearer(staff.token)).send({ name: 'Printer' }).expect(201)).body
      .key;
    expect(await record({ token: customer.token }).connected).toBe('connected');
    expect(await record({ token: staff.token, lastSeq: 0 }).connected).toBe('connected');
    expect(await record({ token: key }).connected).toBe('connected');
  });
});

describe('who sees what', () => {
  it('when 10 customers place 100 orders and staff moves each, then each customer gets only their own status changes and staff get everything', async () => {
    const people = await customers(10);
    const before = await shop.deps.events.latestSeq();
    const staffSocket = record({ token: staff.token });
    const customerSockets = people.map((person) => record({ token: person.token }));
    await Promise.all([staffSocket, ...customerSockets].map((socket) => socket.connected));

    const owners = new Map<string, string>();
    await Promise.all(
      people.map(async (person) => {
        for (let i = 0; i < 10; i += 1) {
          const order = await placeOrder(shop.app, person);
          owners.set(order.orderId, person.user.id);
          await changeStatus(shop.app, staff.token, order.orderId, 'PREPARING').expect(200);
        }
      }),
    );
    const total = (await shop.deps.events.latestSeq()) - before;
    expect(total).toBe(200);
    await eventually(() => staffSocket.events.length === 200, 'staff to receive all 200 events');
    expect(staffSocket.events.map((event) => event.seq)).toEqual(Array.from({ length: 200 }, (_v, i) => before + i + 1));
    for (const [index, socket] of customerSockets.entries()) {
      await eventually(() => socket.events.length === 10, `customer ${index} to receive their 10 status changes`);
      expect(socket.events.every((event) => event.type === 'status-changed' && owners.get(event.orderId) === people[index]!.user.id)).toBe(
        true,
      );
    }
    // Nothing more arrives later (no duplicates, nobody else's).
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(customerSockets.map((socket) => socket.events.length)).toEqual(Array(10).fill(10));
  });
});

describe('losing the right to listen while connected', () => {
  it('when a customer is deleted, a staff member demoted or a password reset bumps the token version, then their socket is dropped within the re-check', async () => {
    const deleted = await createTestCustomer();
    const demoted = await createTestAdmin();
    const reset = await createTestCustomer();
    const survivor = await createTestCustomer();
    const sockets = [deleted, demoted, reset, survivor].map((principal) => record({ token: principal.token }));
    await Promise.all(sockets.map((socket) => socket.connected));
    await UserModel.deleteOne({ _id: deleted.user.id });
    await UserModel.updateOne({ _id: demoted.user.id }, { $set: { role: 'USER' } });
    await UserModel.updateOne({ _id: reset.user.id }, { $inc: { tokenVersion: 1 } });
    await eventually(() => sockets.slice(0, 3).every((socket) => !socket.socket.connected), 'the three sockets to be dropped', 5000);
    expect(sockets[3]!.socket.connected).toBe(true);
  });

  it('when 60 customers are connected (a re-check in several batches) and the last ones lose their account, then exactly theirs are dropped', async () => {
    const many = await customers(60);
    const sockets = many.map((principal) => record({ token: principal.token }));
    await Promise.all(sockets.map((socket) => socket.connected));
    // Connected last, so checked in the last batch; one in the middle, too.
    const lost = [many[29]!, many[58]!, many[59]!];
    await UserModel.deleteMany({ _id: { $in: lost.map((principal) => principal.user.id) } });
    const dropped = (i: number) => !sockets[i]!.socket.connected;
    await eventually(() => [29, 58, 59].every(dropped), 'the three sockets to be dropped', 5000);
    expect(sockets.filter((socket) => !socket.socket.connected)).toHaveLength(3);
  });

  it('when an integrator key is revoked, then HTTP refuses it at once and its socket is dropped within the re-check', async () => {
    const created = (
      await request(shop.app).post('/api/integrations/keys').set(bearer(staff.token)).send({ name: 'Courier app' }).expect(201)
    ).body;
    const socket = record({ token: created.key });
    expect(await socket.connected).toBe('connected');
    await request(shop.app).get('/api/events').set('X-API-Key', created.key).expect(200);
    await request(shop.app).delete(`/api/integrations/keys/${created.keyId}`).set(bearer(staff.token)).expect(204);
    await request(shop.app).get('/api/events').set('X-API-Key', created.key).expect(401);
    await eventually(() => !socket.socket.connected, 'the revoked key to lose its socket', 5000);
    expect(await record({ token: created.key }).connected).toBe('unauthorized');
  });

  it('when a token expires while connected, then the socket is dropped', async () => {
    const { user } = await createTestCustomer();
    const soon = jwt.sign({ sub: user.id, role: 'USER', ver: 0 }, TEST_JWT_SECRET, { expiresIn: 1 });
    const socket = record({ token: soon });
    expect(await socket.connected).toBe('connected');
    await eventually(() => !socket.socket.connected, 'the expired token to lose its socket', 5000);
  });
});
