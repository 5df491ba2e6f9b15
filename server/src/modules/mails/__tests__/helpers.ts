/**
 * Mail tests: the real app on the embedded database, its real capturing mailer (the /dev/mailbox),
 * or a mailer standing in for an SMTP server that fails or never answers.
 */
import type { Order } from '@pizza/shared';
import { bearer } from '@pizza/test-kit';
import request from 'supertest';

import type { CollaboratorOverrides } from '../../../composition';
import type { Clock } from '../../../lib/clock';
import type { Mailer, MailMessage } from '../../../lib/mailer';
import type { TestPrincipal } from '../../../test/auth';
import { addSelectedAddress, fillCart, placed } from '../../../test/shop-requests';
import type { MailOptions } from '../index';

type Target = Parameters<typeof request>[0];

/** Retries after milliseconds (looked for every 50 ms), the log polled every 100 ms, leases of 3 s (renewed every second). */
export const FAST_MAILS: Partial<MailOptions> = {
  retryScheduleMs: [30, 60],
  maxAttempts: 3,
  sendTimeoutMs: 2000,
  retrySweepMs: 50,
  leaseMs: 3000,
  pollMs: 100,
};

export const fastMails = (extra: CollaboratorOverrides = {}): CollaboratorOverrides => ({ mails: FAST_MAILS, ...extra });

/** A clock running with real time, moved forward by the test (a retry schedule of seconds without waiting for it). */
export function movableClock(): Clock & { advance(ms: number): void } {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance: (ms) => {
      offset += ms;
    },
  };
}

/** A mail server the test controls: answers, fails (421), refuses for good (550), or never answers, per attempt (0-based). */
export interface ScriptedMailer extends Mailer {
  attempts: MailMessage[];
  delivered: MailMessage[];
  behaviour: (attempt: number, message: MailMessage) => 'ok' | 'fail' | 'refuse' | 'hang';
  /** Lets every hanging send finish (successfully). */
  release(): void;
}

export function scriptedMailer(): ScriptedMailer {
  const hanging: Array<() => void> = [];
  const mailer: ScriptedMailer = {
    attempts: [],
    delivered: [],
    behaviour: () => 'ok',
    release: () => hanging.splice(0).forEach((resolve) => resolve()),
    async send(message) {
      const what = mailer.behaviour(mailer.attempts.length, message);
      mailer.attempts.push(message);
      if (what === 'fail') throw new Error('421 4.3.0 mail server busy');
      // As nodemailer reports an SMTP refusal: the server's answer, and its code.
      if (what === 'refuse') throw Object.assign(new Error('550 5.1.1 mailbox unavailable'), { responseCode: 550 });
      if (what === 'hang') await new Promise<void>((resolve) => hanging.push(resolve));
      mailer.delivered.push(message);
    },
  };
  return mailer;
}

/** A pickup order of the worked example (1 Pepperoni large + 2 Coca-Cola), or a delivery to Piac utca. */
export async function orderFor(app: Target, customer: TestPrincipal, type: 'PICKUP' | 'DELIVERY' = 'PICKUP'): Promise<Order> {
  await fillCart(app, customer.token, [
    { menuItemId: 'PIZ_006', quantity: 1 },
    { menuItemId: 'COC_001', quantity: 2 },
  ]);
  if (type === 'DELIVERY') await addSelectedAddress(app, customer.token);
  return placed(app, customer.token, type);
}

export const setStatus = (app: Target, staffToken: string, orderId: string, status: string) =>
  request(app).patch(`/api/orders/${orderId}/status?status=${status}`).set(bearer(staffToken)).send({}).expect(200);

export const setPreferences = (app: Target, token: string, body: object) =>
  request(app).put('/api/account/preferences').set(bearer(token)).send(body);
