/**
 * The real shop as the browser tests and bench:lighthouse use it: `npm start` (client build and
 * server in embedded mode, with its own Firebase Auth emulator) on a free port with a fresh data
 * folder, started by the test kit in its own process group so that stopping it stops npm, the
 * build, the server and the emulator together.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { freePort, type ShopProcess as KitShop, startShop as startKitShop } from '@pizza/test-kit';

const START_TIMEOUT_MS = 180_000;
/** The server takes up to 5 s to stop its emulator; after this the group is killed. */
const STOP_TIMEOUT_MS = 10_000;

export interface ShopProcess extends KitShop {
  baseUrl: string;
  emulatorHost: string;
}

export interface StartOptions {
  /** The repository root (where `npm start` runs). */
  root: string;
  dataDirPrefix: string;
  /** 'inherit' prints the shop's output with the tests'; a log file keeps it apart (bench:lighthouse). */
  stdio?: 'pipe' | 'inherit';
  logFile?: string;
  emulatorHost?: string;
  logLevel?: string;
  /** The client and server are built already (by another shop of the same run): start the server only. */
  built?: boolean;
}

/** SIGTERM to the whole group, SIGKILL if it has not stopped in time; then the data folder goes. */
export async function stopShop(shop: ShopProcess): Promise<void> {
  await shop.stop({ to: 'group', graceMs: STOP_TIMEOUT_MS });
  rmSync(shop.dataDir, { recursive: true, force: true });
}

/** Starts the shop and resolves once both the shop and its Auth emulator answer (sign-ups need both). */
export async function startShop(options: StartOptions): Promise<ShopProcess> {
  const emulatorHost = options.emulatorHost ?? `127.0.0.1:${await freePort()}`;
  const dataDir = mkdtempSync(join(tmpdir(), options.dataDirPrefix));
  try {
    const shop = await startKitShop({
      command: 'npm',
      args: options.built ? ['run', 'start', '-w', 'server'] : ['start'],
      cwd: options.root,
      dataDir,
      stdio: options.stdio,
      logFile: options.logFile,
      env: {
        NODE_ENV: 'test',
        LOG_LEVEL: options.logLevel ?? 'warn',
        FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
        // One browser (or one benchmark) hammers the API far faster than a person would.
        RATE_LIMIT_SCALE: '10',
      },
      // The shop answers before its Firebase Auth emulator is up.
      readyUrls: [`http://${emulatorHost}/emulator/v1/projects/demo-pizza/config`],
      timeoutMs: START_TIMEOUT_MS,
      everyMs: 500,
    });
    return Object.assign(shop, { baseUrl: shop.url, emulatorHost });
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}
