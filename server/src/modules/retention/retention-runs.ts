import { type DayClaim, defineDayClaims } from '../../platform';
import { RetentionRunModel, type RetentionRunRecord } from './retention-run.model';

/*
 * The durable record of each day's retention pass, claimed by one instance at a time
 * (docs/product/legal.md#retention; the claim itself: platform/day-claims.ts).
 */

/** The runs' own records go after this many days (nothing reads them later). */
const KEEP_RUNS_DAYS = 30;

/** The claims of retention days; a day is done once `doneAt` is set. */
export const retentionDays = defineDayClaims<RetentionRunRecord>(RetentionRunModel, 'doneAt');
export type RunClaim = DayClaim<RetentionRunRecord>;

/** The day is done (no instance claims it again); the runs' records older than a month go. */
export async function markDone(claim: RunClaim, now: Date, deleted: Record<string, number>): Promise<void> {
  await retentionDays.finish(claim, now, { deleted });
  const oldest = new Date(Date.parse(`${claim.day}T00:00:00Z`) - KEEP_RUNS_DAYS * 86_400_000).toISOString().slice(0, 10);
  await RetentionRunModel.deleteMany({ _id: { $lt: oldest } });
}
