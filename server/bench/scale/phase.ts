/**
 * One phase of bench:scale: the embedded database as its own process, a redis-server and N shop
 * instances (server/bench/orders/shop.ts), the customer and staff sockets held by the workers, the
 * rush of bench:orders through the instances in turn, then the streams judged against the log.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

import mongoose from 'mongoose';

import { customerSees } from '../../chaos/checker-model';
import { connectHarness, disconnectHarness, latestLoggedSeq, readLog } from '../../chaos/database';
import { insertAccounts } from '../orders/people';
import { cpuSeconds, rssMiB } from '../orders/report';
import { makeDataDir, startDatabase, startInstances, transactionsOf } from '../orders/shop';
import { type RushOutcome, runRush } from '../orders/workload';
import { type Arrival, PLACING, type Plan, type SocketSpec, STAFF } from './plan';
import { judgeStreams, type StreamsVerdict } from './streams';
import { startWorkers } from './workers';

const DELIVERY_DEADLINE_MS = 60_000;

export interface ProcessSpend {
  name: string;
  cpuPercent: number;
  rssIdleMiB: number;
  rssConnectedMiB: number;
  rssMaxMiB: number;
}

export interface PhaseResult {
  instances: number;
  sockets: number;
  connectSeconds: number;
  /** Commit -> arrival (ms) of the events committed during the counted load. */
  fanOut: { staff: number[]; customers: number[] };
  rush: RushOutcome;
  processes: ProcessSpend[];
  /** Per second of the counted load. */
  redis: { commands: number; inBytes: number; outBytes: number };
  transactions: { committed: number; retries: number };
  streams: StreamsVerdict;
  disconnects: number;
  /** Clients still short of their events when the delivery deadline passed (0: all arrived). */
  behind: number;
}

function redisStats(url: string): { commands: number; inBytes: number; outBytes: number } {
  const info = execFileSync('redis-cli', ['-u', url, 'info', 'stats'], { encoding: 'utf8' });
  const field = (name: string) => Number(new RegExp(`${name}:(\\d+)`).exec(info)?.[1] ?? NaN);
  return {
    commands: field('total_commands_processed'),
    inBytes: field('total_net_input_bytes'),
    outBytes: field('total_net_output_bytes'),
  };
}

async function createPeople(uri: string, customers: number) {
  const conn = await mongoose.createConnection(uri).asPromise();
  try {
    return {
      customers: await insertAccounts(conn, customers, 'USER', 'socket'),
      staff: await insertAccounts(conn, STAFF, 'ADMIN', 'staff'),
    };
  } finally {
    await conn.close();
  }
}

const within = (arrivals: Arrival[], from: number, to: number) => arrivals.flatMap(([at, ms]) => (at >= from && at <= to ? [ms] : []));

export async function runPhase(plan: Plan, instances: number, entry: string): Promise<PhaseResult> {
  const dataDir = makeDataDir(`scale-${instances}`);
  const db = await startDatabase(dataDir);
  const people = await createPeople(db.uri, plan.sockets);
  const shop = await startInstances(db, instances);
  const workers = startWorkers(entry, plan.workers);
  await connectHarness(db.uri);
  try {
    const names = [...shop.instances.map((_i, k) => `instance ${k + 1}`), 'database'];
    const rssIdle = shop.pids.map(rssMiB);
    const specs: SocketSpec[] = [
      ...people.staff.map((a, i) => ({ id: `staff-${i}`, audience: 'all' as const, token: a.token })),
      ...people.customers.map((a, i) => ({ id: `customer-${i}`, audience: 'customer' as const, token: a.token, userId: a.userId })),
    ].map((spec, i) => ({ ...spec, url: shop.instances[i % instances]!.url }));
    const after = await latestLoggedSeq();
    const connectStart = performance.now();
    await workers.connect(specs, after);
    const connectSeconds = (performance.now() - connectStart) / 1000;
    const rssConnected = shop.pids.map(rssMiB);

    const urls = shop.instances.map((i) => i.url);
    const rush = (seconds: number) =>
      runRush({ urls, customers: people.customers.slice(0, PLACING), staff: people.staff, rate: plan.rate, seconds, sentAt: new Map() });
    if (plan.warmup > 0) await rush(plan.warmup);
    const cpuBefore = shop.pids.map(cpuSeconds);
    const [redisBefore, txBefore, from] = [redisStats(shop.redisUrl), await transactionsOf(shop), Date.now()];
    const rssMax = [...rssConnected];
    const sampler = setInterval(() => shop.pids.forEach((pid, k) => (rssMax[k] = Math.max(rssMax[k]!, rssMiB(pid)))), 1000);
    const outcome = await rush(plan.seconds);
    const to = Date.now();
    clearInterval(sampler);
    const elapsed = (to - from) / 1000;
    const [redisAfter, txAfter] = [redisStats(shop.redisUrl), await transactionsOf(shop)];
    const cpu = shop.pids.map((pid, k) => ((cpuSeconds(pid) - cpuBefore[k]!) / elapsed) * 100);

    // Wait for state: every staff socket at the log's head, every placing customer at its own last event.
    const head = await latestLoggedSeq();
    const log = await readLog(head);
    const customerLast: Record<string, number> = {};
    for (const row of log) if (row.userId && row.seq > after && customerSees(row, row.userId)) customerLast[row.userId] = row.seq;
    const deadline = Date.now() + DELIVERY_DEADLINE_MS;
    let behind = await workers.behind(head, customerLast);
    while (behind > 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      behind = await workers.behind(head, customerLast);
    }
    const reports = await workers.report();
    const records = reports.flatMap((r) => r.records);
    return {
      instances,
      sockets: specs.length,
      connectSeconds,
      fanOut: {
        staff: reports.flatMap((r) => within(r.staff, from, to)),
        customers: reports.flatMap((r) => within(r.customers, from, to)),
      },
      rush: outcome,
      processes: names.map((name, k) => ({
        name,
        cpuPercent: cpu[k]!,
        rssIdleMiB: rssIdle[k]!,
        rssConnectedMiB: rssConnected[k]!,
        rssMaxMiB: rssMax[k]!,
      })),
      redis: {
        commands: (redisAfter.commands - redisBefore.commands) / elapsed,
        inBytes: (redisAfter.inBytes - redisBefore.inBytes) / elapsed,
        outBytes: (redisAfter.outBytes - redisBefore.outBytes) / elapsed,
      },
      transactions: { committed: txAfter.committed - txBefore.committed, retries: txAfter.retries - txBefore.retries },
      streams: judgeStreams(records, log, after),
      disconnects: reports.reduce((sum, r) => sum + r.disconnects, 0),
      behind,
    };
  } finally {
    await workers.stop();
    await disconnectHarness();
    await shop.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
