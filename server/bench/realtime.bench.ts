/**
 * Live channel benchmark (`npm run bench:realtime`, DESIGN section 10): 2,000 customer sockets and
 * 20 staff sockets on the real shop (app + Socket.IO channel; the embedded database on a thread of
 * its own and a data folder, as `npm start` runs it); 20 status changes per second through the
 * HTTP API for BENCH_SECONDS (default 60). For each change: the time from sending the PATCH to the
 * event arriving at each of the 20 staff sockets and at the owning customer's socket (database
 * write and log follower included). Next to it, in the same run and interleaved: a bare Socket.IO
 * server emitting the same payload to the same number of sockets on an HTTP request (no database,
 * no auth), and the shop process's CPU and memory. Budgets: p99 <= 25 ms, and p50 at the staff
 * sockets within 3x the bare broadcast's. The servers run in a child process so the clients do not
 * share their event loop.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

import type { OrderEvent, StatusChangedEvent } from '@pizza/shared';
import { Server } from 'socket.io';
import { io as connect, type Socket } from 'socket.io-client';

import { createApp } from '../src/app';
import { createCollaborators } from '../src/composition';
import { loadConfig } from '../src/config/env';
import { connectDatabase } from '../src/db/connect';
import { createLogger } from '../src/lib/logger';
import { signAccessToken } from '../src/modules/auth';
import { UserModel } from '../src/modules/users';
import { attachSocketServer } from '../src/realtime/socket';
import { seedDatabase } from '../src/seed';
import { runBench } from './run-bench';

const CUSTOMERS = 2000;
const STAFF = 20;
const ORDERS = 400;
const CHANGES_PER_SECOND = 20;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const BUDGET_P99_MS = 25;
const MOVES = ['PREPARING', 'READY_FOR_PICKUP', 'COMPLETED'] as const;

interface Setup {
  appPort: number;
  barePort: number;
  customerTokens: string[];
  staffTokens: string[];
  /** orderId and the index of its customer. */
  orders: Array<{ orderId: string; customer: number }>;
}

const listen = (server: http.Server) =>
  new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));

// ---- child process: the shop and the bare Socket.IO server ------------------------------------

async function createPeople() {
  const users = await UserModel.insertMany(
    Array.from({ length: CUSTOMERS + STAFF }, (_v, i) => ({
      email: `bench-${i}@example.com`,
      name: i < CUSTOMERS ? `Customer ${i}` : `Staff ${i}`,
      passwordHash: 'bench-account-without-a-password',
      role: i < CUSTOMERS ? 'USER' : 'ADMIN',
      ...(i < CUSTOMERS ? { phone: `+3630${String(i).padStart(7, '0')}` } : {}),
    })),
  );
  return users.map((user) => ({
    user: { id: String(user._id), email: user.email, name: user.name, role: user.role, phone: user.phone ?? undefined },
    token: signAccessToken({ id: String(user._id), role: user.role, tokenVersion: 0 }, { jwtSecret: process.env.BENCH_JWT_SECRET! }),
  }));
}

/** A bare Socket.IO server: sockets join a room by what they say they are; POST /emit?to=<i> sends the payload. */
async function bareServer(payload: StatusChangedEvent): Promise<number> {
  const server = http.createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://x');
    io.to('staff')
      .to(`customer:${url.searchParams.get('to')}`)
      .emit('status-changed', { ...payload, seq: Number(url.searchParams.get('n')) });
    res.end('ok');
  });
  const io = new Server(server, { serveClient: false });
  io.on('connection', (socket) => void socket.join(String(socket.handshake.auth.room)));
  return listen(server);
}

