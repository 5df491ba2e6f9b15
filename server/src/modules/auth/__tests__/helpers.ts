import type { Express } from 'express';
import request from 'supertest';

import type { CapturedMail } from '../../../lib/mailer';
import { uniqueEmail, uniquePhone } from '../../../test/auth';
import { phoneIdToken } from '../../../test/firebase-emulator';
import type { TestApp } from '../../../test/test-app';

export const GOOD_PASSWORD = 'Margherita#2026';

/** A complete sign-up form with a real emulator ID token for its (unique) phone. */
export async function signupForm(t: TestApp, overrides: Record<string, unknown> = {}) {
  const phone = typeof overrides.phone === 'string' ? overrides.phone : uniquePhone();
  const host = t.config.firebase.authEmulatorHost;
  if (!host) throw new Error('no Firebase Auth emulator configured for the tests');
  return {
    name: 'Anna Kovács',
    email: uniqueEmail('anna'),
    password: GOOD_PASSWORD,
    confirmPassword: GOOD_PASSWORD,
    phone,
    address: 'Debrecen, Piac u. 10',
    firebaseIdToken: await phoneIdToken(host, phone),
    ...overrides,
  };
}

export async function mailbox(app: Express): Promise<CapturedMail[]> {
  return (await request(app).get('/dev/mailbox').expect(200)).body as CapturedMail[];
}

export async function mailsTo(app: Express, to: string): Promise<CapturedMail[]> {
  return (await mailbox(app)).filter((mail) => mail.to === to);
}

/**
 * Waits until `to` has received `count` mails. Reset links are mailed after the answer (so the
 * answer cannot tell whether the account exists), so a test waits for the mail like a person would.
 */
export async function waitForMailsTo(app: Express, to: string, count = 1, timeoutMs = 5000): Promise<CapturedMail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = await mailsTo(app, to);
    if (mails.length >= count) return mails;
    if (Date.now() > deadline) throw new Error(`expected ${count} mail(s) to ${to}, found ${mails.length}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
