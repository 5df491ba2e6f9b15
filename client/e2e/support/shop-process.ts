/**
 * The real shop as the browser tests and bench:lighthouse use it: `npm start` (client build and
 * server in embedded mode, with its own Firebase Auth emulator) on a free port with a fresh data
 * folder, in its own process group so that stopping it stops npm, the build, the server and the
 * emulator together.
 */
import { spawn, type StdioOptions } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const START_TIMEOUT_MS = 180_000;
/** The server takes up to 5 s to stop its emulator; after this the group is killed. */
const STOP_TIMEOUT_MS = 10_000;

export interface ShopProcess {
  pid: number;
  baseUrl: string;
  emulatorHost: string;
  dataDir: string;
}

export interface StartOptions {
  /** The repository root (where `npm start` runs). */
  root: string;
  dataDirPrefix: string;
  stdio: StdioOptions;
  emulatorHost?: string;
  logLevel?: string;
  /** What to add to the error when the shop exits before answering (e.g. the end of its log). */
  describeExit?: () => string;
}

export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolvePort(port));
    });
  });
}

function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** SIGTERM to the whole group, SIGKILL if it has not stopped in time; then the data folder goes. */
export async function stopShop(shop: Pick<ShopProcess, 'pid' | 'dataDir'>): Promise<void> {
  try {
    process.kill(-shop.pid, 'SIGTERM');
    const deadline = Date.now() + STOP_TIMEOUT_MS;
    while (groupAlive(shop.pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    if (groupAlive(shop.pid)) process.kill(-shop.pid, 'SIGKILL');
  } catch {
    // already gone
  }
  rmSync(shop.dataDir, { recursive: true, force: true });
}

/** Starts the shop and resolves once both the shop and its Auth emulator answer (sign-ups need both). */
export async function startShop(options: StartOptions): Promise<ShopProcess> {
  const port = await freePort();
  const emulatorHost = options.emulatorHost ?? `127.0.0.1:${await freePort()}`;
  const dataDir = mkdtempSync(join(tmpdir(), options.dataDirPrefix));
  const child = spawn('npm', ['start'], {
    cwd: options.root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      LOG_LEVEL: options.logLevel ?? 'warn',
      FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
      // One browser (or one benchmark) hammers the API far faster than a person would.
      RATE_LIMIT_SCALE: '10',
    },
    stdio: options.stdio,
    detached: true,
  });
  if (child.pid === undefined) throw new Error('npm start did not start');
  const shop: ShopProcess = { pid: child.pid, baseUrl: `http://127.0.0.1:${port}`, emulatorHost, dataDir };

  const waitForOk = async (url: string) => {
    const deadline = Date.now() + START_TIMEOUT_MS;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) {
        throw new Error(`npm start exited with code ${child.exitCode} before ${url} answered${options.describeExit?.() ?? ''}`);
      }
      try {
        if ((await fetch(url)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 500));
    }
    throw new Error(`${url} did not answer within ${START_TIMEOUT_MS / 1000} s`);
  };
  try {
    await waitForOk(`${shop.baseUrl}/api/health`);
    // The shop answers before its Firebase Auth emulator is up.
    await waitForOk(`http://${emulatorHost}/emulator/v1/projects/demo-pizza/config`);
    return shop;
  } catch (error) {
    await stopShop(shop);
    throw error;
  }
}