async function serve(): Promise<void> {
  process.env.BENCH_JWT_SECRET = randomBytes(32).toString('hex');
  // 2,020 sockets connect from one address within seconds: the handshake limits (per IP and per
  // principal) are scaled out of the way, as bench:orders does; the fan-out is what is measured.
  // The database as `npm start` runs it: the embedded server on a thread of its own, on a data folder.
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-realtime-'));
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    JWT_SECRET: process.env.BENCH_JWT_SECRET,
    RATE_LIMIT_SCALE: '1000',
    DATA_DIR: dataDir,
  });
  const logger = createLogger(config);
  const collaborators = createCollaborators(config, logger);
  const db = await connectDatabase(config, logger, { dbName: 'bench' });
  await seedDatabase(collaborators);
  const people = await createPeople();
  const orders: Setup['orders'] = [];
  for (let i = 0; i < ORDERS; i += 1) {
    const { user } = people[i]!;
    await collaborators.cart.add(user, { menuItemId: 'PIZ_006', quantity: 1, extraItemId: [], instructions: undefined });
    const quote = await collaborators.orders.checkout(user, 'PICKUP');
    await collaborators.orders.placeOrder(user, { orderId: quote.orderId, paymentMethod: 'CASH', orderType: 'PICKUP' });
    orders.push({ orderId: quote.orderId, customer: i });
  }
  const httpServer = http.createServer(createApp({ ...collaborators, db }));
  await attachSocketServer(httpServer, collaborators);
  const appPort = await listen(httpServer);
  const sample = (await collaborators.events.readAfter(0, { kind: 'all' }, 1))[0]!.event;
  const barePort = await bareServer({ ...sample, type: 'status-changed', previousStatus: 'PLACED' } as StatusChangedEvent);
  const setup: Setup = {
    appPort,
    barePort,
    customerTokens: people.slice(0, CUSTOMERS).map((p) => p.token),
    staffTokens: people.slice(CUSTOMERS).map((p) => p.token),
    orders,
  };
  process.send?.(setup);
  process.on('message', () => process.send?.({ cpu: process.cpuUsage(), memory: process.memoryUsage() }));
  process.on('disconnect', () => process.exit(0));
}

// ---- parent process: clients, load, report ------------------------------------------------------

type Usage = { cpu: NodeJS.CpuUsage; memory: NodeJS.MemoryUsage };
const usageOf = (child: ChildProcess) =>
  new Promise<Usage>((resolve) => {
    child.once('message', (usage) => resolve(usage as Usage));
    child.send('usage');
  });

function startServers(): Promise<{ child: ChildProcess; setup: Setup }> {
  // BENCH_CPU_PROF=<folder>: the servers' process writes a V8 CPU profile there (as in bench:orders).
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const child = fork(__filename, ['serve'], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    execArgv: [...process.execArgv, ...profile],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (setup) => resolve({ child, setup: setup as Setup }));
    child.once('exit', (code) => reject(new Error(`server process exited early (code ${code})`)));
  });
}

