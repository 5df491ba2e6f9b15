/**
 * What the chaos run runs, the way several instances run on one machine: the embedded database in
 * its own process (`npm run db:embedded`), a real redis-server, a Firebase Auth emulator, and two app
 * instances (server/src/index.ts, each its own process, on the local profile) sharing them, each
 * reaching the database and Redis through its own fault proxy.
 */
import fs from 'node:fs';
import path from 'node:path';

import { freePort, startGroup, startRedisServer } from '@pizza/test-kit';

import type * as EmulatorScript from '../../scripts/firebase-emulator.mjs';
import { REPO_ROOT } from '../src/lib/paths';
import { type AppProcess, makeDataDir, startAppProcess } from '../src/test/app-process';
import { type FaultProxy, startFaultProxy } from './proxy';

export const DB_NAME = 'pizza-chaos';
/** One secret for both instances, as any deployment of several sets one: a token from A is good on B. */
const JWT_SECRET = 'chaos-run-secret-that-is-at-least-32-characters';
/**
 * The instances give up a read of the event log after this long (EVENT_LOG_READ_LIMIT_MS; 15 s in
 * production): short, so that a database pause a little longer makes reads fail within a short run.
 */
export const READ_LIMIT_MS = 2_000;
/**
 * Every commit reaches the database this much later than it was sent (see the proxy's
 * holdRequestsContaining): a replica set's majority wait, in effect. A reader told of an event before
 * its commit then looks for it in the log well before it is there.
 */
const COMMIT_DELAY_MS = 40;
const START_TIMEOUT_MS = 60_000;
export const DRAIN_DELAY_MS = 2_000;

/** Every process group the run started (and redis-server): killed when the run's process exits, however it exits. */
const groups = new Set<number>();
let redisPid: number | undefined;
process.on('exit', () => {
  for (const pid of [...[...groups].map((group) => -group), ...(redisPid ? [redisPid] : [])]) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Gone already.
    }
  }
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));

/** Remembers a group to kill at exit until it has exited (the app instances are started by app-process, in groups of their own too). */
function ownGroup(pid: number | undefined, exited: Promise<unknown>): void {
  if (!pid) return;
  groups.add(pid);
  void exited.then(() => groups.delete(pid));
}

export interface Instance {
  name: string;
  port: number;
  url: string;
  dbProxy: FaultProxy;
  redisProxy: FaultProxy;
  process: AppProcess | undefined;
}

export interface Topology {
  dbUri: string;
  /** host:port of the Auth emulator the instances verify phones with. */
  emulatorHost: string;
  instances: Instance[];
  /** Instances that exited on their own (not killed by the run), with the end of their output. */
  crashes: Array<{ instance: string; at: number; output: string }>;
  /** The instances that answer now (not killed, not restarting). */
  alive(): Instance[];
  pauseDatabase(): void;
  resumeDatabase(): void;
  restartRedis(downMs: number): Promise<void>;
  kill9(instance: Instance): Promise<void>;
  /** SIGTERM, as a deploy stops an instance: resolves with how it exited once it has drained (docs/operations/production.md#graceful-draining). */
  terminate(instance: Instance): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  start(instance: Instance): Promise<void>;
  stop(): Promise<void>;
}

interface Shared {
  replayLimit: number;
  emulatorHost: string;
}

function appEnv(dbProxy: FaultProxy, redisProxy: FaultProxy, shared: Shared): Record<string, string> {
  return {
    // The local profile on a shared database: phone sign-up through the emulator, mail in /dev/mailbox.
    RUN_PROFILE: 'local',
    MONGODB_URI: `mongodb://127.0.0.1:${dbProxy.port}/${DB_NAME}`,
    REDIS_URL: `redis://127.0.0.1:${redisProxy.port}`,
    JWT_SECRET,
    ADMIN_EMAIL: 'chaos-admin@example.com',
    ADMIN_PASSWORD: 'Chaos#Run#2026',
    // Already answering, so neither instance starts one of its own (a restart would cost ~10 s of CPU).
    FIREBASE_AUTH_EMULATOR_HOST: shared.emulatorHost,
    // The whole workload comes from 127.0.0.1: the limits would stop it, not protect anything.
    RATE_LIMIT_SCALE: '1000',
    SOCKET_REPLAY_LIMIT: String(shared.replayLimit),
    EVENT_LOG_READ_LIMIT_MS: String(READ_LIMIT_MS),
    // A stop (terminate) answers "not ready" this long before refusing connections: the rolling
    // restart's load balancer probes every 100 ms, so it has stopped routing there by then, even on a busy machine.
    DRAIN_DELAY_MS: String(DRAIN_DELAY_MS),
    LOG_LEVEL: process.env.CHAOS_LOG_LEVEL ?? 'warn',
    // Debugging aid: options for the instances' Node only (e.g. --import a hook that traces promises).
    ...(process.env.CHAOS_APP_NODE_OPTIONS ? { NODE_OPTIONS: process.env.CHAOS_APP_NODE_OPTIONS } : {}),
  };
}

