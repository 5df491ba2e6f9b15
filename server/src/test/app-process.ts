/**
 * The whole shop (server/src/index.ts: embedded database with a data folder, app, Socket.IO) in a
 * child process, so tests can kill it with SIGKILL mid-write and start it again on the same folder.
 * The child reuses the Auth emulator of the Jest run (FIREBASE_AUTH_EMULATOR_HOST) and builds no client.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { REPO_ROOT } from '../lib/paths';
import { uniqueEmail, uniquePhone } from './auth';
import { phoneIdToken } from './firebase-emulator';
import { freePort } from './redis-server';

const TSX = path.join(REPO_ROOT, 'node_modules/.bin/tsx');
const ENTRY = path.join(REPO_ROOT, 'server/src/index.ts');
const START_TIMEOUT_MS = 60_000;

export interface AppProcess {
  url: string;
  port: number;
  /** SIGKILL to the whole process group (tsx and the node process it runs); resolves once it is gone. */
  kill9(): Promise<void>;
  /** SIGTERM and wait for the graceful exit. */
  stop(): Promise<void>;
  output(): string;
  /** Settles when the shop's process has exited, for whatever reason. */
  exited: Promise<void>;
  /** The process group's id (the shop and what it started). */
  pid: number;
}

const groupAlive = (pid: number): boolean => {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Resolves once no process of the group is left (tsx's child outlives tsx by a moment). */
async function untilGroupGone(pid: number): Promise<void> {
  while (groupAlive(pid)) await new Promise((resolve) => setTimeout(resolve, 10));
}

export function makeDataDir(prefix = 'pizza-app'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
}

async function untilHealthy(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the shop exited before it answered:\n${output()}`);
    const ok = await fetch(`${url}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the shop did not answer within ${START_TIMEOUT_MS / 1000} s:\n${output()}`);
}

/**
 * Starts the shop with `dataDir` on `env.PORT` or a free port; `env` adds settings (e.g. REDIS_URL);
 * `logFile` also appends everything it prints to that file (the chaos run keeps its instances' logs).
 */
export async function startAppProcess(dataDir: string, env: Record<string, string> = {}, logFile?: string): Promise<AppProcess> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const child = spawn(TSX, [ENTRY], {
    cwd: path.join(REPO_ROOT, 'server'),
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      DATA_DIR: dataDir,
      JWT_SECRET: 'app-process-secret-that-is-at-least-32-chars',
      LOG_LEVEL: 'warn',
      CLIENT_DIST: path.join(dataDir, 'no-client'),
      JEST_WORKER_ID: '',
      ...env,
    },
  });
  let out = '';
  const log = logFile ? fs.createWriteStream(logFile, { flags: 'a' }) : undefined;
  for (const stream of [child.stdout!, child.stderr!]) {
    stream.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      log?.write(chunk);
    });
  }
  child.once('exit', () => log?.end());
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  try {
    await untilHealthy(url, child, () => out);
  } catch (err) {
    process.kill(-child.pid!, 'SIGKILL');
    throw err;
  }
  return {
    url,
    port,
    output: () => out,
    exited,
    pid: child.pid!,
    async kill9() {
      if (groupAlive(child.pid!)) process.kill(-child.pid!, 'SIGKILL');
      await exited;
      await untilGroupGone(child.pid!);
    },
    async stop() {
      child.kill('SIGTERM');
      await exited;
      await untilGroupGone(child.pid!);
    },
  };
}

/** A JSON (or form) call to a running shop; resolves with the status and the parsed body. */
export async function call<T>(
  url: string,
  init: RequestInit & { token?: string; form?: Record<string, string> } = {},
): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = { ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}) };
  let body = init.body;
  if (init.form) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(init.form).toString();
  } else if (body) headers['Content-Type'] = 'application/json';
  const res = await fetch(url, { ...init, headers, body });
  const text = await res.text();
  return { status: res.status, body: (text.startsWith('{') || text.startsWith('[') ? JSON.parse(text) : text) as T };
}

const PASSWORD = 'Margherita#2026';

/** A customer signed up through the shop's real sign-up, with a phone verified by the Jest run's Auth emulator. */
export async function signUpCustomer(baseUrl: string): Promise<{ token: string; email: string }> {
  const phone = uniquePhone();
  const firebaseIdToken = await phoneIdToken(process.env.FIREBASE_AUTH_EMULATOR_HOST!, phone);
  const email = uniqueEmail('process');
  const form = {
    name: 'Process Customer',
    email,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    phone,
    address: 'Debrecen',
    firebaseIdToken,
  };
  const res = await call<{ token: string }>(`${baseUrl}/auth/signup`, { method: 'POST', body: JSON.stringify(form) });
  if (res.status !== 201) throw new Error(`sign-up answered ${res.status}`);
  return { token: res.body.token, email };
}

/** The seeded staff account's token: password, then the code from the captured mail (test mode). */
export async function staffToken(baseUrl: string): Promise<string> {
  const admin = { email: 'admin@example.com', password: 'ChangeMe#2026' };
  const login = await call<{ otpSent: boolean }>(`${baseUrl}/auth/admin-login`, { method: 'POST', body: JSON.stringify(admin) });
  if (!login.body.otpSent) throw new Error('staff login refused');
  const mails = await call<Array<{ to: string; text: string }>>(`${baseUrl}/dev/mailbox`);
  const code = /\b(\d{6})\b/.exec(mails.body.find((mail) => mail.to.includes(admin.email))?.text ?? '')?.[1];
  const verified = await call<{ token: string }>(`${baseUrl}/auth/verify-otp`, {
    method: 'POST',
    body: JSON.stringify({ email: admin.email, otp: code }),
  });
  if (verified.status !== 200) throw new Error(`verify-otp answered ${verified.status}`);
  return verified.body.token;
}
