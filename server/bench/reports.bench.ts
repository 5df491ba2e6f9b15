/**
 * The reports benchmark (`npm run bench:reports`, docs/performance/reports.md): 100,000 orders of
 * 5,000 customers over a year generated into the embedded database (bench/reports/generate-orders.ts),
 * then, through the real HTTP app with an owner's token, one request at a time, BENCH_RUNS times
 * (default 1) over the same year, each run starting with no day stored:
 *  - the first report of each of the twelve months: it computes the month's days from their orders
 *    and stores them (docs/product/reports.md#how-the-figures-are-made), for context;
 *  - the sales report of a month (the twelve in turn, BENCH_MONTH_REQUESTS requests, default 30):
 *    budget p50 <= 300 ms, p99 <= 800 ms;
 *  - the sales report of the whole year (its best sellers over every line of the year;
 *    BENCH_YEAR_REQUESTS, default 3): budget <= 1.5 s each;
 *  - for context: the summary CSV of a month, the order search by a phone number and by a name over
 *    all days (budget: by phone p50 <= 50 ms), and the orders CSV of a month and of a quarter with the
 *    peak of the heap during each (it streams: the peak must not grow with the orders exported).
 * The server runs in a child process (the shop's app and its in-memory embedded database, as the
 * menu benchmark does) so the measuring loop does not share its event loop. Prints a table per run.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

import { createApp } from '../src/app';
import { createCollaborators } from '../src/composition';
import { loadConfig } from '../src/config/env';
import { connectDatabase } from '../src/db/connect';
import { createLogger } from '../src/lib/logger';
import { signAccessToken } from '../src/modules/auth';
import { seedDatabase } from '../src/seed';
import { ReportDayModel, UserModel } from '../src/test/stored-records';
import { percentile } from './orders/report';
import { generateOrders } from './reports/generate-orders';
import { runBench } from './run-bench';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 5_000);
const MONTH_REQUESTS = Number(process.env.BENCH_MONTH_REQUESTS ?? 30);
const YEAR_REQUESTS = Number(process.env.BENCH_YEAR_REQUESTS ?? 3);
const RUNS = Number(process.env.BENCH_RUNS ?? 1);
/** The export's live heap costs minutes (a full collection every 250 ms): measured in the first run only, BENCH_LIVE_HEAP=0 skips it. */
const LIVE_HEAP = process.env.BENCH_LIVE_HEAP !== '0';
/** The year of orders ends on this day (fixed, so every run measures the same data). */
const END_DAY = '2026-10-31';
const DAYS = 365;
const BUDGETS = { monthP50: 300, monthP99: 800, year: 1500, searchP50: 50 };

interface Ready {
  port: number;
  token: string;
  pid: number;
  generated: { orders: number; customers: number; seconds: number; samplePhones: string[]; sampleNames: string[] };
}

/** What the parent asks the server process between measurements. */
type Ask = 'rss' | 'forget-days' | 'watch-heap' | 'heap-peak';

// ---- child process: the shop with a year of orders ------------------------------------------------

