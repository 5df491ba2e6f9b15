/**
 * Live channel benchmark (`npm run bench:realtime`, docs/performance/README.md#budgets): 2,000 customer sockets and
 * 20 staff sockets on the real shop (app + Socket.IO channel; the embedded database on a thread of
 * its own and a data folder, as `npm start` runs it); 20 status changes per second through the
 * HTTP API for BENCH_SECONDS (default 60). For each change: the time from sending the PATCH to the
 * event arriving at each of the 20 staff sockets and at the owning customer's socket (database
 * write and log follower included). Next to it, in the same run and interleaved: a bare Socket.IO
 * server emitting the same payload to the same number of sockets on an HTTP request (no database,
 * no auth), and the shop process's CPU and memory. Its request goes half a period after each PATCH:
 * both servers share one process, and sent together each would wait on the other's work (the bare
 * one mostly on the shop's), so neither figure would be its own. Budgets: p99 <= 25 ms, and p50 at the staff
 * sockets within 3x the bare broadcast's. The servers run in a child process so the clients do not
 * share their event loop.
 */
import { fork, type ChildProcess } from 'node:child_process';
import os from 'node:os';

import { connectAll, percentiles, send, usageOf } from './realtime/clients';
import { BUDGET_P99_MS, CHANGES_PER_SECOND, CUSTOMERS, MOVES, ORDERS, SECONDS, type Setup, STAFF } from './realtime/plan';
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
    const step = Math.floor(k / ORDERS);
    const status = MOVES[step]!;
    // As the board does: the status the order was at, so a move after accepting is one conditional update.
    const from = step === 0 ? 'PLACED' : MOVES[step - 1]!;
    sentAt.set(`app:${orderId}:${status}`, performance.now());
    // A request that fails on the wire (a kept-alive connection the server closed meanwhile) counts
    // as one 'not 200' instead of crashing the run.
    pending.push(send(setup.appPort, 'PATCH', `/api/orders/${orderId}/status?status=${status}&from=${from}`, staffToken).catch(() => 0));
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, due + 500 / CHANGES_PER_SECOND - performance.now())));
    sentAt.set(`bare:${k}`, performance.now());
    pending.push(send(setup.barePort, 'POST', `/emit?to=${customer}&n=${k}`).catch(() => 0));
  }
  const statuses = await Promise.all(pending);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const after = await usageOf(child);
  const elapsedS = (performance.now() - t0) / 1000;
  for (const socket of [...appSockets, ...bareSockets]) socket.close();
  // The servers' process exits on the disconnect; waiting for it lets a CPU profile be written.
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.disconnect();
  await exited;

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
