/**
 * The reports benchmark (`npm run bench:reports`, docs/performance/reports.md): 100,000 orders of
 * 5,000 customers over a year generated into the embedded database (bench/reports/generate-orders.ts),
 * then, through the real HTTP app with an owner's token, one request at a time:
 *  - the sales report of a month (each of the year's twelve full months in turn, BENCH_MONTH_REQUESTS
 *    requests, default 30): budget p50 <= 300 ms, p99 <= 800 ms;
 *  - the sales report of the whole year (its best sellers over every line of the year; BENCH_YEAR_REQUESTS,
 *    default 3): budget <= 1.5 s each;
 *  - the summary CSV of a month, for context (no budget).
 * A few warm-up requests run first and are not counted. The server runs in a child process (the
 * shop's app and its in-memory embedded database, as the menu benchmark does) so the measuring loop
 * does not share its event loop. Prints a table against the budgets and the child's memory.
 */
import { fork } from 'node:child_process';
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
import { UserModel } from '../src/test/stored-records';
import { percentile } from './orders/report';
import { generateOrders } from './reports/generate-orders';
import { runBench } from './run-bench';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 5_000);
const MONTH_REQUESTS = Number(process.env.BENCH_MONTH_REQUESTS ?? 30);
const YEAR_REQUESTS = Number(process.env.BENCH_YEAR_REQUESTS ?? 3);
const WARMUP_REQUESTS = 3;
/** The year of orders ends on this day (fixed, so every run measures the same data). */
const END_DAY = '2026-10-31';
const DAYS = 365;
const BUDGETS = { monthP50: 300, monthP99: 800, year: 1500 };

interface Ready {
  port: number;
  token: string;
  pid: number;
  generated: { orders: number; customers: number; seconds: number };
}

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
  process.on('message', () => process.send?.({ rssMiB: process.memoryUsage().rss / 1024 / 1024 }));
  process.on('disconnect', () => void db.close().finally(() => process.exit(0)));
}

// ---- parent process: requests and the table ----------------------------------------------------

function startServer() {
  const child = fork(__filename, ['serve'], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
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

async function run(): Promise<boolean> {
  const { child, ready } = await startServer();
  const base = `http://127.0.0.1:${ready.port}/api/admin/reports`;
  const sales = (range: { from: string; to: string }) => `${base}/sales?from=${range.from}&to=${range.to}`;
  console.log(
    `generated ${ready.generated.orders} orders of ${ready.generated.customers} customers over ${DAYS} days in ${ready.generated.seconds.toFixed(1)} s`,
  );
  try {
    const ranges = months();
    const year = { from: ranges[0]!.from, to: END_DAY };
    for (let i = 0; i < WARMUP_REQUESTS; i += 1) await timed(sales(ranges[i]!), ready.token);
    const month: number[] = [];
    for (let i = 0; i < MONTH_REQUESTS; i += 1) month.push(await timed(sales(ranges[i % ranges.length]!), ready.token));
    const yearly: number[] = [];
    for (let i = 0; i < YEAR_REQUESTS; i += 1) yearly.push(await timed(sales(year), ready.token));
    const summary: number[] = [];
    for (let i = 0; i < 5; i += 1)
      summary.push(await timed(`${base}/summary.csv?from=${ranges[i]!.from}&to=${ranges[i]!.to}`, ready.token));
    const rss = await new Promise<number>((resolve) => {
      child.once('message', (answer) => resolve((answer as { rssMiB: number }).rssMiB));
      child.send('rss');
    });

    const monthMet = percentile(month, 50) <= BUDGETS.monthP50 && percentile(month, 99) <= BUDGETS.monthP99;
    const yearMet = percentile(yearly, 100) <= BUDGETS.year;
    console.log(
      `| ${'measurement'.padEnd(36)} | ${['p50', 'p99', 'max'].map((h) => h.padStart(9)).join(' | ')} | ${'n'.padStart(4)} | ${'budget'.padEnd(24)} |         |`,
    );
    console.log(`|${'-'.repeat(38)}|${'-'.repeat(11)}|${'-'.repeat(11)}|${'-'.repeat(11)}|${'-'.repeat(6)}|${'-'.repeat(26)}|---------|`);
    console.log(row('sales report, a month', month, `p50 <= ${BUDGETS.monthP50}, p99 <= ${BUDGETS.monthP99}`, monthMet));
    console.log(row('sales report, the year (best sellers)', yearly, `each <= ${BUDGETS.year}`, yearMet));
    console.log(row('summary.csv, a month', summary, '-', undefined));
    console.log(`server process: ${rss.toFixed(0)} MiB resident after the run`);
    return monthMet && yearMet;
  } finally {
    child.disconnect();
  }
}

runBench(serve, run);
