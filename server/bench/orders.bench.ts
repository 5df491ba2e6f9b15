/**
 * The dinner rush (`npm run bench:orders [-- --instances 2 | --cold]`, docs/performance/README.md#budgets): customers filling
 * a cart, taking a pickup quote and placing at an open-loop offered rate (BENCH_RATE, default 50/s)
 * while staff accept half of the placed orders, for BENCH_SECONDS (default 60), with 2,000 customer
 * and 20 staff sockets connected. Prints p50/p95/p99/max of quote, placeorder, PATCH and the events'
 * arrival at the staff sockets, the achieved rates, errors, write-conflict re-runs, and the CPU and
 * memory of the shop's processes. A warm-up (BENCH_WARMUP seconds, default 10) runs first, printed
 * but not counted. Beside it, in the same run, the durable baseline (orders/baseline-load.ts) on the
 * shop's database. Budgets: placeorder's and PATCH's p50 <= 1.5x and p99 <= 2x the baseline
 * request's, and 50/s achieved with no error; with two instances (Redis, one database process)
 * also re-runs under 5 %. `--cold` (dinner-rush.md#cold-start): a freshly started instance, the rush
 * from the moment it is ready, and placeorder p99 over its first 10 s against the rest.
 */
import os from 'node:os';
import { parseArgs } from 'node:util';

import { startEmbeddedMongo } from '@pizza/embedded-mongo';
import mongoose from 'mongoose';

import { startBaselineLoad } from './orders/baseline-load';
import { type Account, insertAccounts, signUpCustomers } from './orders/people';
import { cpuSeconds, percentile, printColdStart, printReport, rssMiB, type Spend } from './orders/report';
import { buildServer, makeDataDir, type Shop, startDatabase, startInstances, startOneInstance, transactionsOf } from './orders/shop';
import { connectSockets, type SentAt } from './orders/sockets';
import { runRush } from './orders/workload';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
/**
 * The rush starts on a warm shop: a restaurant's server has been up for hours when the evening
 * comes. The first seconds of a fresh process (code not yet optimised by V8, pools and caches
 * filling) are run at the offered rate and printed on their own line, but not counted.
 */
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP ?? 10);
const RATE = Number(process.env.BENCH_RATE ?? 50);
const PLACING_CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 100);
const SOCKET_CUSTOMERS = 2000;
/** Changes a second sent to the durable baseline (orders/baseline-load.ts says why not more). */
const BASELINE_RATE = Number(process.env.BENCH_BASELINE_RATE ?? 5);
const STAFF = 20;
/** The embedded mode's database name (server/src/db/connect.ts). */
const EMBEDDED_DB_NAME = 'pizza-point';

interface Cast {
  shop: Shop;
  placing: Account[];
  socketCustomers: Account[];
  staff: Account[];
}

async function withConnection<T>(uri: string, dbName: string | undefined, work: (conn: mongoose.Connection) => Promise<T>): Promise<T> {
  const conn = await mongoose.createConnection(uri, dbName ? { dbName } : {}).asPromise();
  try {
    return await work(conn);
  } finally {
    await conn.close();
  }
}

/** One instance, embedded defaults: accounts are written into its data folder before it starts. */
async function oneInstance(): Promise<Cast> {
  const dataDir = makeDataDir('one');
  const db = await startEmbeddedMongo({ dataDir });
  const [socketCustomers, staff] = await withConnection(db.uri, EMBEDDED_DB_NAME, async (conn) => [
    await insertAccounts(conn, SOCKET_CUSTOMERS, 'USER', 'socket'),
    await insertAccounts(conn, STAFF, 'ADMIN', 'staff'),
  ]);
  await db.stop();
  const shop = await startOneInstance(dataDir);
  const placing = await signUpCustomers(shop.instances[0]!.url, shop.emulatorHost!, PLACING_CUSTOMERS);
  return { shop, placing, socketCustomers, staff };
}

/**
 * A fresh instance for `--cold`: every account written before it starts (no sign-up through it, which
 * would warm it), no Auth emulator; resolves once /api/health/ready says 200.
 */
async function coldInstance(): Promise<Cast> {
  const dataDir = makeDataDir('cold');
  const db = await startEmbeddedMongo({ dataDir });
  const [socketCustomers, staff, placing] = await withConnection(db.uri, EMBEDDED_DB_NAME, async (conn) => [
    await insertAccounts(conn, SOCKET_CUSTOMERS, 'USER', 'socket'),
    await insertAccounts(conn, STAFF, 'ADMIN', 'staff'),
    await insertAccounts(conn, PLACING_CUSTOMERS, 'USER', 'placing'),
  ]);
  await db.stop();
  const shop = await startOneInstance(dataDir, { emulator: false });
  const deadline = Date.now() + 120_000;
  while (
    (await fetch(`${shop.instances[0]!.url}/api/health/ready`).then(
      (res) => res.status,
      () => 0,
    )) !== 200
  ) {
    if (Date.now() > deadline) throw new Error('the fresh instance did not turn ready within 120 s');
  }
  return { shop, placing, socketCustomers, staff };
}

