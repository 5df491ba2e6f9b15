/**
 * Changing a key's scopes (PATCH /api/integrations/keys/{keyId}): audited in the same transaction,
 * in force for the next request at once, and for open sockets at once (they are dropped
 * and connect again with the new scopes). Keys made before scopes existed read as they always did.
 */
import { bearer, until } from '@pizza/test-kit';
import request from 'supertest';

import { changeStatus, placeOrder } from '../../../realtime/__tests__/helpers';
import { createTestAdmin, createTestCustomer, type TestPrincipal } from '../../../test/auth';
import { AuditEntryModel } from '../../../test/stored-records';
import { recordSocket, startTestShop, type TestShop } from '../../../test/test-shop';
import { IntegrationKeyModel } from '../integration-key.model';

const NAME = 'Bence Rejtett';

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

function record(auth: Record<string, unknown>) {
  const socket = recordSocket(shop.url, auth);
  open.push(socket);
  return socket;
}

async function createKey(scopes: string[]): Promise<{ keyId: string; key: string }> {
  return (await request(shop.app).post('/api/integrations/keys').set(bearer(staff.token)).send({ name: 'POS', scopes }).expect(201)).body;
}

const patchScopes = (keyId: string, body: unknown, token = staff.token) =>
  request(shop.app)
    .patch(`/api/integrations/keys/${keyId}`)
    .set(bearer(token))
    .send(body as object);

const pullNames = async (key: string, after: number) =>
  (
    (await request(shop.app).get(`/api/events?after=${after}`).set('X-API-Key', key).expect(200)).body.events as Array<{
      order?: { customerName?: string };
    }>
  ).map((event) => event.order?.customerName);

describe('PATCH /api/integrations/keys/{keyId}', () => {
  it('when staff widen a key to full orders, then the answer and the list show it, the audit has before and after, and the next pull has the name', async () => {
    const { keyId, key } = await createKey(['events']);
    const after = await shop.deps.events.latestSeq();
    await placeOrder(shop.app, customer);
    expect(await pullNames(key, after)).toEqual([undefined]);

    const res = await patchScopes(keyId, { scopes: ['orders', 'events'] }).expect(200);
    expect(res.body).toMatchObject({ keyId, name: 'POS', scopes: ['orders', 'events'] });
    const listed = (await request(shop.app).get('/api/integrations/keys').set(bearer(staff.token))).body as Array<{ keyId: string }>;
    expect(listed.find((entry) => entry.keyId === keyId)).toMatchObject({ scopes: ['orders', 'events'] });
    expect(await pullNames(key, after)).toEqual([NAME]);

    const entry = await AuditEntryModel.findOne({ action: 'integrations.key.scopes', subject: keyId }).lean();
    expect(entry).toMatchObject({
      actorId: staff.user.id,
      subject: keyId,
      before: { name: 'POS', scopes: ['events'] },
      after: { name: 'POS', scopes: ['orders', 'events'] },
    });
  });

  it('when staff narrow a key to menu only, then the next pull is 403 at once', async () => {
    const { keyId, key } = await createKey(['events', 'orders']);
    await request(shop.app).get('/api/events').set('X-API-Key', key).expect(200);
    await patchScopes(keyId, { scopes: ['menu'] }).expect(200);
    await request(shop.app).get('/api/events').set('X-API-Key', key).expect(403);
  });

  it('when the body is empty, has no scope, an unknown one or extra fields, then 400 and nothing changes nor is audited', async () => {
    const { keyId } = await createKey(['events']);
    for (const body of [{}, { scopes: [] }, { scopes: ['all'] }, { scopes: ['events'], name: 'x' }, { scopes: 'events' }]) {
      const res = await patchScopes(keyId, body).expect(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.any(String) });
    }
    expect((await IntegrationKeyModel.findOne({ keyId }).lean())?.scopes).toEqual(['events']);
    expect(await AuditEntryModel.countDocuments({ action: 'integrations.key.scopes', subject: keyId })).toBe(0);
  });

  it('when the key is unknown, then 404; when a customer or nobody asks, then 403 or 401', async () => {
    const { keyId } = await createKey(['events']);
    await patchScopes('no-such-key', { scopes: ['events'] }).expect(404);
    const other = await createTestCustomer();
    await patchScopes(keyId, { scopes: ['events', 'orders'] }, other.token).expect(403);
    await request(shop.app)
      .patch(`/api/integrations/keys/${keyId}`)
      .send({ scopes: ['events', 'orders'] })
      .expect(401);
    expect((await IntegrationKeyModel.findOne({ keyId }).lean())?.scopes).toEqual(['events']);
  });
});

