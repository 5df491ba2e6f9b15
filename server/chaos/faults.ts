/**
 * The faults real shops meet, injected one at a time at random (each kind several times in a long
 * enough run): kill -9 of an instance and its restart, the database process stopped (SIGSTOP) for
 * less than the read limit and for longer (every read of the log under way then fails), an
 * instance's database connections cut (at any moment, or again and again while its reads are in
 * flight) or slowed, Redis restarted, an instance's event loop blocked for 2 s. After each, the run
 * measures how long until every socket caught up (the durable consumers are watched throughout, settle.ts).
 */
import type { FaultRecord, History } from './history';
import { call } from './http';
import { type Random, sleep } from './random';
import type { Behind } from './settle';
import { type Instance, READ_LIMIT_MS, type Topology } from './topology';

export const FAULT_KINDS = [
  'kill-9-and-restart',
  'database-paused',
  'database-paused-past-read-limit',
  'database-connections-cut',
  'database-cut-during-reads',
  'database-slow',
  'redis-restarted',
  'event-loop-blocked',
] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

interface FaultContext {
  topology: Topology;
  random: Random;
}

async function pauseDatabase(topology: Topology, ms: number): Promise<string> {
  topology.pauseDatabase();
  await sleep(ms);
  topology.resumeDatabase();
  return `SIGSTOP for ${ms} ms (the read limit is ${READ_LIMIT_MS} ms)`;
}

/**
 * The instance's database traffic slowed so that requests stay in flight, then every connection
 * waiting for an answer cut, again and again for 2 s: reads of the log fail (the driver's one retry
 * is cut too), as do writes, whose requests then have no clear answer.
 */
async function cutDuringReads(instance: Instance, random: Random): Promise<string> {
  instance.dbProxy.delay(random.int(200, 400));
  let cut = 0;
  for (const until = Date.now() + 2000; Date.now() < until;) {
    await sleep(random.int(100, 250));
    cut += instance.dbProxy.cutInFlight();
  }
  instance.dbProxy.delay(0);
  return `instance ${instance.name}: ${cut} connections cut with a request in flight`;
}

/** Injects one fault and resolves when it is over (the instance restarted, the database resumed...); returns what was done. */
async function inject(kind: FaultKind, { topology, random }: FaultContext): Promise<string> {
  const instance: Instance = random.pick(topology.alive());
  switch (kind) {
    case 'kill-9-and-restart': {
      await topology.kill9(instance);
      const down = random.int(200, 2000);
      await sleep(down);
      await topology.start(instance);
      return `instance ${instance.name} down ${down} ms, then restarted`;
    }
    case 'database-paused':
      return pauseDatabase(topology, random.int(500, READ_LIMIT_MS - 300));
    case 'database-paused-past-read-limit':
      // Longer than a follower's 2 s poll plus the limit: every follower's read fails, not only an unlucky one.
      return pauseDatabase(topology, READ_LIMIT_MS + random.int(2500, 3500));
    case 'database-connections-cut': {
      const targets = random.chance(0.5) ? topology.instances : [instance];
      const cut = targets.reduce((sum, target) => sum + target.dbProxy.cut(), 0);
      return `${cut} connections of ${targets.map((target) => target.name).join('+')} cut`;
    }
    case 'database-cut-during-reads':
      return cutDuringReads(instance, random);
    case 'database-slow': {
      const [delay, ms] = [random.int(200, 1000), random.int(2000, 5000)];
      instance.dbProxy.delay(delay);
      await sleep(ms);
      instance.dbProxy.delay(0);
      return `instance ${instance.name}: +${delay} ms each way for ${ms} ms`;
    }
    case 'redis-restarted': {
      const down = random.int(200, 2000);
      await topology.restartRedis(down);
      return `down ${down} ms`;
    }
    case 'event-loop-blocked': {
      await call(`${instance.url}/dev/faults/block-event-loop?ms=2000`, { method: 'POST', timeoutMs: 10_000 });
      return `instance ${instance.name} for 2000 ms`;
    }
  }
}

/** Waits for everyone to catch up; a slow recovery notes who was last (sampled each second). */
async function recover(record: FaultRecord, { check: done, behind }: Behind, limitMs: number): Promise<void> {
  let last: string[] = [];
  let sampledAt = Date.now();
  while (!(await done()) && Date.now() - record.endedAt < limitMs) {
    if (Date.now() - sampledAt >= 1000) [last, sampledAt] = [await behind(), Date.now()];
    await sleep(50);
  }
  if (!(await done())) return void (record.detail += `; still behind: ${(await behind()).slice(0, 5).join(', ')}`);
  record.recoveryMs = Date.now() - record.endedAt;
  if (last.length > 0) record.detail += `; last to catch up: ${last.slice(0, 3).join(', ')}`;
}

/** The faults that make reads of the log fail: each run starts with them, so even a 20 s run has them. */
const READS_FAIL: readonly FaultKind[] = ['database-paused-past-read-limit', 'database-cut-during-reads'];

/**
 * The kinds in a shuffled round-robin: every kind comes once before any comes again, the first
 * round starting with the faults that make reads fail. CHAOS_FAULTS (comma separated) narrows them.
 */
function planner(random: Random): () => FaultKind {
  const chosen = process.env.CHAOS_FAULTS?.split(',').map((kind) => kind.trim());
  const kinds = chosen ? FAULT_KINDS.filter((kind) => chosen.includes(kind)) : FAULT_KINDS;
  if (kinds.length === 0) throw new Error(`CHAOS_FAULTS names none of ${FAULT_KINDS.join(', ')}`);
  const shuffled = () => [...kinds].sort(() => random.next() - 0.5);
  const first = shuffled();
  let bag = [...first.filter((kind) => !READS_FAIL.includes(kind)), ...first.filter((kind) => READS_FAIL.includes(kind))];
  return () => {
    if (bag.length === 0) bag = shuffled();
    return bag.pop()!;
  };
}

/**
 * Injects faults until `until`, one at a time: the fault, then the wait until every socket has
 * caught up with the log as it stood when the fault ended (`caughtUp`, at most `recoveryLimitMs`),
 * then a pause of 0.5-2 s.
 */
export async function runFaults(
  ctx: FaultContext & {
    history: History;
    until: number;
    caughtUp: () => Promise<Behind>;
    recoveryLimitMs: number;
  },
): Promise<void> {
  const next = planner(ctx.random);
  await sleep(ctx.random.int(1000, 2000));
  while (Date.now() < ctx.until) {
    const kind = next();
    const record: FaultRecord = { kind, detail: '', startedAt: Date.now(), endedAt: 0 };
    ctx.history.faults.push(record);
    record.detail = await inject(kind, ctx);
    record.endedAt = Date.now();
    await recover(record, await ctx.caughtUp(), ctx.recoveryLimitMs);
    await sleep(ctx.random.int(500, 2000));
  }
}