async function serve(): Promise<void> {
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'warn', JWT_SECRET: randomBytes(32).toString('hex') });
  const logger = createLogger(config);
  const collaborators = createCollaborators(config, logger);
  const db = await connectDatabase(config, logger, { inMemory: true, dbName: 'bench' });
  await seedDatabase(collaborators);
  const started = performance.now();
  const generated = await generateOrders({ orders: ORDERS, customers: CUSTOMERS, endDay: END_DAY, days: DAYS });
  const seconds = (performance.now() - started) / 1000;
  const owner = await UserModel.create({
    email: 'bench-owner@example.com',
    name: 'Bench Owner',
    passwordHash: 'bench-user-without-a-password',
    role: 'ADMIN',
    staffRole: 'OWNER',
  });
  const token = signAccessToken({ id: String(owner._id), role: 'ADMIN', tokenVersion: owner.tokenVersion }, config);
  const server = http.createServer(createApp({ ...collaborators, db }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  process.send?.({ port, token, pid: process.pid, generated: { ...generated, seconds } } satisfies Ready);
  /*
   * The live heap's peak over a request: every 250 ms a full collection, then the heap in use, from
   * a baseline taken the same way just before it. Collected first because V8 collects the old
   * generation lazily: without it the peak is mostly garbage and grows with the time a request
   * takes, not with what it keeps (the collections slow the request; its time is measured apart).
   */
  const gc = (globalThis as { gc?: () => void }).gc!;
  const liveHeap = () => {
    gc();
    return process.memoryUsage().heapUsed;
  };
  let watch: { base: number; peak: number; timer: NodeJS.Timeout } | undefined;
  process.on('message', (ask: Ask) => {
    if (ask === 'rss') process.send?.({ rssMiB: process.memoryUsage().rss / 1024 / 1024 });
    else if (ask === 'watch-heap') {
      const base = liveHeap();
      watch = { base, peak: base, timer: setInterval(() => (watch!.peak = Math.max(watch!.peak, liveHeap())), 250) };
      process.send?.({ watching: true });
    } else if (ask === 'heap-peak') {
      clearInterval(watch!.timer);
      process.send?.({ peakMiB: (watch!.peak - watch!.base) / 1024 / 1024 });
    } else void ReportDayModel.deleteMany({}).then(() => process.send?.({ forgotten: true }));
  });
  process.on('disconnect', () => void db.close().finally(() => process.exit(0)));
}

// ---- parent process: requests and the table ----------------------------------------------------

function startServer() {
  const child = fork(__filename, ['serve'], {
    // gc() for the export's live heap (see watch-heap).
    execArgv: [...process.execArgv, '--expose-gc'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise<{ child: typeof child; ready: Ready }>((resolve, reject) => {
    child.once('message', (ready) => resolve({ child, ready: ready as Ready }));
    child.once('exit', (code) => reject(new Error(`server process exited early (code ${code})`)));
  });
}

/** Milliseconds of one GET, body read to the end; a non-200 answer fails the run. */
async function timed(url: string, token: string): Promise<number> {
  const started = performance.now();
  const res = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
  return performance.now() - started;
}

/** The year's twelve full months before END_DAY's month ends, as report ranges. */
function months(): Array<{ from: string; to: string }> {
  return Array.from({ length: 12 }, (_, i) => {
    const first = new Date(Date.UTC(2025, 10 + i, 1));
    const last = new Date(Date.UTC(2025, 11 + i, 0));
    return { from: first.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10) };
  });
}

const row = (name: string, values: number[], budget: string, met: boolean | undefined) =>
  `| ${name.padEnd(36)} | ${[50, 99, 100].map((p) => `${percentile(values, p).toFixed(0)} ms`.padStart(9)).join(' | ')} | ${String(values.length).padStart(4)} | ${budget.padEnd(24)} | ${met === undefined ? '' : met ? 'met' : 'NOT met'} |`;

/** One answer of the server process to `ask`. */
function askServer<T>(child: ChildProcess, ask: Ask): Promise<T> {
  return new Promise<T>((resolve) => {
    child.once('message', (answer) => resolve(answer as T));
    child.send(ask);
  });
}

async function measure(child: ChildProcess, ready: Ready, run: number): Promise<boolean> {
  const base = `http://127.0.0.1:${ready.port}/api/admin`;
  const sales = (range: { from: string; to: string }) => `${base}/reports/sales?from=${range.from}&to=${range.to}`;
  const get = (url: string) => timed(url, ready.token);
  await askServer(child, 'forget-days');
  const ranges = months();
  const year = { from: ranges[0]!.from, to: END_DAY };
  const firstReads: number[] = [];
  for (const range of ranges) firstReads.push(await get(sales(range)));
  const month: number[] = [];
  for (let i = 0; i < MONTH_REQUESTS; i += 1) month.push(await get(sales(ranges[i % ranges.length]!)));
  const yearly: number[] = [];
  for (let i = 0; i < YEAR_REQUESTS; i += 1) yearly.push(await get(sales(year)));
  const summary: number[] = [];
  for (let i = 0; i < 5; i += 1) summary.push(await get(`${base}/reports/summary.csv?from=${ranges[i]!.from}&to=${ranges[i]!.to}`));
  const byPhone: number[] = [];
  for (const phone of ready.generated.samplePhones.slice(0, 10))
    byPhone.push(await get(`${base}/orders/search?q=${encodeURIComponent(phone)}`));
  const byName: number[] = [];
  for (const name of ready.generated.sampleNames.slice(0, 10))
    byName.push(await get(`${base}/orders/search?q=${encodeURIComponent(name)}`));
  // The export streams: its live heap should not grow with the orders exported (a month, then a quarter).
  const csvOf = (range: { from: string; to: string }) => `${base}/reports/orders.csv?from=${range.from}&to=${range.to}`;
  const livePeakOf = async (range: { from: string; to: string }) => {
    await askServer(child, 'watch-heap');
    await get(csvOf(range));
    return (await askServer<{ peakMiB: number }>(child, 'heap-peak')).peakMiB;
  };
  const exports: number[] = [];
  for (let i = 0; i < 3; i += 1) exports.push(await get(csvOf(ranges[i]!)));
  const quarterRange = { from: ranges[0]!.from, to: ranges[2]!.to };
  const quarter = { ms: await get(csvOf(quarterRange)) };
  const heap = LIVE_HEAP && run === 1;
  const monthPeaks = heap ? [await livePeakOf(ranges[0]!), await livePeakOf(ranges[1]!)] : [];
  const quarterPeak = heap ? await livePeakOf(quarterRange) : undefined;

  const monthMet = percentile(month, 50) <= BUDGETS.monthP50 && percentile(month, 99) <= BUDGETS.monthP99;
  const yearMet = percentile(yearly, 100) <= BUDGETS.year;
  console.log(`\nrun ${run}:`);
  console.log(
    `| ${'measurement'.padEnd(36)} | ${['p50', 'p99', 'max'].map((h) => h.padStart(9)).join(' | ')} | ${'n'.padStart(4)} | ${'budget'.padEnd(24)} |         |`,
  );
  console.log(`|${'-'.repeat(38)}|${'-'.repeat(11)}|${'-'.repeat(11)}|${'-'.repeat(11)}|${'-'.repeat(6)}|${'-'.repeat(26)}|---------|`);
  console.log(row('first report of a month (stores it)', firstReads, '-', undefined));
  console.log(row('sales report, a month', month, `p50 <= ${BUDGETS.monthP50}, p99 <= ${BUDGETS.monthP99}`, monthMet));
  console.log(row('sales report, the year (best sellers)', yearly, `each <= ${BUDGETS.year}`, yearMet));
  console.log(row('summary.csv, a month', summary, '-', undefined));
  console.log(row('order search, a phone number', byPhone, '-', undefined));
  console.log(row('order search, a name', byName, '-', undefined));
  console.log(row('orders.csv, a month', exports, '-', undefined));
  console.log(row('orders.csv, a quarter', [quarter.ms], '-', undefined));
  if (quarterPeak !== undefined)
    console.log(
      `orders.csv live heap peak over its baseline: a month ${monthPeaks.map((mib) => mib.toFixed(1)).join(' / ')} MiB, a quarter ${quarterPeak.toFixed(1)} MiB`,
    );
  const searchMet = percentile(byPhone, 50) <= BUDGETS.searchP50;
  console.log(`order search by phone p50 <= ${BUDGETS.searchP50} ms: ${searchMet ? 'met' : 'NOT met'}`);
  return monthMet && yearMet && searchMet;
}

async function run(): Promise<boolean> {
  const { child, ready } = await startServer();
  console.log(
    `generated ${ready.generated.orders} orders of ${ready.generated.customers} customers over ${DAYS} days in ${ready.generated.seconds.toFixed(1)} s`,
  );
  try {
    let met = true;
    for (let i = 1; i <= RUNS; i += 1) met = (await measure(child, ready, i)) && met;
    return met;
  } finally {
    child.disconnect();
  }
}

runBench(serve, run);