describe('open sockets when the scopes change', () => {
  it('when a key is widened while its socket is open, then the socket is dropped and a new one gets the full summary', async () => {
    const { keyId, key } = await createKey(['events']);
    const socket = record({ token: key });
    const untouched = await createKey(['events']);
    const other = record({ token: untouched.key });
    expect(await socket.connected).toBe('connected');
    expect(await other.connected).toBe('connected');
    await patchScopes(keyId, { scopes: ['events', 'orders'] }).expect(200);
    await until(() => !socket.socket.connected, 'the socket with the old scopes to be dropped', 5000);
    expect(other.socket.connected).toBe(true);

    const again = record({ token: key, lastSeq: await shop.deps.events.latestSeq() });
    expect(await again.connected).toBe('connected');
    const order = await placeOrder(shop.app, customer);
    await until(() => again.orderEvents().length === 1 && other.orderEvents().length === 1, 'the new order on both sockets');
    expect(again.orderEvents()[0]!.order).toMatchObject({ orderId: order.orderId, customerName: NAME });
    expect(other.orderEvents()[0]!.order).not.toHaveProperty('customerName');
  });

  it('when a key loses the events scope while connected, then its socket is dropped and a new handshake is refused', async () => {
    const { keyId, key } = await createKey(['events', 'orders']);
    const socket = record({ token: key });
    expect(await socket.connected).toBe('connected');
    await patchScopes(keyId, { scopes: ['orders'] }).expect(200);
    await until(() => !socket.socket.connected, 'the socket to be dropped', 5000);
    expect(await record({ token: key }).connected).toBe('forbidden');
  });
});

describe('a key made before scopes existed (none stored)', () => {
  it('when it reads, then it is listed with events and orders, gets the customer on the socket and the pull API, and may read the order', async () => {
    const { keyId, key } = await createKey(['events']);
    await IntegrationKeyModel.updateOne({ keyId }, { $unset: { scopes: '' } });
    const listed = (await request(shop.app).get('/api/integrations/keys').set(bearer(staff.token))).body as Array<{ keyId: string }>;
    expect(listed.find((entry) => entry.keyId === keyId)).toMatchObject({ scopes: ['events', 'orders'] });

    const after = await shop.deps.events.latestSeq();
    const socket = record({ token: key });
    expect(await socket.connected).toBe('connected');
    const order = await placeOrder(shop.app, customer);
    await changeStatus(shop.app, staff.token, order.orderId, 'PREPARING').expect(200);
    await until(() => socket.orderEvents().length === 2, 'both events on the socket');
    expect(socket.orderEvents().map((event) => ('customerName' in event.order ? event.order.customerName : undefined))).toEqual([
      NAME,
      NAME,
    ]);
    expect(await pullNames(key, after)).toEqual([NAME, NAME]);
    await request(shop.app).get(`/api/orders/${order.orderId}`).set('X-API-Key', key).expect(200);
    // The re-check keeps it: a key without stored scopes is not mistaken for one whose scopes changed.
    const reader = await shop.deps.eventReaders.resolve(key);
    expect(reader).toMatchObject({ kind: 'integrator', scopes: ['events', 'orders'] });
    expect(await shop.deps.eventReaders.stillValid([reader!], new Date())).toEqual([true]);
    expect(socket.socket.connected).toBe(true);
  });
});
