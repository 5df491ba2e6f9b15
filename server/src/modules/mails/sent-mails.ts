import type { Language, MailFailure, OrderMailKind } from '@pizza/shared';

import { SentMailModel, type SentMailRecord } from './sent-mail.model';

const isDuplicateKey = (err: unknown) => (err as { code?: unknown }).code === 11000;

/** What identifies one mail (`eventId`, `recipient`) and what a retry needs to rebuild it. */
export interface MailKey {
  eventId: string;
  recipient: string;
  kind: OrderMailKind;
  orderId: string;
  orderSequence: string;
  language: Language;
}

type MailId = Pick<MailKey, 'eventId' | 'recipient'>;

export const mailId = (key: MailId) => `${key.eventId}:${key.recipient}`;

/** Retries that are due, and claims that lapsed (the sender died or lost the database mid-send). */
const dueFilter = (now: Date) => ({
  $or: [
    { state: 'retrying' as const, nextAttemptAt: { $lte: now } },
    { state: 'sending' as const, claimedUntil: { $lte: now } },
  ],
});

/**
 * The sent-mail record of one (event, recipient): the key that makes a repeat a no-op. A claim is a
 * conditional write: it succeeds only while the mail is not settled, nobody else holds it (a claim
 * lapses at `until`, so a sender that died is taken over) and a retry is due; it counts the attempt.
 * Returns the attempt this is, or undefined when the mail is not this instance's to send now (sent,
 * failed, skipped, held by another, or waiting for its retry: the sweep sends it then).
 */
export async function claimMail(key: MailKey, instanceId: string, now: Date, until: Date): Promise<number | undefined> {
  try {
    const record = await SentMailModel.findOneAndUpdate(
      {
        _id: mailId(key),
        // (a 'retrying' record without `nextAttemptAt` dates from before the sweep: its event is still the cursor's)
        $or: [...dueFilter(now).$or, { state: 'retrying' as const, nextAttemptAt: { $exists: false } }],
      },
      {
        $set: { state: 'sending', claimedBy: instanceId, claimedUntil: until },
        $inc: { attempts: 1 },
        $unset: { nextAttemptAt: '' },
        $setOnInsert: { ...key, createdAt: now },
      },
      { upsert: true, returnDocument: 'after', lean: true },
    );
    return record!.attempts;
  } catch (err) {
    if (!isDuplicateKey(err)) throw err;
    return undefined;
  }
}

/** The mail server accepted it (only the claim's holder writes this). */
export async function markSent(mail: MailId, instanceId: string, at: Date): Promise<void> {
  await SentMailModel.updateOne(
    { _id: mailId(mail), claimedBy: instanceId },
    { $set: { state: 'sent', sentAt: at }, $unset: { claimedUntil: '', lastError: '' } },
  );
}

/** An attempt failed: tried again at `nextAttemptAt`, or, without one, given up for good (`failed`: staff see it). */
export async function markAttemptFailed(mail: MailId, instanceId: string, at: Date, error: string, nextAttemptAt?: Date): Promise<void> {
  await SentMailModel.updateOne(
    { _id: mailId(mail), claimedBy: instanceId },
    {
      $set: {
        lastError: error.slice(0, 500),
        ...(nextAttemptAt ? { state: 'retrying', nextAttemptAt } : { state: 'failed', failedAt: at }),
      },
      $unset: { claimedUntil: '' },
    },
  );
}

/** This instance abandoned its send (it is stopping): the attempt does not count, and any instance may claim the mail again at once. */
export async function releaseClaim(mail: MailId, instanceId: string, at: Date): Promise<void> {
  await SentMailModel.updateOne(
    { _id: mailId(mail), claimedBy: instanceId, state: 'sending' },
    { $set: { state: 'retrying', nextAttemptAt: at }, $inc: { attempts: -1 }, $unset: { claimedUntil: '' } },
  );
}

/** Up to `limit` mails the retry sweep should try now. */
export function findDueMails(now: Date, limit: number): Promise<SentMailRecord[]> {
  return SentMailModel.find(dueFilter(now)).limit(limit).lean<SentMailRecord[]>();
}

/** The customer turned this kind of mail off: recorded, so the decision is visible and final. */
export async function markSkipped(key: MailKey, at: Date): Promise<void> {
  await SentMailModel.updateOne(
    { _id: mailId(key) },
    { $setOnInsert: { ...key, state: 'skipped', attempts: 0, createdAt: at } },
    { upsert: true },
  );
}

/** The mails given up on, newest first (the staff's list). */
export async function listFailures(limit = 50): Promise<MailFailure[]> {
  const records = await SentMailModel.find({ state: 'failed' }).sort({ failedAt: -1 }).limit(limit).lean<SentMailRecord[]>();
  return records.map((record) => ({
    id: record._id,
    eventId: record.eventId,
    kind: record.kind as OrderMailKind,
    recipient: record.recipient,
    orderId: record.orderId,
    orderSequence: record.orderSequence,
    attempts: record.attempts,
    lastError: record.lastError ?? '',
    failedAt: (record.failedAt ?? record.createdAt).toISOString(),
  }));
}

/** The record of one mail (tests, diagnostics). */
export const findMail = (key: MailId) => SentMailModel.findById(mailId(key)).lean<SentMailRecord>();
