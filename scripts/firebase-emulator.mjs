// @ts-check
/**
 * Starts the Firebase Auth emulator (firebase-tools, pinned in the root package.json) as a child
 * process, for `npm start` / `npm run dev` (server/src/index.ts), the Jest server project and anyone
 * who wants one by hand: `node scripts/firebase-emulator.mjs [port]`.
 *
 * Each run gets its own temporary folder with a firebase.json (the auth port, free ports for the
 * hub and logging, UI disabled) and its own TMPDIR (firebase-tools keeps a per-project "hub locator"
 * file there), so several emulators for project demo-pizza can run side by side.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const FIREBASE_BIN = join(ROOT, 'node_modules', '.bin', 'firebase');
const DEFAULT_START_TIMEOUT_MS = 90_000;
const STOP_TIMEOUT_MS = 5_000;
const OUTPUT_TAIL_LINES = 40;

/** @param {string} [host] @returns {Promise<number>} a port that was free a moment ago */
export function freePort(host = '127.0.0.1') {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, host, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** @param {string} host host:port @param {string} projectId @returns {Promise<boolean>} */
export async function isAuthEmulatorUp(host, projectId) {
  try {
    const res = await fetch(`http://${host}/emulator/v1/projects/${projectId}/config`, { signal: AbortSignal.timeout(1_000) });
    return res.ok;
  } catch {
    return false;
  }
}

/** @param {string} configDir @param {{ host: string, port: number }} auth */
async function writeConfig(configDir, auth) {
  const [hubPort, loggingPort] = [await freePort(auth.host), await freePort(auth.host)];
  const config = {
    emulators: {
      auth: { host: auth.host, port: auth.port },
      hub: { host: auth.host, port: hubPort },
      logging: { host: auth.host, port: loggingPort },
      ui: { enabled: false },
      singleProjectMode: true,
    },
  };
  const file = join(configDir, 'firebase.json');
  writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
  return file;
}

/** @param {import('node:child_process').ChildProcess} child @param {number} ms */
function exited(child, ms) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/** The whole process group: firebase-tools may start helpers of its own. */
function killGroup(/** @type {number} */ pid, /** @type {NodeJS.Signals} */ signal) {
  try {
    process.kill(-pid, signal);
  } catch {
    // already gone
  }
}

/**
 * @param {string} workDir @param {string} configFile @param {string} projectId @param {((line: string) => void) | undefined} onLine
 * @returns {{ child: import('node:child_process').ChildProcess, tail: string[] }} the process and its last lines of output
 */
function spawnEmulator(workDir, configFile, projectId, onLine) {
  const child = spawn(FIREBASE_BIN, ['emulators:start', '--only', 'auth', '--project', projectId, '--config', configFile], {
    cwd: workDir, // firebase-debug.log lands here, not in the repository
    env: { ...process.env, TMPDIR: workDir, FIREBASE_AUTH_EMULATOR_HOST: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // its own process group, stopped as a whole
  });
  /** @type {string[]} */
  const tail = [];
  const collect = (/** @type {Buffer} */ chunk) => {
    for (const line of chunk.toString('utf8').split(/\r?\n/)) {
      if (!line.trim()) continue;
      tail.push(line);
      if (tail.length > OUTPUT_TAIL_LINES) tail.shift();
      onLine?.(line);
    }
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  return { child, tail };
}

/**
 * Stops the process group (SIGTERM, then SIGKILL after 5 s) and removes the work folder; once only.
 * Until then, the parent's exit kills the group, so the emulator never outlives the process that started it.
 * @param {import('node:child_process').ChildProcess} child @param {string} workDir @returns {() => Promise<void>}
 */
function stopper(child, workDir) {
  const killOnExit = () => child.pid && killGroup(child.pid, 'SIGKILL');
  process.once('exit', killOnExit);
  /** @type {Promise<void> | undefined} */
  let stopping;
  return () =>
    (stopping ??= (async () => {
      process.off('exit', killOnExit);
      if (child.pid) {
        killGroup(child.pid, 'SIGTERM');
        if (!(await exited(child, STOP_TIMEOUT_MS))) killGroup(child.pid, 'SIGKILL');
      }
      rmSync(workDir, { recursive: true, force: true });
    })());
}

/**
 * @param {{ port?: number, host?: string, projectId?: string, timeoutMs?: number, onLine?: (line: string) => void }} [options]
 * @returns {Promise<import('./firebase-emulator.d.mts').AuthEmulator>}
 */
export async function startAuthEmulator(options = {}) {
  const { host: bindHost = '127.0.0.1', projectId = 'demo-pizza', timeoutMs = DEFAULT_START_TIMEOUT_MS, onLine } = options;
  const port = options.port ?? (await freePort(bindHost));
  const workDir = mkdtempSync(join(tmpdir(), 'pizza-auth-emulator-'));
  const configFile = await writeConfig(workDir, { host: bindHost, port });
  const started = Date.now();
  const { child, tail } = spawnEmulator(workDir, configFile, projectId, onLine);
  const stop = stopper(child, workDir);
  const host = `${bindHost}:${port}`;
  try {
    await waitUntilUp(host, projectId, child, timeoutMs);
  } catch (err) {
    await stop();
    const detail = tail.length > 0 ? `\n--- emulator output ---\n${tail.join('\n')}` : '';
    throw new Error(`${/** @type {Error} */ (err).message}${detail}`, { cause: err });
  }
  return { host, projectId, pid: child.pid ?? 0, startupMs: Date.now() - started, stop };
}

/** @param {string} host @param {string} projectId @param {import('node:child_process').ChildProcess} child @param {number} timeoutMs */
async function waitUntilUp(host, projectId, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the Firebase Auth emulator exited (${child.exitCode ?? child.signalCode}) before it answered on ${host}`);
    }
    if (await isAuthEmulatorUp(host, projectId)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the Firebase Auth emulator did not answer on ${host} within ${timeoutMs / 1000} s`);
}

// `node scripts/firebase-emulator.mjs [port]`: run one in the foreground until Ctrl-C.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const port = process.argv[2] ? Number(process.argv[2]) : 9099;
  const emulator = await startAuthEmulator({ port, onLine: (line) => process.stdout.write(`${line}\n`) });
  process.stdout.write(`Firebase Auth emulator ready on ${emulator.host} after ${emulator.startupMs} ms; Ctrl-C stops it\n`);
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
    process.once(signal, () => void emulator.stop().then(() => process.exit(0)));
  }
}
