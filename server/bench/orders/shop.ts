/**
 * The shop under test as production runs it: the compiled server (server/dist, built first).
 * One instance: `node server/dist/index.js` in embedded mode, its database in-process (the default
 * run mode) with its own Auth emulator. Several instances: the embedded database as its own process
 * (server/dist/db-embedded.js), a redis-server, and the app processes sharing both through
 * MONGODB_URI and REDIS_URL (production mode, as several real instances would run).
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import type { HealthResponse } from '@pizza/shared';
import { freePort, startRedisServer } from '@pizza/test-kit';

import { REPO_ROOT } from '../../src/lib/paths';

export const JWT_SECRET = 'bench-orders-secret-that-is-at-least-32-characters';
const START_TIMEOUT_MS = 120_000;

export interface Instance {
  url: string;
  pid: number;
}

export interface Shop {
  instances: Instance[];
  /** Every process whose CPU and memory the shop spends (app instances and, with two, the database). */
  pids: number[];
  /** Where the database can be reached from the bench (two instances), to create accounts before starting. */
  emulatorHost?: string;
  /** The shop's database, with its name (the durable baseline works on it too). */
  databaseUri: string;
  stop(): Promise<void>;
}

const children: ChildProcess[] = [];
process.on('exit', () => children.forEach((child) => child.pid && tryKill(-child.pid)));

function tryKill(pid: number): void {
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    // gone already
  }
}

/** BENCH_CPU_PROF=<folder>: the app instances write a V8 CPU profile there when they stop. */
const PROFILE = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];

