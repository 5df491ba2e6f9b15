/**
 * Webhook delivery benchmark (`npm run bench:webhooks`): the real shop (app, event log, webhooks;
 * embedded database in memory) in a child process, receivers in this one (node:http, answering 200
 * at once). Two figures:
 *  1. events per second one endpoint receives: ORDERS events already in the log, the endpoint
 *     replays them from seq 1 (in order, one at a time, each acknowledged before the next);
 *  2. delay from commit to the receiver's 200 with 5 endpoints while staff change RATE statuses
 *     per second through the HTTP API for BENCH_SECONDS: the time between the event's `time` (taken
 *     in the writing transaction, just before its commit) and the receiver answering, p50/p99 over
 *     every (endpoint, event).
 * Figures are reported, not asserted.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';

import { createApp } from '../../src/app';
import { createCollaborators } from '../../src/composition';
import { loadConfig } from '../../src/config/env';
import { connectDatabase } from '../../src/db/connect';
import { createLogger } from '../../src/lib/logger';
import { signAccessToken } from '../../src/modules/auth';
import { insertAccounts } from '../../src/modules/users';
import { seedDatabase } from '../../src/seed';
import { runBench } from '../run-bench';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 600);
const ENDPOINTS = 5;
const RATE = Number(process.env.BENCH_RATE ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);

interface Setup {
  appPort: number;
  staffToken: string;
  orderIds: string[];
}

const listen = (server: http.Server) =>
  new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));

// ---- child process: the shop ---------------------------------------------------------------------

async function serve(): Promise<void> {
  const jwtSecret = randomBytes(32).toString('hex');
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'warn', JWT_SECRET: jwtSecret });
  const logger = createLogger(config);
  const collaborators = createCollaborators(config, logger, { webhooks: { syncMs: 200 } });
  const db = await connectDatabase(config, logger, { inMemory: true, dbName: 'bench-webhooks' });
  await seedDatabase(collaborators);
  const users = await insertAccounts(
    Array.from({ length: ORDERS + 1 }, (_v, i) => ({
      email: `bench-${i}@example.com`,
      name: i < ORDERS ? `Customer ${i}` : 'Staff',
      passwordHash: 'bench-account-without-a-password',
      role: i < ORDERS ? 'USER' : 'ADMIN',
      ...(i < ORDERS ? { phone: `+3630${String(i).padStart(7, '0')}` } : {}),
    })),
  );
  const orderIds: string[] = [];
  for (const doc of users.slice(0, ORDERS)) {
    const user = { id: doc.id, email: doc.email, name: doc.name, role: doc.role, phone: doc.phone };
    await collaborators.cart.add(user, { menuItemId: 'PIZ_006', quantity: 1, extraItemId: [], instructions: undefined });
    const quote = await collaborators.orders.checkout(user, 'PICKUP');
    await collaborators.orders.placeOrder(user, { orderId: quote.orderId, paymentMethod: 'CASH', orderType: 'PICKUP' });
    orderIds.push(quote.orderId);
  }
  const staff = users.at(-1)!;
  const server = http.createServer(createApp({ ...collaborators, db }));
  const appPort = await listen(server);
  await collaborators.webhooks.start();
  const setup: Setup = {
    appPort,
    staffToken: signAccessToken({ id: staff.id, role: 'ADMIN', tokenVersion: 0 }, { jwtSecret }),
    orderIds,
  };
  process.send?.(setup);
  process.on('disconnect', () => process.exit(0));
}

// ---- parent process: receivers, load, report -------------------------------------------------------

interface Receiver {
  url: string;
  /** seq -> ms from the event's time to the 200. */
  delays: Map<number, number>;
  close(): void;
}

async function receiver(): Promise<Receiver> {
  const delays = new Map<number, number>();
  const server = http.createServer((req: IncomingMessage, res: ServerResponse) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      const event = JSON.parse(body) as { time: string; data: { seq: number } };
      res.writeHead(200).end();
      if (!delays.has(event.data.seq)) delays.set(event.data.seq, Date.now() - Date.parse(event.time));
    });
  });
  const port = await listen(server);
  return { url: `http://127.0.0.1:${port}/hook`, delays, close: () => server.close() };
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
function call(port: number, method: string, path: string, token: string, body?: unknown): Promise<{ status: number; json: unknown }> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent,
        headers: { Authorization: `Bearer ${token}`, ...(payload ? { 'Content-Type': 'application/json' } : {}) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, json: /^[[{]/.test(text) ? JSON.parse(text) : text }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

async function until(check: () => boolean, what: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

function percentiles(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
  return { p50: at(50), p99: at(99), max: sorted.at(-1) ?? NaN, n: sorted.length };
}

function startShop(): Promise<{ child: ChildProcess; setup: Setup }> {
  const child = fork(__filename, ['serve'], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  return new Promise((resolve, reject) => {
    child.once('message', (setup) => resolve({ child, setup: setup as Setup }));
    child.once('exit', (code) => reject(new Error(`shop process exited early (code ${code})`)));
  });
}

async function register(setup: Setup, url: string): Promise<string> {
  const res = await call(setup.appPort, 'POST', '/api/integrations/webhooks', setup.staffToken, { url });
  if (res.status !== 201) throw new Error(`registering answered ${res.status}`);
  return (res.json as { id: string }).id;
}

async function run(): Promise<boolean> {
  console.log(
    `webhooks benchmark: node ${process.version}, ${os.cpus().length} cpus, load average ${os.loadavg()[0]!.toFixed(1)} at start`,
  );
  const { child, setup } = await startShop();
  try {
    // 1. One endpoint drains a backlog of ORDERS events.
    const single = await receiver();
    const id = await register(setup, single.url);
    const started = performance.now();
    const replay = await call(setup.appPort, 'POST', `/api/integrations/webhooks/${id}/replay`, setup.staffToken, { fromSeq: 1 });
    if (replay.status !== 200) throw new Error(`replay answered ${replay.status}`);
    await until(() => single.delays.size >= ORDERS, `${ORDERS} events at one endpoint`);
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `1 endpoint, backlog of ${ORDERS} events replayed in order: ${(ORDERS / seconds).toFixed(0)} events/s (${seconds.toFixed(2)} s)`,
    );
    await call(setup.appPort, 'DELETE', `/api/integrations/webhooks/${id}`, setup.staffToken);
    single.close();

    // 2. Five endpoints while staff change RATE statuses per second.
    const receivers = await Promise.all(Array.from({ length: ENDPOINTS }, () => receiver()));
    for (const r of receivers) await register(setup, r.url);
    const changes = Math.min(setup.orderIds.length, RATE * SECONDS);
    const begin = performance.now();
    const sent: Array<Promise<unknown>> = [];
    for (let i = 0; i < changes; i += 1) {
      const due = begin + (i * 1000) / RATE;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      sent.push(call(setup.appPort, 'PATCH', `/api/orders/${setup.orderIds[i]}/status?status=PREPARING`, setup.staffToken));
    }
    await Promise.all(sent);
    await until(() => receivers.every((r) => r.delays.size >= changes), 'every event at every endpoint');
    const all = receivers.flatMap((r) => [...r.delays.values()]);
    const { p50, p99, max, n } = percentiles(all);
    console.log(
      `${ENDPOINTS} endpoints, ${RATE} status changes/s for ${SECONDS} s: commit -> receiver's 200 p50 ${p50} ms, p99 ${p99} ms, max ${max} ms (n = ${n})`,
    );
    receivers.forEach((r) => r.close());
    return true;
  } finally {
    child.kill();
  }
}

runBench(serve, run, { met: 'done', missed: 'done' });