/** Starts instances; one that exits on its own is recorded and started again (as a supervisor would). */
function createSupervisor(shared: Shared, logDir: string) {
  const appData = makeDataDir('chaos-app');
  const crashes: Topology['crashes'] = [];
  let stopping = false;
  const start = async (instance: Instance): Promise<void> => {
    const env = { ...appEnv(instance.dbProxy, instance.redisProxy, shared), PORT: String(instance.port) };
    const logFile = path.join(logDir, `instance-${instance.name}.log`);
    fs.appendFileSync(logFile, `--- ${new Date().toISOString()} instance ${instance.name} starting\n`);
    const started = await startAppProcess(path.join(appData, instance.name), env, logFile);
    ownGroup(started.pid, started.exited);
    instance.process = started;
    void started.exited.then(async () => {
      if (instance.process !== started || stopping) return;
      instance.process = undefined;
      crashes.push({ instance: instance.name, at: Date.now(), output: started.output().slice(-3000) });
      await start(instance).catch(() => undefined);
    });
  };
  return { start, crashes, dataDir: appData, stopping: () => void (stopping = true) };
}

/** The two instances' places: a port each, and their own proxies to the database and to Redis. */
async function placeInstances(dbPort: number, redisPort: number): Promise<Instance[]> {
  const instances: Instance[] = [];
  for (const name of ['A', 'B']) {
    const [dbProxy, redisProxy] = await Promise.all([startFaultProxy(dbPort), startFaultProxy(redisPort)]);
    dbProxy.holdRequestsContaining('commitTransaction', COMMIT_DELAY_MS);
    const port = await freePort();
    instances.push({ name, port, url: `http://127.0.0.1:${port}`, dbProxy, redisProxy, process: undefined });
  }
  return instances;
}

/** The Auth emulator (scripts/firebase-emulator.mjs) on a free port, its output in `logDir`/emulator.log. */
async function startEmulator(logDir: string) {
  const script = (await import('../../scripts/firebase-emulator.mjs')) as typeof EmulatorScript;
  const log = fs.createWriteStream(path.join(logDir, 'emulator.log'), { flags: 'a' });
  const emulator = await script.startAuthEmulator({ onLine: (line) => log.write(`${line}\n`) });
  groups.add(emulator.pid);
  const stop = async () => {
    await emulator.stop();
    groups.delete(emulator.pid);
    log.end();
  };
  return { host: emulator.host, stop };
}

/** `logDir`: where the database's, the emulator's and each instance's output go (database.log, instance-A.log...). */
export async function startTopology(options: { replayLimit: number; logDir: string; emulatorHost?: string }): Promise<Topology> {
  fs.mkdirSync(options.logDir, { recursive: true });
  const dbPort = await freePort();
  const dbData = makeDataDir('chaos-db');
  const dbArgs = ['run', '--silent', 'db:embedded', '--', '--data', dbData, '--port', String(dbPort)];
  const db = startGroup('npm', dbArgs, { cwd: REPO_ROOT, logFile: path.join(options.logDir, 'database.log') });
  ownGroup(db.pid, db.exited);
  // The two slow starters side by side.
  // Under Jest, the run's own emulator is given (Jest cannot import the .mjs script): it is not ours to stop.
  const given = options.emulatorHost;
  const [, emulator] = await Promise.all([
    db.line(/Embedded MongoDB listening on/, START_TIMEOUT_MS),
    given ? { host: given, stop: () => Promise.resolve() } : startEmulator(options.logDir),
  ]);
  const redisPort = await freePort();
  let redis = await startRedisServer(redisPort);
  redisPid = redis.pid;
  const instances = await placeInstances(dbPort, redisPort);
  const supervisor = createSupervisor({ replayLimit: options.replayLimit, emulatorHost: emulator.host }, options.logDir);
  for (const instance of instances) await supervisor.start(instance);
  return {
    dbUri: `mongodb://127.0.0.1:${dbPort}/${DB_NAME}`,
    emulatorHost: emulator.host,
    instances,
    crashes: supervisor.crashes,
    alive: () => instances.filter((instance) => instance.process),
    pauseDatabase: () => db.signal('SIGSTOP'),
    resumeDatabase: () => db.signal('SIGCONT'),
    async restartRedis(downMs) {
      await redis.stop();
      await new Promise((resolve) => setTimeout(resolve, downMs));
      redis = await startRedisServer(redisPort);
      redisPid = redis.pid;
    },
    async kill9(instance) {
      const running = instance.process;
      instance.process = undefined;
      await running?.kill9();
    },
    async terminate(instance) {
      const running = instance.process;
      if (!running) throw new Error(`instance ${instance.name} is not running`);
      instance.process = undefined;
      running.signal('SIGTERM');
      return running.exited;
    },
    start: supervisor.start,
    async stop() {
      supervisor.stopping();
      db.signal('SIGCONT');
      await Promise.all(instances.map((instance) => instance.process?.kill9().catch(() => undefined)));
      await Promise.all(instances.flatMap((instance) => [instance.dbProxy.close(), instance.redisProxy.close()]));
      await Promise.all([redis.stop(), emulator.stop()]);
      db.signal('SIGTERM');
      await Promise.race([db.exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      db.signal('SIGKILL');
      for (const dir of [dbData, supervisor.dataDir]) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
