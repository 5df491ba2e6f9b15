/**
 * The dev mailbox (`GET /dev/mailbox`): where the shop captures its mail in local and test runs.
 * `target` is what supertest takes: an Express app in the test's process or a running shop's URL.
 */
import request from 'supertest';

import { until } from './wait';

export type MailTarget = Parameters<typeof request>[0];

/** One captured mail as `GET /dev/mailbox` lists it. */
export interface CapturedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** ISO instant. */
  sentAt: string;
}

/** Every captured mail, newest first (the endpoint's own order). */
export async function mailbox(target: MailTarget): Promise<CapturedMail[]> {
  return (await request(target).get('/dev/mailbox').expect(200)).body as CapturedMail[];
}

/** The mails `to` received, in the order they arrived (oldest first). */
export async function mailsTo(target: MailTarget, to: string): Promise<CapturedMail[]> {
  return (await mailbox(target)).filter((mail) => mail.to === to).reverse();
}

/**
 * Waits until `to` has received at least `count` mails and returns them, oldest first. Mail is sent
 * after the answer (a reset link, an order's confirmation), so a test waits for it like a person would.
 */
export async function waitForMails(target: MailTarget, to: string, count = 1, timeoutMs = 15_000): Promise<CapturedMail[]> {
  let mails: CapturedMail[] = [];
  await until(async () => (mails = await mailsTo(target, to)).length >= count, `${count} mail(s) to ${to}`, timeoutMs);
  return mails;
}