/** Connects `auths.length` sockets, 100 at a time. */
async function connectAll(
  port: number,
  auths: Array<Record<string, unknown>>,
  onEvent: (index: number, event: OrderEvent) => void,
): Promise<Socket[]> {
  const sockets: Socket[] = [];
  for (let start = 0; start < auths.length; start += 100) {
    const batch = auths.slice(start, start + 100).map((auth, offset) => {
      const socket = connect(`http://127.0.0.1:${port}`, { transports: ['websocket'], auth, forceNew: true, reconnection: false });
      socket.on('status-changed', (event: OrderEvent) => onEvent(start + offset, event));
      return new Promise<Socket>((resolve, reject) => {
        socket.once('connect', () => resolve(socket));
        socket.once('connect_error', reject);
      });
    });
    sockets.push(...(await Promise.all(batch)));
  }
  return sockets;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
function send(port: number, method: string, path: string, token?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, method, path, agent, headers: token ? { Authorization: `Bearer ${token}` } : {} },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

function percentiles(samples: number[]): { p50: number; p95: number; p99: number; max: number; n: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
  return { p50: at(50), p95: at(95), p99: at(99), max: sorted.at(-1) ?? NaN, n: sorted.length };
}

async function run(): Promise<boolean> {
  console.log(
    `realtime benchmark: node ${process.version}, ${os.cpus().length} cpus, load average ${os.loadavg()[0]!.toFixed(1)} at start`,
  );
  console.log(
    `${CUSTOMERS} customer + ${STAFF} staff sockets per server; ${CHANGES_PER_SECOND} changes/s for ${SECONDS} s, interleaved with the bare broadcast`,
  );
  const { child, setup } = await startServers();
  const sentAt = new Map<string, number>();
  const samples = { appStaff: [] as number[], appCustomer: [] as number[], bareStaff: [] as number[], bareCustomer: [] as number[] };
  const record = (kind: 'app' | 'bare', index: number, key: string) => {
    const t0 = sentAt.get(`${kind}:${key}`);
    if (t0 === undefined) return;
    const list =
      index >= CUSTOMERS
        ? kind === 'app'
          ? samples.appStaff
          : samples.bareStaff
        : kind === 'app'
          ? samples.appCustomer
          : samples.bareCustomer;
    list.push(performance.now() - t0);
  };
  const appAuths = [...setup.customerTokens, ...setup.staffTokens].map((token) => ({ token }));
  const bareAuths = [
    ...setup.customerTokens.map((_t, i) => ({ room: `customer:${i}` })),
    ...setup.staffTokens.map(() => ({ room: 'staff' })),
  ];
  const started = performance.now();
  const appSockets = await connectAll(setup.appPort, appAuths, (i, event) => record('app', i, `${event.orderId}:${event.order.status}`));
  const bareSockets = await connectAll(setup.barePort, bareAuths, (i, event) => record('bare', i, String(event.seq)));
  console.log(`connected ${appSockets.length + bareSockets.length} sockets in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const staffToken = setup.staffTokens[0]!;
  const total = Math.min(SECONDS * CHANGES_PER_SECOND, ORDERS * MOVES.length);
  const before = await usageOf(child);
  const t0 = performance.now();
  const pending: Array<Promise<number>> = [];
  for (let k = 0; k < total; k += 1) {
    const due = t0 + (k * 1000) / CHANGES_PER_SECOND;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
    const { orderId, customer } = setup.orders[k % ORDERS]!;
    const status = MOVES[Math.floor(k / ORDERS)]!;
    sentAt.set(`app:${orderId}:${status}`, performance.now());
    // A request that fails on the wire (a kept-alive connection the server closed meanwhile) counts
    // as one 'not 200' instead of crashing the run.
    pending.push(send(setup.appPort, 'PATCH', `/api/orders/${orderId}/status?status=${status}`, staffToken).catch(() => 0));
    sentAt.set(`bare:${k}`, performance.now());
    pending.push(send(setup.barePort, 'POST', `/emit?to=${customer}&n=${k}`).catch(() => 0));
  }
  const statuses = await Promise.all(pending);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const after = await usageOf(child);
  const elapsedS = (performance.now() - t0) / 1000;
  for (const socket of [...appSockets, ...bareSockets]) socket.close();
  child.disconnect();

  const cpuS = (after.cpu.user + after.cpu.system - before.cpu.user - before.cpu.system) / 1e6;
  const rows: Array<[string, ReturnType<typeof percentiles>]> = [
    ['shop: PATCH -> event at the 20 staff sockets', percentiles(samples.appStaff)],
    ["shop: PATCH -> event at the owner's socket", percentiles(samples.appCustomer)],
    ['bare Socket.IO: request -> event at 20 staff', percentiles(samples.bareStaff)],
    ['bare Socket.IO: request -> event at the customer', percentiles(samples.bareCustomer)],
  ];
  const ms = (n: number) => `${n.toFixed(1)} ms`;
  console.log(
    [
      '',
      '| measurement | samples | p50 | p95 | p99 | max |',
      '|---|---|---|---|---|---|',
      ...rows.map(([name, p]) => `| ${name} | ${p.n} | ${ms(p.p50)} | ${ms(p.p95)} | ${ms(p.p99)} | ${ms(p.max)} |`),
    ].join('\n'),
  );
  const failed = statuses.filter((status) => status !== 200).length;
  console.log(
    `\n${total} status changes in ${elapsedS.toFixed(1)} s (${failed} not 200); expected ${total * STAFF} staff and ${total} customer deliveries`,
  );
  console.log(
    `server process (shop + bare server): CPU ${cpuS.toFixed(1)} s over ${elapsedS.toFixed(1)} s = ${((cpuS / elapsedS) * 100).toFixed(0)}% of one core; RSS ${(after.memory.rss / 2 ** 20).toFixed(0)} MiB, heap used ${(after.memory.heapUsed / 2 ** 20).toFixed(0)} MiB`,
  );
  const p99 = Math.max(percentiles(samples.appStaff).p99, percentiles(samples.appCustomer).p99);
  const ratio = percentiles(samples.appStaff).p50 / percentiles(samples.bareStaff).p50;
  console.log(`p50 at the staff sockets: shop ${ratio.toFixed(1)}x the bare broadcast (budget 3x): ${ratio <= 3 ? 'met' : 'NOT met'}`);
  const complete = samples.appStaff.length === total * STAFF && samples.appCustomer.length === total;
  console.log(
    `budget p99 <= ${BUDGET_P99_MS} ms: ${p99 <= BUDGET_P99_MS ? 'met' : 'NOT met'} (${ms(p99)}); every event delivered: ${complete ? 'yes' : 'NO'}`,
  );
  return p99 <= BUDGET_P99_MS && ratio <= 3 && complete && failed === 0;
}

runBench(serve, run, { met: 'budget met', missed: 'budget NOT met' });
