/**
 * One chaos run: the topology up, people set up, 200-odd sockets connected and a webhook receiver
 * registered, then for `seconds` the workload under faults; then the faults stop, unanswered
 * placements are retried until answered, every client and every durable consumer catches up, and
 * the checker judges the history against the database.
 */
import fs from 'node:fs';
import path from 'node:path';

import { waitFor } from '@pizza/test-kit';

import { checkRun, type DatabaseState, type Violation } from './checker';
import { type SocketClient, startSocketClients } from './clients';
import { connectHarness, disconnectHarness, inLog, latestLoggedSeq, readShop, readState } from './database';
import { runFaults } from './faults';
import { emptyHistory, type History } from './history';
import { MANAGED_ITEMS } from './manager';
import { createPeople, type People } from './people';
import { type Random, seededRandom } from './random';
import { runPuller } from './readers';
import { type Receiver, startReceiver } from './receiver';
import { type Behind, caughtUpWith, menusFollowChanges, settle, settleConsumers, SETTLE_LIMIT_MS, watchConsumers } from './settle';
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
  /** An Auth emulator already running (Jest's); by default the run starts its own. */
  emulatorHost?: string;
  /**
   * What happens to the shop while the workload runs (default: runFaults for `seconds`); the
   * rolling restart restarts each instance in turn instead (rolling.ts).
   */
  disturb?: (stage: Disturbance) => Promise<void>;
  /** Which instances the workload and the sockets go to (default: every one not killed); the rolling restart's load balancer routes to the ready ones. */
  route?: (topology: Topology) => Pick<Topology, 'alive'> & { stop(): void };
}

export interface Disturbance {
  topology: Topology;
  history: History;
  random: Random;
  /** When `seconds` are up. */
  until: number;
  caughtUp: () => Promise<Behind>;
}

export interface ChaosResult {
  history: History;
  violations: Violation[];
  events: number;
  elapsedMs: number;
  /** Reads of the log that failed in the instances (their logs): the faults that make reads fail did. */
  readFailures: number;
  /** The database as judged (written with the history, to look into a violation). */
  state: DatabaseState;
}

const RECOVERY_LIMIT_MS = 60_000;

interface Stage {
  history: History;
  topology: Topology;
  random: Random;
  people: People;
  clients: SocketClient[];
  log: (line: string) => void;
  delivered: (seq: number, reader: string) => void;
}

/**
 * The workload and the puller for `seconds` under faults, then everything settled (see settle);
 * returns the seq the run judges up to: the shop may log more by itself (an escalation) at any time.
 */
async function underFaults(
  { history, topology, random, people, clients, log, delivered }: Stage,
  seconds: number,
  disturb: (stage: Disturbance) => Promise<void>,
): Promise<number> {
  const faultsUntil = Date.now() + seconds * 1000;
  let workloadRunning = true;
  let pullerRunning = true;
  const giveUpAt = () => (workloadRunning ? Number.MAX_SAFE_INTEGER : faultsUntil + SETTLE_LIMIT_MS);
  const running = () => workloadRunning && Date.now() < faultsUntil;
  const workload = runWorkload({ history, topology, people, random, running, giveUpAt });
  const puller = runPuller({ history, topology, random, delivered, running: () => pullerRunning }, people.integratorKey);
  const consumersWatched = watchConsumers(history, () => !pullerRunning);
  const caughtUp = () => caughtUpWith(clients);
  await disturb({ history, topology, random, until: faultsUntil, caughtUp });
  workloadRunning = false;
  log('faults over; settling (unanswered placements retried, every client catching up)');
  await settle(topology, clients, log);
  await workload;
  const menusBy = Date.now() + SETTLE_LIMIT_MS;
  await menusFollowChanges({ history, topology, people, random, running: () => false, giveUpAt: () => menusBy }, people.staff[0]!);
  await settle(topology, clients, log);
  pullerRunning = false;
  await Promise.all([puller, consumersWatched]);
  const end = await latestLoggedSeq();
  await settleConsumers(end, log);
  await settle(topology, clients, log);
  return end;
}

/**
 * Checks the first delivery of each seq, to any reader, against the log at once: the event must
 * already be there (a reader told of it before its commit could not find it; commits reach the
 * database a moment late in this run, see topology.ts, so the window is wide).
 */
function deliveryProbe(history: History): (seq: number, reader: string) => void {
  const probed = new Set<number>();
  return (seq, reader) => {
    if (probed.has(seq)) return;
    probed.add(seq);
    inLog(seq).then(
      (found) => history.probes.push({ seq, found, client: reader }),
      () => probed.delete(seq),
    );
  };
}

/** Lines in the instances' logs that say a read of the event log failed (and was made again). */
function countReadFailures(logDir: string): number {
  return fs
    .readdirSync(logDir)
    .filter((name) => name.startsWith('instance-'))
    .reduce((sum, name) => sum + fs.readFileSync(path.join(logDir, name), 'utf8').split('following the event log failed').length - 1, 0);
}

const underRandomFaults = (stage: Disturbance) => runFaults({ ...stage, recoveryLimitMs: RECOVERY_LIMIT_MS });

export async function runChaos(options: ChaosOptions): Promise<ChaosResult> {
  const { seconds, seed, replayLimit = 50, logDir, log = () => undefined, disturb = underRandomFaults } = options;
  const started = Date.now();
  const random = seededRandom(seed);
  const history = emptyHistory(seed, seconds);
  log(`starting: the database process, redis-server, the Auth emulator, 2 instances on the local profile (seed ${seed})`);
  const launched = await startTopology({ replayLimit, logDir, emulatorHost: options.emulatorHost });
  const router = options.route?.(launched);
  // The workload and the sockets pick instances through `alive()`: the router's, when there is one.
  const topology: Topology = router ? { ...launched, alive: router.alive } : launched;
  let clients: SocketClient[] = [];
  let receiver: Receiver | undefined;
  try {
    await connectHarness(topology.dbUri);
    const doors = { urls: topology.instances.map((instance) => instance.url), emulatorHost: topology.emulatorHost };
    const people = await createPeople(doors, { customers: 24, staff: 6 });
    const delivered = deliveryProbe(history);
    receiver = await startReceiver(history, random, delivered);
    await receiver.register(topology.instances[0]!.url, people.staff[0]!.token);
    history.shopAtStart = await readShop(MANAGED_ITEMS);
    clients = startSocketClients({ history, topology, random, delivered }, people);
    await waitFor(() => clients.every((client) => client.socket?.connected), 30_000, 100);
    log(`${clients.length} sockets connected, a webhook receiver registered; ${seconds} s of workload under faults`);
    history.readersUpTo = await underFaults({ history, topology, random, people, clients, log, delivered }, seconds, disturb);
    for (const client of clients) client.stop();
    const state = await readState(MANAGED_ITEMS);
    history.crashes = topology.crashes;
    const violations = checkRun(history, state);
    const readFailures = countReadFailures(logDir);
    return { history, violations, events: state.events.length, elapsedMs: Date.now() - started, readFailures, state };
  } finally {
    for (const client of clients) client.stop();
    await receiver?.close();
    await disconnectHarness().catch(() => undefined);
    router?.stop();
    await launched.stop();
  }
}
