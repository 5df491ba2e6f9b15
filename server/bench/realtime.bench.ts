/**
 * Live channel benchmark (`npm run bench:realtime`, docs/performance/README.md#budgets): 2,000 customer sockets and
 * 20 staff sockets on the real shop (app + Socket.IO channel; the embedded database on a thread of
 * its own and a data folder, as `npm start` runs it); 20 status changes per second through the
 * HTTP API for BENCH_SECONDS (default 60). For each change: the time from sending the PATCH to the
 * event arriving at each of the 20 staff sockets and at the owning customer's socket (database
 * write and log follower included). Next to it, in the same run and interleaved, two floors with
 * the same number of sockets: the durable baseline (bench/baseline/durable-server.ts: one
 * transaction with its event on the shop's database, then the broadcast; after every 4th change,
 * BENCH_BASELINE_EVERY), and a bare Socket.IO
 * server emitting the same payload on an HTTP request (no database, no auth). Each request goes a
 * third of a period after the one before: the servers share one process, and sent together each
 * would wait on the others' work, so no figure would be its own. Budgets: the shop's p50 at the
 * staff sockets <= 1.5x the durable baseline's, and its p99 <= 2x. The bare broadcast is printed
 * for reference only: it does no durable work, so it is no floor for a status change. The servers
 * run in a child process so the clients do not share their event loop.
 */
import { fork, type ChildProcess } from 'node:child_process';
import os from 'node:os';

import { connectAll, percentiles, send, usageOf } from './realtime/clients';
import {
  BASELINE_EVERY,
  BUDGET_P50_RATIO,
  BUDGET_P99_RATIO,
  CHANGES_PER_SECOND,
  CUSTOMERS,
  MOVES,
  ORDERS,
  REFERENCE_P99_MS,
  SECONDS,
  type Setup,
  STAFF,
} from './realtime/plan';
import { serve } from './realtime/servers';
import { runBench } from './run-bench';

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

