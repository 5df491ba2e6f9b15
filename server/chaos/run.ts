/**
 * One chaos run: the topology up, people set up, 200-odd sockets connected, then for `seconds` the
 * workload under faults; then the faults stop, unanswered placements are retried until answered,
 * every client catches up, and the checker judges the history against the database.
 */
import { checkRun, customerSees, type Violation } from './checker';
import { type SocketClient, runPuller, startSocketClients } from './clients';
import { connectHarness, disconnectHarness, latestLoggedSeq, readLog, readState } from './database';
import { runFaults } from './faults';
import { emptyHistory, type History } from './history';
import { createPeople, type People } from './people';
import { type Random, seededRandom, sleep } from './random';
import { startTopology, type Topology } from './topology';
import { runWorkload } from './workload';

export interface ChaosOptions {
  seconds: number;
  seed: number;
  /** Events a socket replays at most (the instances' SOCKET_REPLAY_LIMIT): low, so the run goes past it. */
  replayLimit?: number;
  /** Where the processes' logs are written (the database's and each instance's). */
  logDir: string;
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

/** Whether every client not voluntarily away has every event committed by now that it may see; who is behind. */
async function caughtUpWith(clients: SocketClient[]): Promise<{ check: () => boolean; behind: () => string[] }> {
  const log = await readLog(await latestLoggedSeq());
  const end = log.at(-1)?.seq ?? 0;
  const seenBy = new Map<string | undefined, number>();
  const lastSeen = (userId: string | undefined) => {
    if (!seenBy.has(userId)) seenBy.set(userId, log.findLast((e) => customerSees(e, userId))?.seq ?? 0);
    return seenBy.get(userId)!;
  };
  const needed = (client: SocketClient) => (client.record.audience === 'all' ? end : lastSeen(client.record.userId));
  const behind = (client: SocketClient) => client.awayUntil <= Date.now() && client.record.lastSeq < needed(client);
  return {
    check: () => !clients.some(behind),
    behind: () =>
      clients
        .filter(behind)
        .map((c) => `${c.record.id} at ${c.record.lastSeq} of ${needed(c)} (${c.socket?.connected ? 'connected' : 'not connected'})`),
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
  const caughtUp = await caughtUpWith(clients);
  const ok = await until(caughtUp.check, SETTLE_LIMIT_MS);
  if (!ok) log(`some clients did not catch up at the end (the checker reports them): ${caughtUp.behind().slice(0, 10).join('; ')}`);
  await sleep(1000); // a duplicate would arrive now
}

interface Stage {
  history: History;
  topology: Topology;
  random: Random;
  people: People;
  clients: SocketClient[];
  log: (line: string) => void;
}

/** The workload and the puller for `seconds` under faults, then everything settled (see settle). */
async function underFaults({ history, topology, random, people, clients, log }: Stage, seconds: number): Promise<void> {
  const faultsUntil = Date.now() + seconds * 1000;
  let workloadRunning = true;
  let pullerRunning = true;
  const giveUpAt = () => (workloadRunning ? Number.MAX_SAFE_INTEGER : faultsUntil + SETTLE_LIMIT_MS);
  const running = () => workloadRunning && Date.now() < faultsUntil;
  const workload = runWorkload({ history, topology, people, random, running, giveUpAt });
  const puller = runPuller({ history, topology, random, running: () => pullerRunning }, people.integratorKey);
  const caughtUp = () => caughtUpWith(clients);
  await runFaults({ history, topology, random, until: faultsUntil, caughtUp, recoveryLimitMs: RECOVERY_LIMIT_MS });
  workloadRunning = false;
  log('faults over; settling (unanswered placements retried, every client catching up)');
  await settle(topology, clients, log);
  await workload;
  await settle(topology, clients, log);
  pullerRunning = false;
  await puller;
}

export async function runChaos({ seconds, seed, replayLimit = 50, logDir, log = () => undefined }: ChaosOptions): Promise<ChaosResult> {
  const started = Date.now();
  const random = seededRandom(seed);
  const history = emptyHistory(seed, seconds);
  log(`starting: the database process, redis-server, 2 instances (seed ${seed})`);
  const topology = await startTopology({ replayLimit, logDir });
  let clients: SocketClient[] = [];
  try {
    await connectHarness(topology.dbUri);
    const people = await createPeople(topology.instances[0]!.url, { customers: 24, staff: 6 });
    clients = startSocketClients({ history, topology, random }, people);
    await until(() => clients.every((client) => client.socket?.connected), 30_000);
    log(`${clients.length} sockets connected; ${seconds} s of workload under faults`);
    await underFaults({ history, topology, random, people, clients, log }, seconds);
    for (const client of clients) client.stop();
    const state = await readState();
    history.crashes = topology.crashes;
    return { history, violations: checkRun(history, state), events: state.events.length, elapsedMs: Date.now() - started };
  } finally {
    for (const client of clients) client.stop();
    await disconnectHarness().catch(() => undefined);
    await topology.stop();
  }
}
