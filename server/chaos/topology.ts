/**
 * What the chaos run runs, the way production runs it: the embedded database in its own process
 * (`npm run db:embedded`), a real redis-server, and two app instances (server/src/index.ts, each
 * its own process) sharing both, each reaching the database and Redis through its own fault proxy.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

import { REPO_ROOT } from '../src/lib/paths';
import { type AppProcess, makeDataDir, startAppProcess } from '../src/test/app-process';
import { freePort } from '../src/test/redis-server';
import { type FaultProxy, startFaultProxy } from './proxy';

export const DB_NAME = 'pizza-chaos';
export const JWT_SECRET = 'chaos-run-secret-that-is-at-least-32-characters';
const START_TIMEOUT_MS = 60_000;

/** A process started in its own group, so signals (SIGSTOP, SIGKILL) reach everything it started. */
interface Group {
  child: ChildProcess;
  signal(signal: NodeJS.Signals): void;
  exited: Promise<void>;
}

function spawnGroup(command: string, args: string[], options: { cwd?: string; readyLine?: string } = {}): Promise<Group> {
  const child = spawn(command, args, { cwd: options.cwd ?? REPO_ROOT, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const group: Group = { child, exited, signal: (signal) => void (child.exitCode === null && process.kill(-child.pid!, signal)) };
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${command} did not start:\n${output}`)), START_TIMEOUT_MS);
    const onData = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-4000);
      if (!options.readyLine || output.includes(options.readyLine)) {
        clearTimeout(timer);
        resolve(group);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => void (output = (output + chunk.toString()).slice(-4000)));
    child.once('exit', (code) => reject(new Error(`${command} exited (${code}) before it was ready:\n${output}`)));
  });
}

async function startRedis(port: number): Promise<Group> {
  return spawnGroup('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    readyLine: 'Ready to accept connections',
  });
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
  instances: Instance[];
  /** The instances that answer now (not killed, not restarting). */
  alive(): Instance[];
  pauseDatabase(): void;
  resumeDatabase(): void;
  restartRedis(downMs: number): Promise<void>;
  kill9(instance: Instance): Promise<void>;
  start(instance: Instance): Promise<void>;
  stop(): Promise<void>;
}

function appEnv(dbProxy: FaultProxy, redisProxy: FaultProxy, replayLimit: number): Record<string, string> {
  return {
    MONGODB_URI: `mongodb://127.0.0.1:${dbProxy.port}/${DB_NAME}`,
    REDIS_URL: `redis://127.0.0.1:${redisProxy.port}`,
    JWT_SECRET,
    ADMIN_EMAIL: 'chaos-admin@example.com',
    ADMIN_PASSWORD: 'Chaos#Run#2026',
    // Production mode (MONGODB_URI) refuses the Auth emulator; the run signs no one up by phone.
    FIREBASE_AUTH_EMULATOR_HOST: '',
    // The whole workload comes from 127.0.0.1: the limits would stop it, not protect anything.
    RATE_LIMIT_SCALE: '1000',
    SOCKET_REPLAY_LIMIT: String(replayLimit),
    LOG_LEVEL: process.env.CHAOS_LOG_LEVEL ?? 'error',
  };
}

export async function startTopology(options: { replayLimit: number }): Promise<Topology> {
  const dataDir = makeDataDir('chaos-db');
  const dbPort = await freePort();
  const db = await spawnGroup('npm', ['run', '--silent', 'db:embedded', '--', '--data', dataDir, '--port', String(dbPort)], {
    readyLine: 'Embedded MongoDB listening on',
  });
  const redisPort = await freePort();
  let redis = await startRedis(redisPort);
  const instances: Instance[] = [];
  for (const name of ['A', 'B']) {
    const [dbProxy, redisProxy] = await Promise.all([startFaultProxy(dbPort), startFaultProxy(redisPort)]);
    const port = await freePort();
    instances.push({ name, port, url: `http://127.0.0.1:${port}`, dbProxy, redisProxy, process: undefined });
  }
  const appData = makeDataDir('chaos-app');
  const start = async (instance: Instance) => {
    const env = { ...appEnv(instance.dbProxy, instance.redisProxy, options.replayLimit), PORT: String(instance.port) };
    instance.process = await startAppProcess(path.join(appData, instance.name), env);
  };
  for (const instance of instances) await start(instance);

  return {
    dbUri: `mongodb://127.0.0.1:${dbPort}/${DB_NAME}`,
    instances,
    alive: () => instances.filter((instance) => instance.process),
    pauseDatabase: () => db.signal('SIGSTOP'),
    resumeDatabase: () => db.signal('SIGCONT'),
    async restartRedis(downMs) {
      redis.signal('SIGKILL');
      await redis.exited;
      await new Promise((resolve) => setTimeout(resolve, downMs));
      redis = await startRedis(redisPort);
    },
    async kill9(instance) {
      const running = instance.process;
      instance.process = undefined;
      await running?.kill9();
    },
    start,
    async stop() {
      db.signal('SIGCONT');
      await Promise.all(instances.map((instance) => instance.process?.kill9()));
      await Promise.all(instances.flatMap((instance) => [instance.dbProxy.close(), instance.redisProxy.close()]));
      redis.signal('SIGKILL');
      db.signal('SIGTERM');
      await Promise.race([db.exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      db.signal('SIGKILL');
    },
  };
}