async function run(): Promise<boolean> {
  console.log(
    `realtime benchmark: node ${process.version}, ${os.cpus().length} cpus, load average ${os.loadavg()[0]!.toFixed(1)} at start`,
  );
  console.log(
    `${CUSTOMERS} customer + ${STAFF} staff sockets per server; ${CHANGES_PER_SECOND} changes/s for ${SECONDS} s, interleaved with the durable baseline (every ${BASELINE_EVERY}th) and the bare broadcast`,
  );
  const { child, setup } = await startServers();
  const sentAt = new Map<string, number>();
  type Kind = 'app' | 'durable' | 'bare';
  const samples: Record<Kind, { staff: number[]; customer: number[] }> = {
    app: { staff: [], customer: [] },
    durable: { staff: [], customer: [] },
    bare: { staff: [], customer: [] },
  };
  const record = (kind: Kind, index: number, key: string) => {
    const t0 = sentAt.get(`${kind}:${key}`);
    if (t0 === undefined) return;
    samples[kind][index >= CUSTOMERS ? 'staff' : 'customer'].push(performance.now() - t0);
  };
  const appAuths = [...setup.customerTokens, ...setup.staffTokens].map((token) => ({ token }));
  const bareAuths = [
    ...setup.customerTokens.map((_t, i) => ({ room: `customer:${i}` })),
    ...setup.staffTokens.map(() => ({ room: 'staff' })),
  ];
  const started = performance.now();
  const appSockets = await connectAll(setup.appPort, appAuths, (i, event) => record('app', i, `${event.orderId}:${event.order.status}`));
  const durableSockets = await connectAll(setup.durablePort, bareAuths, (i, event) =>
    record('durable', i, String((event as unknown as { key: number }).key)),
  );
  const bareSockets = await connectAll(setup.barePort, bareAuths, (i, event) => record('bare', i, String(event.seq)));
  const allSockets = [...appSockets, ...durableSockets, ...bareSockets];
  console.log(`connected ${allSockets.length} sockets in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const staffToken = setup.staffTokens[0]!;
  const total = Math.min(SECONDS * CHANGES_PER_SECOND, ORDERS * MOVES.length);
  const before = await usageOf(child);
  const t0 = performance.now();
  const pending: Array<Promise<number>> = [];
  for (let k = 0; k < total; k += 1) {
    const due = t0 + (k * 1000) / CHANGES_PER_SECOND;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
    const { orderId, customer } = setup.orders[k % ORDERS]!;
    const step = Math.floor(k / ORDERS);
    const status = MOVES[step]!;
    // As the board does: the status the order was at, so a move after accepting is one conditional update.
    const from = step === 0 ? 'PLACED' : MOVES[step - 1]!;
    sentAt.set(`app:${orderId}:${status}`, performance.now());
    // A request that fails on the wire (a kept-alive connection the server closed meanwhile) counts
    // as one 'not 200' instead of crashing the run.
    pending.push(send(setup.appPort, 'PATCH', `/api/orders/${orderId}/status?status=${status}&from=${from}`, staffToken).catch(() => 0));
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, due + 333 / CHANGES_PER_SECOND - performance.now())));
    if (k % BASELINE_EVERY === 0) {
      sentAt.set(`durable:${k}`, performance.now());
      pending.push(send(setup.durablePort, 'POST', `/change?to=${customer}&n=${k}`).catch(() => 0));
    }
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, due + 667 / CHANGES_PER_SECOND - performance.now())));
    sentAt.set(`bare:${k}`, performance.now());
    pending.push(send(setup.barePort, 'POST', `/emit?to=${customer}&n=${k}`).catch(() => 0));
  }
  const statuses = await Promise.all(pending);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const after = await usageOf(child);
  const elapsedS = (performance.now() - t0) / 1000;
  for (const socket of allSockets) socket.close();
  // The servers' process exits on the disconnect; waiting for it lets a CPU profile be written.
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.disconnect();
  await exited;

  const cpuS = (after.cpu.user + after.cpu.system - before.cpu.user - before.cpu.system) / 1e6;
  const p = (kind: Kind, who: 'staff' | 'customer') => percentiles(samples[kind][who]);
  const rows: Array<[string, ReturnType<typeof percentiles>]> = [
    ['shop: PATCH -> event at the 20 staff sockets', p('app', 'staff')],
    ["shop: PATCH -> event at the owner's socket", p('app', 'customer')],
    ['durable baseline: request -> event at 20 staff', p('durable', 'staff')],
    ['durable baseline: request -> event at the customer', p('durable', 'customer')],
    ['bare Socket.IO (reference): request -> 20 staff', p('bare', 'staff')],
    ['bare Socket.IO (reference): request -> customer', p('bare', 'customer')],
  ];
  const ms = (n: number) => `${n.toFixed(1)} ms`;
  console.log(
    [
      '',
      '| measurement | samples | p50 | p95 | p99 | max |',
      '|---|---|---|---|---|---|',
      ...rows.map(([name, q]) => `| ${name} | ${q.n} | ${ms(q.p50)} | ${ms(q.p95)} | ${ms(q.p99)} | ${ms(q.max)} |`),
    ].join('\n'),
  );
  const failed = statuses.filter((status) => status !== 200).length;
  console.log(
    `\n${total} status changes in ${elapsedS.toFixed(1)} s (${failed} not 200, shop and baselines); expected ${total * STAFF} staff and ${total} customer deliveries`,
  );
  console.log(
    `server process (shop + both baselines): CPU ${cpuS.toFixed(1)} s over ${elapsedS.toFixed(1)} s = ${((cpuS / elapsedS) * 100).toFixed(0)}% of one core; RSS ${(after.memory.rss / 2 ** 20).toFixed(0)} MiB, heap used ${(after.memory.heapUsed / 2 ** 20).toFixed(0)} MiB`,
  );
  const verdicts = judgeAgainstBaseline(
    { p50: p('app', 'staff').p50, p99: Math.max(p('app', 'staff').p99, p('app', 'customer').p99) },
    { p50: p('durable', 'staff').p50, p99: Math.max(p('durable', 'staff').p99, p('durable', 'customer').p99) },
  );
  const appP99 = Math.max(p('app', 'staff').p99, p('app', 'customer').p99);
  console.log(
    `for reference, not a budget: shop p99 ${ms(appP99)} (the old absolute ${REFERENCE_P99_MS} ms); p50 at the staff sockets ${(p('app', 'staff').p50 / p('bare', 'staff').p50).toFixed(1)}x the bare broadcast's`,
  );
  const complete = samples.app.staff.length === total * STAFF && samples.app.customer.length === total;
  console.log(`every event delivered: ${complete ? 'yes' : 'NO'}; every request answered 200: ${failed === 0 ? 'yes' : 'NO'}`);
  return verdicts && complete && failed === 0;
}

/** Prints the shop against the durable baseline (p50 and p99 at the staff sockets) and the budgets' verdicts. */
function judgeAgainstBaseline(shop: { p50: number; p99: number }, durable: { p50: number; p99: number }): boolean {
  const lines = [
    { what: 'p50', ratio: shop.p50 / durable.p50, budget: BUDGET_P50_RATIO, shop: shop.p50, durable: durable.p50 },
    { what: 'p99', ratio: shop.p99 / durable.p99, budget: BUDGET_P99_RATIO, shop: shop.p99, durable: durable.p99 },
  ];
  for (const l of lines)
    console.log(
      `budget ${l.what} <= ${l.budget}x the durable baseline's: shop ${l.shop.toFixed(1)} ms / baseline ${l.durable.toFixed(1)} ms = ${l.ratio.toFixed(2)}x: ${l.ratio <= l.budget ? 'met' : 'NOT met'}`,
    );
  return lines.every((l) => l.ratio <= l.budget);
}

runBench(serve, run, { met: 'budget met', missed: 'budget NOT met' });
