/**
 * Several instances on one machine (`npm run bench:scale -- --instances 4 --sockets 10000`,
 * docs/performance/README.md#budgets): the embedded database as its own process, a redis-server and
 * N shop instances, with `--sockets` customer sockets and 40 staff sockets spread over them (held
 * by `--workers` client processes), 50 placements/s from customers (add, quote, place, each request
 * to the next instance) and 25 staff status changes/s, for `--seconds` after a `--warmup`. Prints the
 * event fan-out latency (the event's commit time, occurredAt, to its arrival at a socket, on the
 * same clock), placement p99, each process's CPU and memory from /proc, Redis' traffic, and the
 * sockets' streams judged as the chaos run judges them. Then the same sockets and load on one
 * instance, in the same invocation, and the fan-out p99 ratio against the budget (2x).
 * Budgets: 0 lost, repeated or reordered events; fan-out p99 with N instances <= 2x one instance's.
 */
import os from 'node:os';

import { buildServer } from './orders/shop';
import { runBench } from './run-bench';
import { runPhase } from './scale/phase';
import { readPlan } from './scale/plan';
import { printPhase, printRatio } from './scale/report';
import { serveSockets } from './scale/socket-worker';

async function run(): Promise<boolean> {
  const plan = readPlan();
  console.log(
    `bench:scale: ${plan.instances} instances then 1, ${plan.sockets} customer + 40 staff sockets (${plan.workers} client processes), ${plan.rate} placements/s, ${plan.warmup} s warm-up + ${plan.seconds} s per phase (node ${process.version}, ${os.cpus().length} cpus, load average ${os.loadavg()[0]!.toFixed(1)})`,
  );
  buildServer();
  const many = await runPhase(plan, plan.instances, __filename);
  const manyHeld = printPhase(many, plan.rate);
  const one = await runPhase(plan, 1, __filename);
  const oneHeld = printPhase(one, plan.rate);
  return printRatio(many, one) && manyHeld && oneHeld;
}

runBench(serveSockets, run);
