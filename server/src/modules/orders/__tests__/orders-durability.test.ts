/**
 * kill -9 while orders are being placed: a child process runs the whole shop on a data folder;
 * customers place orders concurrently; the process is killed mid-stream. Afterwards every order
 * that was acknowledged is there with its event, and nothing is half-placed (no PLACED order
 * without its order-created event, no event without its order); numbering stays gap-free after a restart.
 */
import fs from 'node:fs';

import { startEmbeddedMongo } from '@pizza/embedded-mongo';
import { MongoClient } from 'mongodb';

import { type AppProcess, call, makeDataDir, signUpCustomer, startAppProcess } from '../../../test/app-process';
import { WORKED_EXAMPLE } from '../../../test/shop-requests';

jest.setTimeout(180_000);

/** Fills the cart, checks out and places; resolves with the placed order id, or undefined if the shop died mid-way. */
async function placeOne(app: AppProcess, token: string): Promise<string | undefined> {
  try {
    for (const line of WORKED_EXAMPLE) {
      await call(`${app.url}/api/cart/add-to-cart`, {
        method: 'POST',
        token,
        form: { menuItemId: line.menuItemId, quantity: String(line.quantity), extraItemId: '' },
      });
    }
    const quote = await call<{ orderId: string }>(`${app.url}/api/orders/pickup-checkout`, { method: 'POST', token, form: {} });
    if (quote.status !== 200) return undefined;
    const placed = await call<{ orderId: string; status: string }>(`${app.url}/api/orders/placeorder`, {
      method: 'POST',
      token,
      form: { orderId: quote.body.orderId, paymentMethod: 'CASH', orderType: 'PICKUP' },
    });
    return placed.status === 200 ? placed.body.orderId : undefined;
  } catch {
    return undefined; // the connection died with the process
  }
}

interface StoredOrder {
  orderId: string;
  status: string;
  orderSequence?: number;
  sequenceDay?: string;
}
interface StoredEvent {
  seq: number;
  orderId: string;
  type: string;
}

/** Opens the data folder directly (the shop is down) and reads orders and events. */
async function readFolder(dataDir: string): Promise<{ orders: StoredOrder[]; events: StoredEvent[] }> {
  const mongo = await startEmbeddedMongo({ dataDir, port: 0 });
  const client = await MongoClient.connect(mongo.uri);
  try {
    const db = client.db('pizza-point');
    const orders = await db
      .collection<StoredOrder>('orders')
      .find({ status: { $ne: 'PENDING' } })
      .toArray();
    const events = await db.collection<StoredEvent>('order_events').find({}).sort({ seq: 1 }).toArray();
    return { orders, events };
  } finally {
    await client.close();
    await mongo.stop();
  }
}

function expectConsistent({ orders, events }: { orders: StoredOrder[]; events: StoredEvent[] }): void {
  const created = events.filter((event) => event.type === 'order-created');
  expect(created.map((event) => event.orderId).sort()).toEqual(orders.map((order) => order.orderId).sort());
  expect(new Set(created.map((event) => event.orderId)).size).toBe(created.length);
  expect(events.map((event) => event.seq)).toEqual(events.map((_event, index) => index + 1));
  const numbers = orders.map((order) => order.orderSequence!).sort((a, b) => a - b);
  expect(numbers).toEqual(numbers.map((_n, index) => index + 1));
}

describe('placing orders across kill -9', () => {
  const dataDir = makeDataDir('orders-kill');
  let app: AppProcess | undefined;

  afterAll(async () => {
    await app?.kill9().catch(() => undefined);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('when the shop is killed while customers place orders, then every acknowledged order and its event survive and nothing is half-placed', async () => {
    app = await startAppProcess(dataDir);
    const tokens = await Promise.all(Array.from({ length: 6 }, async () => (await signUpCustomer(app!.url)).token));
    const acknowledged: string[] = [];
    let stop = false;
    const customerLoops = tokens.map(async (token) => {
      while (!stop) {
        const orderId = await placeOne(app!, token);
        if (orderId && !stop) acknowledged.push(orderId);
        if (!orderId) return;
      }
    });
    // Kill while requests are in flight, once a dozen orders are in.
    while (acknowledged.length < 12) await new Promise((resolve) => setTimeout(resolve, 5));
    await app.kill9();
    stop = true;
    await Promise.all(customerLoops);

    const afterCrash = await readFolder(dataDir);
    const stored = new Map(afterCrash.orders.map((order) => [order.orderId, order]));
    for (const orderId of acknowledged) expect(stored.get(orderId)?.status).toBe('PLACED');
    expectConsistent(afterCrash);

    // The shop starts again on the same folder and carries on numbering without a gap.
    app = await startAppProcess(dataDir);
    const { token } = await signUpCustomer(app.url);
    expect(await placeOne(app, token)).toEqual(expect.any(String));
    await app.stop();
    app = undefined;
    const afterRestart = await readFolder(dataDir);
    expect(afterRestart.events).toHaveLength(afterCrash.events.length + 1);
    expectConsistent(afterRestart);
  });
});
