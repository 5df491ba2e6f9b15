import { DailyCloseModel } from './daily-close.model';

/*
 * The durable record of each day's close mail, with its lease (docs/product/reports.md#the-daily-close-mail).
 * A claim is one conditional write: the day not sent yet, and nobody's lease running. Two instances
 * claiming together cannot both win: on an existing record the filter matches for one of them
 * only; on a missing one both try to insert `_id` = the day, and the loser gets the duplicate key.
 */

const FIRST_RUN = 'first-run';

const isDuplicateKey = (err: unknown) => (err as { code?: unknown }).code === 11000;

/** What a claim gives its holder: the owners already mailed and the fence of its later writes. */
export interface DayClaim {
  day: string;
  sentTo: string[];
  fence: { _id: string; holder: string; claims: number };
}

/** Claims the day for `holder` until `leaseUntil`; null when it is sent or another instance holds it. */
export async function claimDay(day: string, holder: string, now: Date, leaseUntil: Date): Promise<DayClaim | null> {
  try {
    const record = await DailyCloseModel.findOneAndUpdate(
      { _id: day, sentAt: { $exists: false }, $or: [{ leaseUntil: { $lte: now } }, { leaseUntil: { $exists: false } }] },
      { $set: { holder, leaseUntil }, $inc: { claims: 1 } },
      { upsert: true, returnDocument: 'after', lean: true },
    );
    return { day, sentTo: record!.sentTo ?? [], fence: { _id: day, holder, claims: record!.claims! } };
  } catch (err) {
    if (isDuplicateKey(err)) return null;
    throw err;
  }
}

/** Extends the claim before the next send; false when it lapsed and another instance took the day over. */
export async function renewClaim(claim: DayClaim, now: Date, leaseUntil: Date): Promise<boolean> {
  const result = await DailyCloseModel.updateOne({ ...claim.fence, leaseUntil: { $gt: now } }, { $set: { leaseUntil } });
  return result.matchedCount > 0;
}

/** Records one owner mailed, right after the mail server took it. */
export async function recordSentTo(claim: DayClaim, email: string): Promise<void> {
  await DailyCloseModel.updateOne(claim.fence, { $addToSet: { sentTo: email } });
}

/** The day is done: no instance claims it again. */
export async function markSent(claim: DayClaim, now: Date): Promise<void> {
  await DailyCloseModel.updateOne(claim.fence, { $set: { sentAt: now }, $unset: { leaseUntil: 1 } });
}

/** A send failed: the claim is kept until `retryAt`, so the next try waits instead of hammering the mail server. */
export async function retryLater(claim: DayClaim, retryAt: Date): Promise<void> {
  await DailyCloseModel.updateOne(claim.fence, { $set: { leaseUntil: retryAt } });
}

/** Whether the day's mail has gone to every owner. */
export async function isSent(day: string): Promise<boolean> {
  return (await DailyCloseModel.exists({ _id: day, sentAt: { $exists: true } })) !== null;
}

/** When the job first ran on this database (written by the first run, then only read). */
export async function firstRun(now: Date): Promise<Date> {
  try {
    const record = await DailyCloseModel.findOneAndUpdate(
      { _id: FIRST_RUN },
      { $setOnInsert: { at: now } },
      { upsert: true, returnDocument: 'after', lean: true },
    );
    return record!.at!;
  } catch (err) {
    // Two first runs at once: the other one wrote it.
    if (!isDuplicateKey(err)) throw err;
    return (await DailyCloseModel.findById(FIRST_RUN).lean())!.at!;
  }
}
