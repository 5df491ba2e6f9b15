/**
 * The whole shop (server/src/index.ts: embedded database with a data folder, app, Socket.IO) in a
 * child process, so tests can kill it with SIGKILL mid-write and start it again on the same folder.
 * The child reuses the Auth emulator of the Jest run (FIREBASE_AUTH_EMULATOR_HOST) and builds no client.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { mailbox, type ShopProcess, startShop } from '@pizza/test-kit';

import { REPO_ROOT } from '../lib/paths';
import { uniqueEmail, uniquePhone } from './auth';
import { phoneIdToken } from './firebase-emulator';

const TSX = path.join(REPO_ROOT, 'node_modules/.bin/tsx');
const ENTRY = path.join(REPO_ROOT, 'server/src/index.ts');

export type AppProcess = ShopProcess;

export function makeDataDir(prefix = 'pizza-app'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
}

/**
 * Starts the shop from source with `dataDir` on `env.PORT` or a free port; `env` adds settings (e.g. REDIS_URL);
 * `logFile` also appends everything it prints to that file (the chaos run keeps its instances' logs);
 * `everyMs`: how often to ask whether it answers (to catch it as early as possible).
 */
export function startAppProcess(
  dataDir: string,
  env: Record<string, string> = {},
  logFile?: string,
  everyMs?: number,
): Promise<AppProcess> {
  return startShop({
    everyMs,
    command: TSX,
    args: [ENTRY],
    cwd: path.join(REPO_ROOT, 'server'),
    dataDir,
    port: env.PORT ? Number(env.PORT) : undefined,
    logFile,
    env: {
      NODE_ENV: 'test',
      JWT_SECRET: 'app-process-secret-that-is-at-least-32-chars',
      LOG_LEVEL: 'warn',
      CLIENT_DIST: path.join(dataDir, 'no-client'),
      JEST_WORKER_ID: '',
      ...env,
    },
  });
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
  const mails = await mailbox(baseUrl);
  const code = /\b(\d{6})\b/.exec(mails.find((mail) => mail.to.includes(admin.email))?.text ?? '')?.[1];
  const verified = await call<{ token: string }>(`${baseUrl}/auth/verify-otp`, {
    method: 'POST',
    body: JSON.stringify({ email: admin.email, otp: code }),
  });
  if (verified.status !== 200) throw new Error(`verify-otp answered ${verified.status}`);
  return verified.body.token;
}
