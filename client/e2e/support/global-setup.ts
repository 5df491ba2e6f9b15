/**
 * Browser tests run against the real shop: `npm start` (client build + server in embedded mode)
 * on a free port with a fresh data folder. The base URL reaches the specs via E2E_BASE_URL.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(__dirname, '../../..');
const START_TIMEOUT_MS = 180_000;

export default async function globalSetup(): Promise<void> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'pizza-e2e-'));
  const child = spawn('npm', ['start'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
      FIREBASE_AUTH_EMULATOR_HOST: (process.env.E2E_FIREBASE_AUTH_EMULATOR_HOST ??= `127.0.0.1:${await freePort()}`),
      RATE_LIMIT_SCALE: '10',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true, // its own process group, so teardown stops npm, vite and the server together
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  process.env.E2E_BASE_URL = baseUrl;
  (globalThis as { __E2E__?: unknown }).__E2E__ = { pid: child.pid, dataDir };
  await waitForOk(`${baseUrl}/api/health`, child);
  // The shop answers before its Firebase Auth emulator is up; sign-up specs need both.
  const emulatorHost = process.env.E2E_FIREBASE_AUTH_EMULATOR_HOST;
  await waitForOk(`http://${emulatorHost}/emulator/v1/projects/demo-pizza/config`, child);
}

function freePort(): Promise<number> {
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

async function waitForOk(url: string, child: ReturnType<typeof spawn>): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm start exited with code ${child.exitCode} before ${url} answered`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer within ${START_TIMEOUT_MS / 1000} s`);
}
