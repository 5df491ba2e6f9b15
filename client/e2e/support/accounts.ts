/**
 * Accounts for browser tests, made the way a real customer makes them: a real SMS code from the
 * Firebase Auth emulator, a real `POST /auth/signup`, real e-mails from `GET /dev/mailbox`.
 * Other specs (home page, cart, checkout) import `signUpCustomerViaApi` and `loginInBrowser`.
 */
import { randomBytes, randomInt } from 'node:crypto';

import { type CapturedMail, mailbox, until } from '@pizza/test-kit';
import type { Page } from 'playwright-core';

import { baseUrl } from './browser';

/** The emulator accepts any API key and any reCAPTCHA token. */
const EMULATOR_API_KEY = 'demo-api-key';
const EMULATOR_PROJECT = 'demo-pizza';
export const DEFAULT_PASSWORD = 'Pizza#Lover2026';

export interface CustomerAccount {
  name: string;
  email: string;
  password: string;
  /** E.164, e.g. '+36301234567'. */
  phone: string;
  address: string;
  /** The customer token the sign-up returned. */
  token: string;
}

export type Mail = CapturedMail;

async function json<T>(url: string, init?: RequestInit): Promise<T> {
  const res = await fetch(url, init);
  if (!res.ok) throw new Error(`${init?.method ?? 'GET'} ${url} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

const postJson = <T>(url: string, body: unknown) =>
  json<T>(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

export function uniqueEmail(prefix = 'customer'): string {
  return `${prefix}-${randomBytes(5).toString('hex')}@example.com`;
}

/** A Hungarian mobile number (+3630 and 7 digits), unlikely to repeat within a run. */
export function uniquePhone(): string {
  return `+3630${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
}

/** host:port of the Auth emulator the shop under test uses, as the shop tells its own browser. */
export async function emulatorHost(): Promise<string> {
  const config = await json<{ firebase: { emulatorHost?: string } }>(`${baseUrl()}/api/config/client`);
  if (!config.firebase.emulatorHost) throw new Error('the shop under test names no Firebase Auth emulator');
  return config.firebase.emulatorHost;
}

interface VerificationCode {
  phoneNumber: string;
  sessionInfo: string;
  code: string;
}

/** The latest SMS code the emulator "sent" to this phone; waits a little for it to appear. */
export async function smsCodeFor(phone: string, timeoutMs = 10_000): Promise<string> {
  const url = `http://${await emulatorHost()}/emulator/v1/projects/${EMULATOR_PROJECT}/verificationCodes`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { verificationCodes = [] } = await json<{ verificationCodes?: VerificationCode[] }>(url);
    const latest = verificationCodes.filter((entry) => entry.phoneNumber === phone).at(-1);
    if (latest) return latest.code;
    if (Date.now() > deadline) throw new Error(`no SMS code for ${phone} in the Auth emulator`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** What the browser SDK does with signInWithPhoneNumber + confirm(code), over the emulator's REST API. */
export async function phoneIdToken(phone: string): Promise<string> {
  const toolkit = `http://${await emulatorHost()}/identitytoolkit.googleapis.com/v1`;
  const { sessionInfo } = await postJson<{ sessionInfo: string }>(`${toolkit}/accounts:sendVerificationCode?key=${EMULATOR_API_KEY}`, {
    phoneNumber: phone,
    recaptchaToken: 'the-emulator-accepts-any-token',
  });
  const code = await smsCodeFor(phone);
  const { idToken } = await postJson<{ idToken: string }>(`${toolkit}/accounts:signInWithPhoneNumber?key=${EMULATOR_API_KEY}`, {
    sessionInfo,
    code,
  });
  return idToken;
}

/** The current versions of the terms and the privacy notice (`GET /api/legal`), as the sign-up box accepts them. */
export async function currentLegalAcceptance(): Promise<{ terms: number; privacy: number }> {
  const { terms, privacy } = await json<{ terms: number; privacy: number }>(`${baseUrl()}/api/legal`);
  return { terms, privacy };
}

/**
 * A fresh customer account, created through the real sign-up endpoint with a verified phone. It
 * accepts the current terms and privacy notice as the sign-up form does (so checkout asks nothing),
 * unless `acceptLegal` is false (an account from before the box, or from the original client).
 */
export async function signUpCustomerViaApi(
  overrides: Partial<Pick<CustomerAccount, 'name' | 'email' | 'password' | 'phone' | 'address'>> & { acceptLegal?: boolean } = {},
): Promise<CustomerAccount> {
  const details = {
    name: overrides.name ?? 'Test Customer',
    email: overrides.email ?? uniqueEmail(),
    password: overrides.password ?? DEFAULT_PASSWORD,
    phone: overrides.phone ?? uniquePhone(),
    address: overrides.address ?? 'Debrecen, Piac utca 10',
  };
  const firebaseIdToken = await phoneIdToken(details.phone);
  const acceptedLegal = overrides.acceptLegal === false ? undefined : await currentLegalAcceptance();
  const { token } = await postJson<{ token: string }>(`${baseUrl()}/auth/signup`, {
    ...details,
    confirmPassword: details.password,
    firebaseIdToken,
    ...(acceptedLegal ? { acceptedLegal } : {}),
  });
  return { ...details, token };
}

/** The customer's session in the browser's storage, as a login leaves it. */
export async function storeCustomerSession(page: Page, customer: Pick<CustomerAccount, 'token' | 'email' | 'name'>): Promise<void> {
  await page.goto('/login');
  await page.evaluate(
    ({ token, email, name }) => {
      localStorage.setItem('authToken', token);
      localStorage.setItem('email', email);
      localStorage.setItem('name', name);
    },
    { token: customer.token, email: customer.email, name: customer.name },
  );
}

/** Logs in through /login like a customer and waits until the user menu greets them. */
export async function loginInBrowser(page: Page, creds: { email: string; password: string; name?: string }): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(creds.email);
  await page.getByLabel('Password', { exact: true }).fill(creds.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
  await page.getByRole('button', { name: creds.name ? `Hello, ${creds.name}` : /^Hello, / }).waitFor();
}

/** Captured e-mails (newest first) addressed to `to`; waits for the first that `matches`. */
export async function waitForMail(to: string, matches: (mail: Mail) => boolean = () => true, timeoutMs = 10_000): Promise<Mail> {
  let mail: Mail | undefined;
  const found = async () => (mail = (await mailbox(baseUrl())).find((entry) => entry.to.includes(to) && matches(entry))) !== undefined;
  await until(found, `an e-mail to ${to} in /dev/mailbox`, timeoutMs, 200);
  return mail!;
}
