/**
 * Staff sign-in for browser tests: password, then the code from the captured e-mail. Specs run in
 * parallel and share the one staff account, and a new code request replaces the previous code,
 * so a sign-in whose code was just replaced by another spec's request simply tries again.
 */
import type { Page } from 'playwright-core';

import { uniqueEmail, waitForMail } from './accounts';
import { call } from './api';
import { baseUrl } from './browser';

/** The local profile's staff account (docs/operations/configuration.md#run-profile-and-database). */
export const STAFF = { email: 'admin@example.com', password: 'ChangeMe#2026' };
const ATTEMPTS = 4;

async function latestCode(since: number): Promise<string> {
  const mail = await waitForMail(STAFF.email, (entry) => Date.parse(entry.sentAt) >= since - 1000);
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error('the staff sign-in mail has no 6-digit code');
  return code;
}

/** Signs in at /adminLogin like a staff member and waits for /admin. */
export async function loginStaffInBrowser(page: Page): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    const since = Date.now();
    await page.goto('/adminLogin');
    await page.getByLabel('Email', { exact: true }).fill(STAFF.email);
    await page.getByLabel('Password', { exact: true }).fill(STAFF.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    const codeField = page.getByLabel('Verification Code');
    await codeField.waitFor({ timeout: 30_000 });
    await codeField.fill(await latestCode(since));
    await page.getByRole('button', { name: 'Confirm code' }).click();
    const outcome = await Promise.race([
      page.waitForURL((url) => url.pathname === '/admin', { timeout: 30_000 }).then(() => 'in' as const),
      page
        .getByRole('alert')
        .waitFor({ timeout: 30_000 })
        .then(() => 'refused' as const),
    ]);
    if (outcome === 'in') return;
    if (attempt >= ATTEMPTS) throw new Error('staff sign-in kept failing');
  }
}

async function postJson<T>(path: string, body: unknown): Promise<T> {
  const res = await fetch(`${baseUrl()}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw Object.assign(new Error(`POST ${path} answered ${res.status}: ${await res.text()}`), { status: res.status });
  return (await res.json()) as T;
}

/** A staff token through the API (for tests whose subject is not the sign-in itself). */
export async function staffTokenViaApi(): Promise<string> {
  for (let attempt = 1; ; attempt += 1) {
    const since = Date.now();
    await postJson('/auth/admin-login', STAFF);
    try {
      const { token } = await postJson<{ token: string }>('/auth/verify-otp', { email: STAFF.email, otp: await latestCode(since) });
      return token;
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error;
    }
  }
}

/** Puts a staff session into the browser's storage, as a verified sign-in does (the owner's unless `email` names another member). */
export async function storeStaffSession(page: Page, token: string, email = STAFF.email): Promise<void> {
  await page.goto('/adminLogin');
  await page.evaluate(
    ({ token: value, email }) => {
      localStorage.setItem('adminToken', value);
      localStorage.setItem('adminEmail', email);
    },
    { token, email },
  );
}

/** A kitchen member through the invitation, the mailed link's token and the e-mailed code (all over the API). */
export async function kitchenSessionViaApi(ownerToken: string, name = 'Test Cook'): Promise<{ token: string; email: string }> {
  const email = uniqueEmail('cook');
  const password = 'Kitchen#Cook2026';
  const since = Date.now();
  await call('POST', '/api/staff/invitations', ownerToken, { json: { email, name, role: 'KITCHEN' } });
  const invitation = await waitForMail(
    email,
    (mail) => Date.parse(mail.sentAt) >= since - 1000 && /\/admin\/join#/.test(mail.text),
    30_000,
  );
  const token = /\/admin\/join#([A-Za-z0-9_-]+)/.exec(invitation.text)?.[1] as string;
  await call('POST', `/api/staff/invitations/${token}/accept`, undefined, { json: { password, confirmPassword: password } });
  const codeSince = Date.now();
  await call('POST', '/auth/admin-login', undefined, { json: { email, password } });
  const codeMail = await waitForMail(email, (mail) => Date.parse(mail.sentAt) >= codeSince - 1000 && /\b\d{6}\b/.test(mail.text), 30_000);
  const otp = /\b(\d{6})\b/.exec(codeMail.text)?.[1] as string;
  const { token: sessionToken } = await call<{ token: string }>('POST', '/auth/verify-otp', undefined, { json: { email, otp } });
  return { token: sessionToken, email };
}
