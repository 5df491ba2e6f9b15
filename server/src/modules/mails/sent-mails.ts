import type { MailFailure } from '@pizza/shared';

import type { AttemptKey } from '../../platform';
import { eventIdOfMail } from './reward-mail';
import { type MailDetails, sentMails } from './sent-mail.model';

/** What identifies one mail (`eventId`, `recipient`) and what a retry needs to rebuild it. */
export type MailKey = AttemptKey & MailDetails;

/** The mails given up on, newest first (the staff's list). */
export async function listFailures(limit = 50): Promise<MailFailure[]> {
  const records = await sentMails.failures(limit);
  return records.map((record) => ({
    id: record._id,
    eventId: eventIdOfMail(record.eventId),
    kind: record.kind,
    recipient: record.recipient,
    orderId: record.orderId,
    orderSequence: record.orderSequence,
    attempts: record.attempts,
    lastError: record.lastError ?? '',
    failedAt: (record.failedAt ?? record.createdAt).toISOString(),
  }));
}

/** The record of one mail (tests, diagnostics). */
export const findMail = (key: AttemptKey) => sentMails.find(key);