function spawnNode(args: string[], env: Record<string, string>, readyLine: RegExp, cwd = REPO_ROOT): Promise<ChildProcess> {
  const profile = args[0] === ENTRY || args.includes(SOURCE_ENTRY) ? PROFILE : [];
  const child = spawn(process.execPath, ['--enable-source-maps', ...profile, ...args], {
    cwd,
    env: { ...process.env, ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let out = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${args[0]} did not start:\n${out.slice(-3000)}`)), START_TIMEOUT_MS);
    const onData = (chunk: Buffer) => {
      out = (out + chunk.toString()).slice(-20_000);
      if (readyLine.test(out)) {
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`${args[0]} exited (${code}) before it was ready:\n${out.slice(-3000)}`)));
  });
}

export function buildServer(): void {
  execFileSync(process.execPath, [path.join(REPO_ROOT, 'server/scripts/build.mjs')], { stdio: 'inherit' });
}

export const makeDataDir = (name: string) => fs.mkdtempSync(path.join(os.tmpdir(), `bench-orders-${name}-`));

const ENTRY = 'server/dist/index.js';
const SOURCE_ENTRY = 'server/src/index.ts';
/**
 * BENCH_SHOP_ROOT=<another checkout>: the one instance runs that checkout's server from source
 * (tsx), e.g. the commit before a change, so before and after are measured by the same bench.
 */
const OTHER_CHECKOUT = process.env.BENCH_SHOP_ROOT;
const READY = /Pizza Point is running at/;
const common = { JWT_SECRET, RATE_LIMIT_SCALE: '1000', CLIENT_DIST: path.join(os.tmpdir(), 'bench-orders-no-client') };

/**
 * One instance in the default run mode, on `dataDir` (accounts may have been written there first).
 * `emulator: false`: no Auth emulator (a restarted production instance has none, and its 10 s of
 * CPU would land in the first seconds a cold start measures).
 */
export async function startOneInstance(dataDir: string, { emulator = true } = {}): Promise<Shop> {
  const port = await freePort();
  const emulatorHost = emulator ? `127.0.0.1:${await freePort()}` : '';
  // The default run mode (NODE_ENV production would refuse the embedded mode's published defaults).
  const env = { ...common, PORT: String(port), DATA_DIR: dataDir, FIREBASE_AUTH_EMULATOR_HOST: emulatorHost };
  const app = OTHER_CHECKOUT
    ? await spawnNode(['--import', 'tsx', SOURCE_ENTRY], env, READY, OTHER_CHECKOUT)
    : await spawnNode([ENTRY], env, READY);
  return {
    instances: [{ url: `http://127.0.0.1:${port}`, pid: app.pid! }],
    pids: [app.pid!],
    ...(emulator ? { emulatorHost } : {}),
    databaseUri: `mongodb://127.0.0.1:${embeddedDatabasePort(app.pid!, port)}/pizza-point`,
    stop: () => stopAll([app]),
  };
}

/**
 * The port of the embedded database inside the shop's process `pid` (on a thread of its own, on a
 * free local port the shop does not print): the one port it listens on besides `httpPort`, found in
 * /proc as the listening TCP sockets among the process's open files.
 */
function embeddedDatabasePort(pid: number, httpPort: number): number {
  const inodes = new Set(
    fs.readdirSync(`/proc/${pid}/fd`).flatMap((fd) => {
      const link = (() => {
        try {
          return fs.readlinkSync(`/proc/${pid}/fd/${fd}`);
        } catch {
          return '';
        }
      })();
      return /^socket:\[(\d+)\]$/.exec(link)?.[1] ?? [];
    }),
  );
  const ports = ['tcp', 'tcp6'].flatMap((table) =>
    fs
      .readFileSync(`/proc/${pid}/net/${table}`, 'utf8')
      .split('\n')
      .slice(1)
      .map((line) => line.trim().split(/\s+/))
      .filter((f) => f[3] === '0A' && inodes.has(f[9]!)) // 0A: listening
      .map((f) => parseInt(f[1]!.split(':')[1]!, 16)),
  );
  const database = ports.filter((p) => p !== httpPort);
  if (database.length !== 1) throw new Error(`expected one database port in process ${pid}, found ${database.join(', ') || 'none'}`);
  return database[0]!;
}

/** The embedded database as its own process on `dataDir`; resolves with its URI. */
export async function startDatabase(dataDir: string): Promise<{ uri: string; child: ChildProcess }> {
  const port = await freePort();
  const child = await spawnNode(
    ['server/dist/db-embedded.js', '--data', dataDir, '--port', String(port)],
    {},
    /Embedded MongoDB listening/,
  );
  return { uri: `mongodb://127.0.0.1:${port}/pizza-bench`, child };
}

/** `count` app instances sharing the database at `db.uri` and a new redis-server (its own, so nothing else's keys meet the shop's). */
export async function startInstances(db: { uri: string; child: ChildProcess }, count: number): Promise<Shop & { redisUrl: string }> {
  const redis = await startRedisServer();
  const start = async (): Promise<{ app: ChildProcess; instance: Instance }> => {
    const port = await freePort();
    const env = {
      ...common,
      NODE_ENV: 'production',
      PORT: String(port),
      MONGODB_URI: db.uri,
      REDIS_URL: redis.url,
      ADMIN_EMAIL: 'bench-admin@example.com',
      ADMIN_PASSWORD: 'Bench#Orders#2026',
      FIREBASE_AUTH_EMULATOR_HOST: '',
    };
    const app = await spawnNode([ENTRY], env, READY);
    return { app, instance: { url: `http://127.0.0.1:${port}`, pid: app.pid! } };
  };
  // The first alone (it seeds the empty database), the others side by side.
  const first = await start();
  const started = [first, ...(await Promise.all(Array.from({ length: count - 1 }, start)))];
  const apps = started.map((s) => s.app);
  const instances = started.map((s) => s.instance);
  return {
    instances,
    pids: [...instances.map((i) => i.pid), db.child.pid!],
    databaseUri: db.uri,
    redisUrl: redis.url,
    stop: async () => {
      await stopAll([...apps, db.child]);
      await redis.stop();
    },
  };
}

/** SIGTERM (a graceful stop writes the CPU profile), then SIGKILL to the group after 10 s. */
async function stopAll(processes: ChildProcess[]): Promise<void> {
  await Promise.all(
    processes.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          const timer = setTimeout(() => tryKill(-child.pid!), 10_000);
          child.once('exit', () => {
            clearTimeout(timer);
            tryKill(-child.pid!); // what it started (the Auth emulator)
            resolve();
          });
          child.kill('SIGTERM');
        }),
    ),
  );
}

/** Transactions the instances have committed and re-run so far (their health answer counts them). */
export async function transactionsOf(shop: Shop): Promise<{ committed: number; retries: number }> {
  const answers = (await Promise.all(
    shop.instances.map((i) => fetch(`${i.url}/api/health`).then((res) => res.json())),
  )) as HealthResponse[];
  // A shop from before the health answer counted them (BENCH_SHOP_ROOT) reports none.
  return {
    committed: answers.reduce((sum, body) => sum + (body.transactions?.committed ?? NaN), 0),
    retries: answers.reduce((sum, body) => sum + (body.transactions?.retries ?? NaN), 0),
  };
}