async function twoInstances(): Promise<Cast> {
  const db = await startDatabase(makeDataDir('two'));
  const [socketCustomers, staff, placing] = await withConnection(db.uri, undefined, async (conn) => [
    await insertAccounts(conn, SOCKET_CUSTOMERS, 'USER', 'socket'),
    await insertAccounts(conn, STAFF, 'ADMIN', 'staff'),
    await insertAccounts(conn, PLACING_CUSTOMERS, 'USER', 'placing'),
  ]);
  return { shop: await startInstances(db, 2), placing, socketCustomers, staff };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { instances: { type: 'string', default: '1' }, cold: { type: 'boolean', default: false } },
  });
  const instances = Number(values.instances);
  const cold = values.cold;
  console.log(
    `bench:orders: ${cold ? 'a cold start of ' : ''}${instances} instance(s), ${RATE} placements/s offered, ${SECONDS} s (node ${process.version}, ${os.cpus().length} cpus)${cold ? `, WARM_UP=${process.env.WARM_UP ?? 'on'}` : ''}`,
  );
  buildServer();
  const cast = cold ? await coldInstance() : instances === 2 ? await twoInstances() : await oneInstance();
  const { shop } = cast;
  const sentAt: SentAt = new Map();
  const urls = shop.instances.map((i) => i.url);
  const rush = (seconds: number) => runRush({ urls, customers: cast.placing, staff: cast.staff, rate: RATE, seconds, sentAt });
  // Cold: the customers' sockets reconnect to the fresh instance first (as after a restart), then
  // the rush starts at once; no durable baseline (its 2,020 sockets would land in the cold seconds).
  const readyAt = performance.now();
  const sockets = await connectSockets(urls, cast.socketCustomers, cast.staff, sentAt);
  const baseline = cold ? undefined : await startBaselineLoad(shop.databaseUri, SOCKET_CUSTOMERS, STAFF);
  if (cold)
    console.log(`cold start: the rush starts ${((performance.now() - readyAt) / 1000).toFixed(1)} s after ready (sockets connected)`);
  baseline?.start(BASELINE_RATE);
  if (!cold && WARMUP_SECONDS > 0) {
    const warm = await rush(WARMUP_SECONDS);
    await new Promise((resolve) => setTimeout(resolve, 1000)); // the warm-up's last events on their way
    console.log(
      `warm-up (not counted): ${WARMUP_SECONDS} s at ${RATE}/s, placeorder p50 ${percentile(warm.timings.place, 50).toFixed(1)} ms, p99 ${percentile(warm.timings.place, 99).toFixed(1)} ms, ${[...warm.errors.values()].reduce((a, b) => a + b, 0)} errors`,
    );
    sentAt.clear();
    sockets.arrivals.created.length = 0;
    sockets.arrivals.changed.length = 0;
    baseline?.clear();
  }
  const before = { cpu: shop.pids.map(cpuSeconds), transactions: await transactionsOf(shop), at: performance.now() };
  let rssMax = 0;
  const sampler = setInterval(
    () =>
      (rssMax = Math.max(
        rssMax,
        shop.pids.reduce((sum, pid) => sum + rssMiB(pid), 0),
      )),
    1000,
  );
  const outcome = await rush(SECONDS);
  await baseline?.stop();
  await new Promise((resolve) => setTimeout(resolve, 1000)); // the last events on their way
  clearInterval(sampler);
  const after = await transactionsOf(shop);
  const cpu = shop.pids.reduce((sum, pid, i) => sum + cpuSeconds(pid) - before.cpu[i]!, 0);
  const spend: Spend = {
    cpuPercent: (cpu / ((performance.now() - before.at) / 1000)) * 100,
    rssMaxMiB: rssMax,
    transactions: { committed: after.committed - before.transactions.committed, retries: after.retries - before.transactions.retries },
  };
  console.log(
    `sockets: ${cast.socketCustomers.length} customers and ${cast.staff.length} staff connected; ${sockets.disconnects} disconnects during the run`,
  );
  const budgets = instances === 2 ? { referenceP99Ms: 150, maxRetryShare: 0.05 } : { referenceP99Ms: 100 };
  const met = printReport(RATE, outcome, sockets.arrivals, spend, budgets, baseline?.samples);
  if (cold) printColdStart(outcome, 10_000, 5000);
  sockets.close();
  await baseline?.close();
  await shop.stop();
  console.log(met ? 'all budgets met' : 'some budgets NOT met');
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
