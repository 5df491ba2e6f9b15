import type { MailFailure, OrderMailKind } from '@pizza/shared';

import { SentMailModel, type SentMailRecord } from './sent-mail.model';

const isDuplicateKey = (err: unknown) => (err as { code?: unknown }).code === 11000;

export interface MailKey {
  eventId: string;
  recipient: string;
  kind: OrderMailKind;
  orderId: string;
  orderSequence: string;
}

export const mailId = (key: Pick<MailKey, 'eventId' | 'recipient'>) => `${key.eventId}:${key.recipient}`;

/** What a claim came to: this instance may send now, the mail is settled (sent, failed, skipped), or another instance has it until `until`. */
export type Claim = { kind: 'claimed'; attempt: number } | { kind: 'settled' } | { kind: 'held'; until: Date };

/**
 * The sent-mail record of one (event, recipient): the key that makes a repeat a no-op. A claim is a
 * conditional write: it succeeds only while the mail is not settled and nobody else holds it (a
 * claim lapses at `until`, so a sender that died is taken over), and it counts the attempt.
 */
export async function claimMail(key: MailKey, instanceId: string, now: Date, until: Date): Promise<Claim> {
  try {
    const record = await SentMailModel.findOneAndUpdate(
      {
        _id: mailId(key),
        state: { $in: ['sending', 'retrying'] },
        $or: [{ claimedUntil: { $lte: now } }, { claimedUntil: { $exists: false } }],
      },
      {
        $set: { state: 'sending', claimedBy: instanceId, claimedUntil: until },
        $inc: { attempts: 1 },
        $setOnInsert: { ...key, createdAt: now },
      },
      { upsert: true, returnDocument: 'after', lean: true },
    );
    return { kind: 'claimed', attempt: record!.attempts };
  } catch (err) {
    if (!isDuplicateKey(err)) throw err;
    const existing = await SentMailModel.findById(mailId(key), { state: 1, claimedUntil: 1 }).lean();
    if (!existing || existing.state !== 'sending') return { kind: 'settled' };
    return { kind: 'held', until: existing.claimedUntil ?? now };
  }
}

/** The mail server accepted it (only the claim's holder writes this). */
export async function markSent(key: MailKey, instanceId: string, at: Date): Promise<void> {
  await SentMailModel.updateOne(
    { _id: mailId(key), claimedBy: instanceId },
    { $set: { state: 'sent', sentAt: at }, $unset: { claimedUntil: '', lastError: '' } },
  );
}

/** An attempt failed: tried again later, or given up for good (`failed`: staff see it). */
export async function markAttemptFailed(key: MailKey, instanceId: string, at: Date, error: string, final: boolean): Promise<void> {
  await SentMailModel.updateOne(
    { _id: mailId(key), claimedBy: instanceId },
    {
      $set: { state: final ? 'failed' : 'retrying', lastError: error.slice(0, 500), ...(final ? { failedAt: at } : {}) },
      $unset: { claimedUntil: '' },
    },
  );
}

/** This instance abandoned its send (it is stopping): the attempt does not count, and any instance may claim the mail again at once. */
export async function releaseClaim(key: MailKey, instanceId: string): Promise<void> {
  await SentMailModel.updateOne(
    { _id: mailId(key), claimedBy: instanceId, state: 'sending' },
    { $set: { state: 'retrying' }, $inc: { attempts: -1 }, $unset: { claimedUntil: '' } },
  );
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
export const findMail = (key: Pick<MailKey, 'eventId' | 'recipient'>) => SentMailModel.findById(mailId(key)).lean<SentMailRecord>();
