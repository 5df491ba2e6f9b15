/**
 * One chaos run: the topology up, people set up, 200-odd sockets connected, then for `seconds` the
 * workload under faults; then the faults stop, unanswered placements are retried until answered,
 * every client catches up, and the checker judges the history against the database.
 */
import { checkRun, type Violation } from './checker';
import { type SocketClient, runPuller, startSocketClients } from './clients';
import { connectHarness, disconnectHarness, latestLoggedSeq, readLog, readState } from './database';
import { runFaults } from './faults';
import { emptyHistory, type History } from './history';
import { createPeople } from './people';
import { seededRandom, sleep } from './random';
import { startTopology, type Topology } from './topology';
import { runWorkload } from './workload';

export interface ChaosOptions {
  seconds: number;
  seed: number;
  /** Events a socket replays at most (the instances' SOCKET_REPLAY_LIMIT): low, so the run goes past it. */
  replayLimit?: number;
  log?: (line: string) => void;
}

export interface ChaosResult {
  history: History;
  violations: Violation[];
  events: number;
  elapsedMs: number;
}

const RECOVERY_LIMIT_MS = 60_000;
const SETTLE_LIMIT_MS = 90_000;

/** A predicate that holds once every client not voluntarily away has every event committed by now that it may see. */
async function caughtUpWith(clients: SocketClient[]): Promise<() => boolean> {
  const log = await readLog(await latestLoggedSeq());
  const end = log.at(-1)?.seq ?? 0;
  const lastOfCustomer = new Map<string, number>();
  for (const e of log) if (e.type === 'status-changed') lastOfCustomer.set(e.userId, e.seq);
  return () => {
    const now = Date.now();
    return clients.every(({ record, awayUntil }) => {
      if (awayUntil > now) return true;
      const needed = record.audience === 'all' ? end : (lastOfCustomer.get(record.userId!) ?? 0);
      return record.lastSeq >= needed;
    });
  };
}

async function until(check: () => boolean, limitMs: number): Promise<boolean> {
  const deadline = Date.now() + limitMs;
  while (!check() && Date.now() < deadline) await sleep(100);
  return check();
}

async function settle(topology: Topology, clients: SocketClient[], log: (line: string) => void): Promise<void> {
  await Promise.all(topology.instances.filter((i) => !i.process).map((i) => topology.start(i)));
  for (const instance of topology.instances) {
    instance.dbProxy.delay(0);
    instance.redisProxy.delay(0);
  }
  topology.resumeDatabase();
  for (const client of clients) client.awayUntil = 0;
  const ok = await until(await caughtUpWith(clients), SETTLE_LIMIT_MS);
  if (!ok) log('some clients did not catch up at the end (the checker reports them)');
  await sleep(1000); // a duplicate would arrive now
}

export async function runChaos({ seconds, seed, replayLimit = 200, log = () => undefined }: ChaosOptions): Promise<ChaosResult> {
  const started = Date.now();
  const random = seededRandom(seed);
  const history = emptyHistory(seed, seconds);
  log(`starting: the database process, redis-server, 2 instances (seed ${seed})`);
  const topology = await startTopology({ replayLimit });
  let clients: SocketClient[] = [];
  try {
    await connectHarness(topology.dbUri);
    const people = await createPeople(topology.instances[0]!.url, { customers: 24, staff: 6 });
    clients = startSocketClients({ history, topology, random }, people);
    await until(() => clients.every((client) => client.socket?.connected), 30_000);
    log(`${clients.length} sockets connected; ${seconds} s of workload under faults`);
    const faultsUntil = Date.now() + seconds * 1000;
    let workloadRunning = true;
    let pullerRunning = true;
    const giveUpAt = () => (workloadRunning ? Number.MAX_SAFE_INTEGER : faultsUntil + SETTLE_LIMIT_MS);
    const workload = runWorkload({
      history,
      topology,
      people,
      random,
      running: () => workloadRunning && Date.now() < faultsUntil,
      giveUpAt,
    });
    const puller = runPuller({ history, topology, random, running: () => pullerRunning }, people.integratorKey);
    await runFaults({
      history,
      topology,
      random,
      until: faultsUntil,
      caughtUp: () => caughtUpWith(clients),
      recoveryLimitMs: RECOVERY_LIMIT_MS,
    });
    workloadRunning = false;
    log('faults over; settling (unanswered placements retried, every client catching up)');
    await settle(topology, clients, log);
    await workload;
    await settle(topology, clients, log);
    pullerRunning = false;
    await puller;
    for (const client of clients) client.stop();
    const state = await readState();
    return { history, violations: checkRun(history, state), events: state.events.length, elapsedMs: Date.now() - started };
  } finally {
    for (const client of clients) client.stop();
    await disconnectHarness().catch(() => undefined);
    await topology.stop();
  }
}
