import type { Model, UpdateQuery } from 'mongoose';

/*
 * A job that must run once per day on one instance of many (the daily close mail, the retention
 * pass): each day has its own durable record (`_id` 'YYYY-MM-DD') with a lease. A claim is one
 * conditional write: the day not done, and nobody's lease running. Two instances claiming together
 * cannot both win: on an existing record the filter matches for one of them only; on a missing one
 * both try to insert `_id` = the day, and the loser gets the duplicate key. The holder's later writes
 * are fenced by its claim count, so a holder whose lease lapsed (another took the day over) writes
 * nothing.
 */

const isDuplicateKey = (err: unknown) => (err as { code?: unknown }).code === 11000;

/** The day's record fields every day-claim collection has; `doneField` marks the day done. */
interface ClaimedDayFields {
  _id: string;
  holder?: string | null;
  leaseUntil?: Date | null;
  claims?: number | null;
}

export interface DayClaim<TRecord> {
  day: string;
  /** The record as the claim left it (what an earlier holder recorded, e.g. the owners already mailed). */
  record: TRecord;
  fence: { _id: string; holder: string; claims: number };
}

export interface DayClaims<TRecord> {
  /** Claims the day for `holder` until `leaseUntil`; null when it is done or another instance holds it. */
  claim(day: string, holder: string, now: Date, leaseUntil: Date): Promise<DayClaim<TRecord> | null>;
  /** Extends the claim; false when it lapsed and another instance took the day over. */
  renew(claim: DayClaim<TRecord>, now: Date, leaseUntil: Date): Promise<boolean>;
  /** A write of the holder's progress, fenced by its claim. */
  record(claim: DayClaim<TRecord>, update: UpdateQuery<TRecord>): Promise<void>;
  /** The day is done (no instance claims it again), with what the holder records of it. */
  finish(claim: DayClaim<TRecord>, now: Date, set?: Partial<TRecord>): Promise<void>;
  /** A step failed: the claim is kept until `retryAt`, so the next try waits instead of hammering what failed. */
  retryLater(claim: DayClaim<TRecord>, retryAt: Date, set?: Partial<TRecord>): Promise<void>;
  isDone(day: string): Promise<boolean>;
}

/** The day claims of one collection whose records are marked done by `doneField` (a Date). */
export function defineDayClaims<TRecord extends ClaimedDayFields>(
  // Any model: mongoose's inferred model types differ by their virtuals and version key, which the claim never reads.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  model: Model<any>,
  doneField: Exclude<keyof TRecord & string, keyof ClaimedDayFields>,
): DayClaims<TRecord> {
  const notDone = { [doneField]: { $exists: false } };
  return {
    async claim(day, holder, now, leaseUntil) {
      try {
        const record = await model.findOneAndUpdate(
          { _id: day, ...notDone, $or: [{ leaseUntil: { $lte: now } }, { leaseUntil: { $exists: false } }] },
          { $set: { holder, leaseUntil }, $inc: { claims: 1 } },
          { upsert: true, returnDocument: 'after', lean: true },
        );
        const claimed = record as unknown as TRecord;
        return { day, record: claimed, fence: { _id: day, holder, claims: claimed.claims! } };
      } catch (err) {
        if (isDuplicateKey(err)) return null;
        throw err;
      }
    },
    async renew(claim, now, leaseUntil) {
      const result = await model.updateOne({ ...claim.fence, leaseUntil: { $gt: now } }, { $set: { leaseUntil } });
      return result.matchedCount > 0;
    },
    async record(claim, update) {
      await model.updateOne(claim.fence, update);
    },
    async finish(claim, now, set = {}) {
      await model.updateOne(claim.fence, { $set: { ...set, [doneField]: now }, $unset: { leaseUntil: 1 } });
    },
    async retryLater(claim, retryAt, set = {}) {
      await model.updateOne(claim.fence, { $set: { ...set, leaseUntil: retryAt } });
    },
    async isDone(day) {
      return (await model.exists({ _id: day, [doneField]: { $exists: true } })) !== null;
    },
  };
}
