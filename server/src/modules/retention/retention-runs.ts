import { RetentionRunModel } from './retention-run.model';

/*
 * The durable record of each day's retention pass, with its lease (the daily close's pattern,
 * daily-close/close-records.ts). A claim is one conditional write: the day not done, and nobody's
 * lease running. Two instances claiming together cannot both win: on an existing record the filter
 * matches for one of them only; on a missing one both try to insert `_id` = the day, and the loser
 * gets the duplicate key.
 */

const isDuplicateKey = (err: unknown) => (err as { code?: unknown }).code === 11000;

/** The runs' own records go after this many days (nothing reads them later). */
const KEEP_RUNS_DAYS = 30;

export interface RunClaim {
  day: string;
  fence: { _id: string; holder: string; claims: number };
}

/** Claims the day for `holder` until `leaseUntil`; null when it is done or another instance holds it. */
export async function claimRun(day: string, holder: string, now: Date, leaseUntil: Date): Promise<RunClaim | null> {
  try {
    const record = await RetentionRunModel.findOneAndUpdate(
      { _id: day, doneAt: { $exists: false }, $or: [{ leaseUntil: { $lte: now } }, { leaseUntil: { $exists: false } }] },
      { $set: { holder, leaseUntil }, $inc: { claims: 1 } },
      { upsert: true, returnDocument: 'after', lean: true },
    );
    return { day, fence: { _id: day, holder, claims: record!.claims! } };
  } catch (err) {
    if (isDuplicateKey(err)) return null;
    throw err;
  }
}

/** Whether the day's pass is done. */
export async function isDone(day: string): Promise<boolean> {
  return (await RetentionRunModel.exists({ _id: day, doneAt: { $exists: true } })) !== null;
}

/** The day is done (no instance claims it again); the runs' records older than a month go. */
export async function markDone(claim: RunClaim, now: Date, deleted: Record<string, number>): Promise<void> {
  await RetentionRunModel.updateOne(claim.fence, { $set: { doneAt: now, deleted }, $unset: { leaseUntil: 1 } });
  const oldest = new Date(Date.parse(`${claim.day}T00:00:00Z`) - KEEP_RUNS_DAYS * 86_400_000).toISOString().slice(0, 10);
  await RetentionRunModel.deleteMany({ _id: { $lt: oldest } });
}

/** A kind failed: the day stays open and is claimable again at `retryAt` (the kinds that went find nothing then). */
export async function retryLater(claim: RunClaim, retryAt: Date, deleted: Record<string, number>): Promise<void> {
  await RetentionRunModel.updateOne(claim.fence, { $set: { leaseUntil: retryAt, deleted } });
}
