import { eventsPageSchema } from '@pizza/shared';
import request from 'supertest';

import { createTestAdmin, createTestCustomer, type TestPrincipal } from '../../test/auth';
import { OrderEventModel } from '../../test/stored-records';
import { eventually, recordSocket, startTestShop, type TestShop } from '../../test/test-shop';
import { bearer, changeStatus, placeOrder } from './helpers';

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

function record(auth: Record<string, unknown>) {
  const socket = recordSocket(shop.url, auth);
  open.push(socket);
  return socket;
}

const seqs = (socket: { events: Array<{ seq: number }> }) => socket.events.map((event) => event.seq);

describe('replay after lastSeq, then live', () => {
  it('when a staff socket reconnects with lastSeq, then it gets exactly what it missed, in order, then the live events, without a duplicate', async () => {
    const customer = await createTestCustomer();
    const first = record({ token: staff.token, lastSeq: await shop.deps.events.latestSeq() });
    await first.connected;
    await placeOrder(shop.app, customer);
    await eventually(() => first.events.length === 1, 'the first event');
    const lastSeq = first.lastSeq()!;
    first.close();

    const missed = [];
    for (let i = 0; i < 3; i += 1) missed.push((await placeOrder(shop.app, customer)).orderId);
    const second = record({ token: staff.token, lastSeq });
    await second.connected;
    const live = await placeOrder(shop.app, customer);
    await eventually(() => second.events.length === 4, 'three missed and one live event');
    expect(seqs(second)).toEqual([lastSeq + 1, lastSeq + 2, lastSeq + 3, lastSeq + 4]);
    expect(second.orderEvents().map((event) => event.orderId)).toEqual([...missed, live.orderId]);
  });

  it('when a customer reconnects with lastSeq, then the replay holds only their own status changes', async () => {
    const [mine, theirs] = [await createTestCustomer(), await createTestCustomer()];
    const start = await shop.deps.events.latestSeq();
    const myOrder = await placeOrder(shop.app, mine);
    const theirOrder = await placeOrder(shop.app, theirs);
    await changeStatus(shop.app, staff.token, theirOrder.orderId, 'PREPARING').expect(200);
    await changeStatus(shop.app, staff.token, myOrder.orderId, 'PREPARING').expect(200);
    await changeStatus(shop.app, staff.token, myOrder.orderId, 'READY_FOR_PICKUP').expect(200);
    const socket = record({ token: mine.token, lastSeq: start });
    await eventually(() => socket.events.length === 2, 'two status changes of my order');
    expect(socket.orderEvents().map((event) => [event.type, event.orderId, event.order.status])).toEqual([
      ['status-changed', myOrder.orderId, 'PREPARING'],
      ['status-changed', myOrder.orderId, 'READY_FOR_PICKUP'],
    ]);
  });

  it('when lastSeq is ahead of the log (the database was reset), then resync-required unknown-seq, and live events follow', async () => {
    const latest = await shop.deps.events.latestSeq();
    const socket = record({ token: staff.token, lastSeq: latest + 50 });
    await eventually(() => socket.resyncs.length === 1, 'resync-required');
    expect(socket.resyncs[0]).toEqual({ reason: 'unknown-seq', oldestSeq: expect.any(Number) });
    await placeOrder(shop.app, await createTestCustomer());
    await eventually(() => socket.events.length === 1, 'the live event after the resync');
    expect(socket.events[0]!.seq).toBe(latest + 1);
  });

  it('when events older than lastSeq were removed by the retention, then resync-required retention-exceeded with the oldest seq kept', async () => {
    const customer = await createTestCustomer();
    for (let i = 0; i < 3; i += 1) await placeOrder(shop.app, customer);
    const latest = await shop.deps.events.latestSeq();
    // What the TTL index does after EVENT_RETENTION_DAYS: remove the oldest events.
    await OrderEventModel.deleteMany({ seq: { $lte: latest - 2 } });
    const socket = record({ token: staff.token, lastSeq: latest - 5 });
    await eventually(() => socket.resyncs.length === 1, 'resync-required');
    expect(socket.resyncs[0]).toEqual({ reason: 'retention-exceeded', oldestSeq: latest - 1 });
    expect(socket.events).toEqual([]);
    // Exactly at the edge (lastSeq + 1 is the oldest kept) a replay is still possible.
    const edge = record({ token: staff.token, lastSeq: latest - 2 });
    await eventually(() => edge.events.length === 2, 'the two kept events');
    expect(edge.resyncs).toEqual([]);
  });

  it('when an event is written, then it expires after the retention (EVENT_RETENTION_DAYS, default 7)', async () => {
    await placeOrder(shop.app, await createTestCustomer());
    const newest = await OrderEventModel.findOne().sort({ seq: -1 }).lean();
    expect(newest!.expiresAt.getTime() - newest!.occurredAt.getTime()).toBe(7 * 24 * 60 * 60 * 1000);
  });
});

describe('GET /api/events (pull API)', () => {
  let key: string;

  beforeAll(async () => {
    key = (await request(shop.app).post('/api/integrations/keys').set(bearer(staff.token)).send({ name: 'POS' }).expect(201)).body.key;
  });

  const pull = (query: string, headers: Record<string, string> = { 'X-API-Key': key }) =>
    request(shop.app).get(`/api/events?${query}`).set(headers);

  it('when 1,000 events are paged through with after, then each comes once, in order, whichever way the key is sent', async () => {
    await OrderEventModel.deleteMany({});
    const start = await shop.deps.events.latestSeq();
    const customer = await createTestCustomer();
    const order = await placeOrder(shop.app, customer);
    // 999 more events straight through the log (the orders service is tested elsewhere; here the volume matters).
    const summary = {
      orderId: order.orderId,
      orderSequence: order.orderSequence,
      status: 'PLACED' as const,
      orderType: 'PICKUP' as const,
      totalPrice: order.totalPrice,
      customerName: 'x',
    };
    for (let i = 0; i < 999; i += 1) {
      await shop.deps.events.transaction(async (session) =>
        shop.deps.events.append(session, { type: 'order-created', order: summary, userId: customer.user.id }),
      );
    }
    const seen: number[] = [];
    let after = start;
    for (let page = 0; page < 20; page += 1) {
      const headers: Record<string, string> = page % 2 === 0 ? { 'X-API-Key': key } : { Authorization: `Bearer ${key}` };
      const body = eventsPageSchema.parse((await pull(`after=${after}&limit=73`, headers).expect(200)).body);
      if (body.events.length === 0) break;
      seen.push(...body.events.map((event) => event.seq));
      after = body.events.at(-1)!.seq;
      expect(body.oldestSeq).toBe(start + 1);
    }
    expect(seen).toEqual(Array.from({ length: 1000 }, (_v, i) => start + i + 1));
  });

  it('when staff pulls with a token, then it works; a customer token is 403; a wrong key 401 with nothing revealed', async () => {
    await pull('after=0&limit=1', bearer(staff.token)).expect(200);
    await pull('after=0', bearer((await createTestCustomer()).token)).expect(403);
    const wrong = await pull('after=0', { 'X-API-Key': 'ppk_wrong' }).expect(401);
    expect(wrong.body).toEqual({ message: 'Invalid credentials', code: 'UNAUTHORIZED' });
    await pull('after=0', {}).expect(401);
    await pull('after=-1').expect(400);
    await pull('after=0&limit=501').expect(400);
  });
});
