/**
 * The no-loss scenario shared by the single-instance and the two-instance (Redis) tests: writers
 * place and move orders concurrently while clients randomly drop their socket and reconnect with
 * their lastSeq, to a random instance. Afterwards every client must have received exactly the
 * events the log says it may see, each once, in strictly increasing seq order.
 */
import type { OrderEvent, OrderStatus } from '@pizza/shared';
import { until } from '@pizza/test-kit';

import type { Collaborators } from '../../composition';
import { AppError } from '../../lib/errors';
import { type Audience, isVisibleTo, type EventLog } from '../../platform';
import type { TestPrincipal } from '../../test/auth';
import { recordSocket, type RecordingSocket } from '../../test/test-shop';

/** One running instance: sockets connect to its URL, writers use its orders service (each instance's own). */
export interface ChaosInstance {
  url: string;
  deps: Pick<Collaborators, 'cart' | 'orders'>;
}

export interface ChaosPlan {
  /** The instances (writers and sockets pick one at random each time). */
  instances: ChaosInstance[];
  customers: TestPrincipal[];
  staff: TestPrincipal[];
  integratorKeys: string[];
  ordersPerCustomer: number;
  sockets: number;
  log: Pick<EventLog, 'readAfter' | 'latestSeq'>;
}

/** One logical client: whatever socket it has now, everything it ever received, in arrival order. */
interface ChaosClient {
  token: string;
  audience: Audience;
  received: OrderEvent[];
  current?: RecordingSocket;
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function connect(client: ChaosClient, url: string): void {
  const lastSeq = client.received.at(-1)?.seq ?? 0;
  const socket = recordSocket(url, { token: client.token, lastSeq });
  // Record straight into the client's history: a duplicate or a step back shows up there.
  socket.socket.on('order-created', (event) => void client.received.push(event));
  socket.socket.on('status-changed', (event) => void client.received.push(event));
  client.current = socket;
}

/**
 * Places orders through an instance's services (the same orders service the HTTP API calls; the
 * routes are tested elsewhere, and here the volume matters).
 */
/**
 * Runs a step again while it answers 503 (the instance's transactions queued past their limit on a
 * loaded machine): by contract nothing was written, and a client tries again.
 */
async function whileBusy<T>(step: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await step();
    } catch (err) {
      if (!(err instanceof AppError && err.status === 503) || attempt >= 20) throw err;
      await pause(100 * attempt);
    }
  }
}

async function customerWriter(plan: ChaosPlan, customer: TestPrincipal, placed: string[]): Promise<void> {
  for (let i = 0; i < plan.ordersPerCustomer; i += 1) {
    const { cart, orders } = pick(plan.instances).deps;
    await whileBusy(() => cart.add(customer.user, { menuItemId: 'PIZ_006', quantity: 1, extraItemId: [], instructions: undefined }));
    const quote = await whileBusy(() => orders.checkout(customer.user, 'PICKUP'));
    const order = await whileBusy(() =>
      orders.placeOrder(customer.user, { orderId: quote.orderId, paymentMethod: 'CASH', orderType: 'PICKUP' }),
    );
    placed.push(order.orderId);
  }
}

/** Moves orders forward at random, sometimes cancelling; a 409 (someone else moved it first) is fine. */
async function staffWriter(plan: ChaosPlan, staff: TestPrincipal, placed: string[], done: () => boolean): Promise<void> {
  const next: Record<string, string> = { PLACED: 'PREPARING', PREPARING: 'READY_FOR_PICKUP', READY_FOR_PICKUP: 'COMPLETED' };
  const statuses = new Map<string, string>();
  while (!done() || placed.some((id) => statuses.get(id) !== 'COMPLETED' && statuses.get(id) !== 'CANCELLED')) {
    const open = placed.filter((id) => !['COMPLETED', 'CANCELLED'].includes(statuses.get(id) ?? 'PLACED'));
    if (open.length === 0) {
      await pause(10);
      continue;
    }
    const orderId = pick(open);
    const to = (Math.random() < 0.1 ? 'CANCELLED' : next[statuses.get(orderId) ?? 'PLACED']!) as OrderStatus;
    const { orders } = pick(plan.instances).deps;
    try {
      await orders.changeStatus(staff.user, orderId, { to });
      statuses.set(orderId, to);
    } catch {
      // Another staff writer moved it first (409): carry on from where it is now.
      statuses.set(orderId, (await orders.findForViewer(staff.user, orderId)).status);
    }
  }
}

/** Expected: every seq the log holds that this audience may see, in order. */
async function visibleSeqs(log: ChaosPlan['log'], audience: Audience): Promise<number[]> {
  const seqs: number[] = [];
  for (let after = 0; ;) {
    const page = await log.readAfter(after, { kind: 'all' }, 1000);
    if (page.length === 0) return seqs;
    for (const logged of page) if (isVisibleTo(logged, audience)) seqs.push(logged.event.seq);
    after = page.at(-1)!.event.seq;
  }
}

export async function runChaos(plan: ChaosPlan): Promise<{ clients: number; events: number; reconnects: number }> {
  const clients: ChaosClient[] = [];
  for (let i = 0; i < plan.sockets; i += 1) {
    if (i % 5 === 0) clients.push({ token: pick(plan.staff).token, audience: { kind: 'all' }, received: [] });
    else if (i % 25 === 1) clients.push({ token: pick(plan.integratorKeys), audience: { kind: 'all' }, received: [] });
    else {
      const customer = plan.customers[i % plan.customers.length]!;
      clients.push({ token: customer.token, audience: { kind: 'customer', userId: customer.user.id }, received: [] });
    }
  }
  for (const client of clients) connect(client, pick(plan.instances).url);
  await Promise.all(clients.map((client) => client.current!.connected));

  let writing = true;
  let reconnects = 0;
  const chaos = (async () => {
    while (writing) {
      const client = pick(clients);
      client.current?.close();
      await pause(Math.random() * 60);
      connect(client, pick(plan.instances).url);
      reconnects += 1;
      await pause(Math.random() * 30);
    }
  })();

  const placed: string[] = [];
  const customersDone = Promise.all(plan.customers.map((customer) => customerWriter(plan, customer, placed)));
  let allPlaced = false;
  void customersDone.then(() => (allPlaced = true));
  await Promise.all([customersDone, ...plan.staff.map((staff) => staffWriter(plan, staff, placed, () => allPlaced))]);
  writing = false;
  await chaos;

  // Everyone reconnects one last time and must catch up exactly.
  for (const client of clients) {
    client.current?.close();
    connect(client, pick(plan.instances).url);
  }
  const expected = await Promise.all(clients.map((client) => visibleSeqs(plan.log, client.audience)));
  await until(() => clients.every((client, i) => client.received.length >= expected[i]!.length), 'every client to catch up', 60_000);
  await pause(300); // anything extra (a duplicate) would arrive now
  clients.forEach((client, i) => {
    const got = client.received.map((event) => event.seq);
    if (JSON.stringify(got) !== JSON.stringify(expected[i])) {
      throw new Error(
        `client ${i} (${client.audience.kind}) received ${got.length} events, expected ${expected[i]!.length}; first difference at ${got.findIndex((seq, k) => seq !== expected[i]![k])}`,
      );
    }
  });
  for (const client of clients) client.current?.close();
  return { clients: clients.length, events: await plan.log.latestSeq(), reconnects };
}
