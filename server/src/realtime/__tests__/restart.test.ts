/**
 * kill -9 of the whole shop while orders are placed and moved, then a restart on the same data
 * folder and port: clients that reconnect with their lastSeq (as the web client does) end up with
 * every committed event they may see, once, in order, whatever the crash cut off.
 */
import fs from 'node:fs';

import type { OrderEvent, ServerToClientEvents } from '@pizza/shared';
import { freePort, until } from '@pizza/test-kit';
import { io, type Socket } from 'socket.io-client';

import { type AppProcess, call, makeDataDir, signUpCustomer, staffToken, startAppProcess } from '../../test/app-process';

jest.setTimeout(180_000);

interface LiveClient {
  received: OrderEvent[];
  socket: Socket<ServerToClientEvents>;
}

/** Reconnects on its own with the highest seq it has, like the browser's order channel. */
function liveClient(url: string, token: string): LiveClient {
  const received: OrderEvent[] = [];
  const socket: Socket<ServerToClientEvents> = io(url, {
    transports: ['websocket'],
    reconnectionDelay: 100,
    reconnectionDelayMax: 500,
    auth: (send) => send({ token, lastSeq: received.at(-1)?.seq ?? 0 }),
  });
  socket.on('order-created', (event) => void received.push(event));
  socket.on('status-changed', (event) => void received.push(event));
  return { received, socket };
}

/** Places an order (reported to `owned` as soon as the shop answers) and moves it to PREPARING. */
async function placeAndMove(app: AppProcess, customer: string, staff: string, owned: Set<string>): Promise<boolean> {
  try {
    await call(`${app.url}/api/cart/add-to-cart`, {
      method: 'POST',
      token: customer,
      form: { menuItemId: 'PIZ_006', quantity: '1', extraItemId: '' },
    });
    const quote = await call<{ orderId: string }>(`${app.url}/api/orders/pickup-checkout`, { method: 'POST', token: customer, form: {} });
    const placed = await call<{ orderId: string }>(`${app.url}/api/orders/placeorder`, {
      method: 'POST',
      token: customer,
      form: { orderId: quote.body.orderId, paymentMethod: 'CASH', orderType: 'PICKUP' },
    });
    if (placed.status !== 200) return false;
    owned.add(placed.body.orderId);
    await call(`${app.url}/api/orders/${placed.body.orderId}/status?status=PREPARING`, { method: 'PATCH', token: staff });
    return true;
  } catch {
    return false;
  }
}

/** Every event in the log, through the pull API. */
async function wholeLog(app: AppProcess, staff: string): Promise<OrderEvent[]> {
  const events: OrderEvent[] = [];
  for (;;) {
    const page = await call<{ events: OrderEvent[] }>(`${app.url}/api/events?after=${events.at(-1)?.seq ?? 0}&limit=500`, { token: staff });
    if (page.body.events.length === 0) return events;
    events.push(...page.body.events);
  }
}

describe('the live channel across kill -9', () => {
  const dataDir = makeDataDir('live-kill');
  let app: AppProcess | undefined;
  const clients: LiveClient[] = [];

  afterAll(async () => {
    for (const client of clients) client.socket.close();
    await app?.kill9().catch(() => undefined);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('when the shop dies mid-stream and comes back, then reconnecting clients get every committed event they may see, once, in order', async () => {
    const port = String(await freePort());
    app = await startAppProcess(dataDir, { PORT: port });
    const staff = await staffToken(app.url);
    const customers = await Promise.all([signUpCustomer(app.url), signUpCustomer(app.url)]);
    const staffClient = liveClient(app.url, staff);
    const customerClients = customers.map((customer) => liveClient(app!.url, customer.token));
    clients.push(staffClient, ...customerClients);
    await until(() => clients.every((client) => client.socket.connected), 'the clients to connect');

    const owned = customers.map(() => new Set<string>());
    let running = true;
    const writers = customers.map(async (customer, index) => {
      while (running) {
        if (!(await placeAndMove(app!, customer.token, staff, owned[index]!))) await new Promise((resolve) => setTimeout(resolve, 50));
      }
    });
    await until(() => staffClient.received.length >= 20, 'twenty events before the crash', 30_000);
    await app.kill9();
    await until(() => clients.every((client) => !client.socket.connected), 'the clients to notice');

    app = await startAppProcess(dataDir, { PORT: port });
    await until(() => clients.every((client) => client.socket.connected), 'the clients to reconnect', 30_000);
    await new Promise((resolve) => setTimeout(resolve, 500));
    running = false;
    await Promise.all(writers);
    // A few more after the restart, through the same connections.
    for (const [index, customer] of customers.entries()) expect(await placeAndMove(app, customer.token, staff, owned[index]!)).toBe(true);

    const log = await wholeLog(app, staff);
    const seqs = (events: OrderEvent[]) => events.map((event) => event.seq);
    await until(() => staffClient.received.length >= log.length, 'the staff client to catch up', 15_000);
    expect(seqs(staffClient.received)).toEqual(seqs(log));
    for (const [index, client] of customerClients.entries()) {
      const expected = log.filter((event) => event.type === 'status-changed' && owned[index]!.has(event.orderId));
      await until(() => client.received.length >= expected.length, `customer ${index} to catch up`, 15_000);
      expect(seqs(client.received)).toEqual(seqs(expected));
    }
  });
});
