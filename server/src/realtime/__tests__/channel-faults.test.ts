/**
 * The live channel on the real shop when the database lags or fails: a new instance starting while
 * the last event is not majority-committed yet, a handshake that cannot be checked, and the
 * handshake limits.
 */
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

import { CounterModel } from '../../db/counters';
import { createTestAdmin, createTestCustomer } from '../../test/auth';
import { OrderEventModel } from '../../test/stored-records';
import { eventually, recordSocket, startTestShop, type TestShop } from '../../test/test-shop';
import { attachSocketServer } from '../socket';
import { placeOrder } from './helpers';

jest.setTimeout(60_000);

let shop: TestShop;
const closers: Array<() => unknown> = [];

beforeAll(async () => {
  shop = await startTestShop();
});
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});
afterAll(async () => {
  await shop.close();
});

function record(url: string, auth: Record<string, unknown>) {
  const socket = recordSocket(url, auth);
  closers.push(() => socket.close());
  return socket;
}

/** A second Socket.IO server on the shop's database with some of its collaborators replaced. */
async function socketServerWith(overrides: Partial<Parameters<typeof attachSocketServer>[1]>): Promise<string> {
  const http = createServer();
  const realtime = await attachSocketServer(http, { ...shop.deps, pollMs: 200, recheckMs: 60_000, ...overrides });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  closers.push(() => realtime.close());
  return `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
}

describe('a new instance and the majority-committed end of the log', () => {
  it('when the newest event is on the primary but not majority-committed as an instance starts, then a socket there gets it once it is', async () => {
    const staff = await createTestAdmin();
    const customer = await createTestCustomer();
    const placed = await placeOrder(shop.app, customer);
    const last = await shop.deps.events.latestSeq();
    // A replica set's primary is one commit ahead: its counter says last + 1; a majority read of the log does not see that event yet.
    await CounterModel.updateOne({ _id: 'order-events' }, { $inc: { seq: 1 } });
    const instance = await shop.addInstance();
    const socket = record(instance.url, { token: staff.token, lastSeq: last });
    expect(await socket.connected).toBe('connected');
    // The next change commits as last + 2 (sockets may see it before the lagging one), then the majority has last + 1 too.
    const next = await placeOrder(shop.app, customer);
    const occurredAt = new Date();
    await OrderEventModel.create({
      seq: last + 1,
      eventId: randomUUID(),
      type: 'status-changed',
      orderId: placed.orderId,
      userId: customer.user.id,
      occurredAt,
      expiresAt: new Date(occurredAt.getTime() + 60_000),
      payload: { order: { ...placed, status: 'PREPARING', customerName: 'x' }, previousStatus: 'PLACED' },
    });
    await eventually(() => socket.events.length === 2, 'both events, the lagging one included', 15_000);
    expect(socket.orderEvents().map((event) => [event.seq, event.orderId])).toEqual([
      [last + 1, placed.orderId],
      [last + 2, next.orderId],
    ]);
    await instance.close();
  });
});

describe('the handshake', () => {
  it('when the credential cannot be checked (the database does not answer), then the handshake is refused as unavailable, not unauthorized', async () => {
    const failing = { ...shop.deps.eventReaders, resolve: () => Promise.reject(new Error('connection reset by the database')) };
    const url = await socketServerWith({ eventReaders: failing });
    const socket = record(url, { token: (await createTestAdmin()).token });
    expect(await socket.connected).toBe('unavailable');
  });

  it('when one credential handshakes too often, then it is rate-limited while others go on, until the address itself is over its limit', async () => {
    const minute = 60_000;
    const url = await socketServerWith({
      handshakeLimits: { perIp: { limit: 6, windowMs: minute }, perCredential: { limit: 2, windowMs: minute } },
    });
    const [busy, ...others] = await Promise.all(Array.from({ length: 5 }, () => createTestCustomer()));
    const outcomes: string[] = [];
    for (const principal of [busy, busy, busy, ...others]) outcomes.push(await record(url, { token: principal!.token }).connected);
    expect(outcomes).toEqual(['connected', 'connected', 'rate-limited', 'connected', 'connected', 'connected', 'rate-limited']);
  });
});
