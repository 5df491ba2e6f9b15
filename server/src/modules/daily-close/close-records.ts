import { type DayClaim, defineDayClaims } from '../../platform';
import { type DailyCloseRecord, DailyCloseModel } from './daily-close.model';

/*
 * The durable record of each day's close mail, claimed by one instance at a time
 * (docs/product/reports.md#the-daily-close-mail; the claim itself: platform/day-claims.ts).
 */

const FIRST_RUN = 'first-run';

const isDuplicateKey = (err: unknown) => (err as { code?: unknown }).code === 11000;

/** The claims of close-mail days; a day is done once `sentAt` is set. */
export const closeDays = defineDayClaims<DailyCloseRecord>(DailyCloseModel, 'sentAt');
export type CloseDayClaim = DayClaim<DailyCloseRecord>;

/** The owners already mailed for the claimed day (a retry after a crash mails only the others). */
export const alreadySentTo = (claim: CloseDayClaim): string[] => claim.record.sentTo ?? [];

/** Records one owner mailed, right after the mail server took it. */
export async function recordSentTo(claim: CloseDayClaim, email: string): Promise<void> {
  await closeDays.record(claim, { $addToSet: { sentTo: email } });
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
