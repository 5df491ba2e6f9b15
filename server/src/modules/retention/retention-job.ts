import { budapestDay, budapestInstant } from '@pizza/shared';

import type { Clock } from '../../lib/clock';
import type { Logger } from '../../lib/logger';
import { createPeriodicPass } from '../../platform';
import { markDone, retentionDays } from './retention-runs';

/** One kind of stored data with a limited purpose: its owning module's delete of what outlived it. */
export interface RetentionKind {
  /** The name in the logs and the run's record (e.g. 'drafts'). */
  name: string;
  /** Deletes this kind's expired records as of `now`; how many went. */
  purge(now: Date): Promise<number>;
}

export interface RetentionDeps {
  clock: Clock;
  logger: Logger;
  /** This process (one id per process, shared with the other leases). */
  instanceId: string;
  /** 'HH:MM' Budapest: when the day's pass is due (RETENTION_AT). */
  runAt: string;
  kinds: readonly RetentionKind[];
  /** How often the job looks whether the day's pass is due (default a minute). */
  intervalMs?: number;
  /** How long a claim on a day lasts (default 10 minutes): a crashed instance's day is run by another after it. */
  leaseMs?: number;
  /** After a kind failed, when the day's pass is tried again (default 30 minutes). */
  retryMs?: number;
}

/** What one instance's pass did: the day, how many of each kind went, the kinds that failed. */
export interface RetentionPass {
  day: string;
  deleted: Record<string, number>;
  failed: string[];
}

const DEFAULT_INTERVAL_MS = 60_000;
const DEFAULT_LEASE_MS = 10 * 60_000;
const DEFAULT_RETRY_MS = 30 * 60_000;

/**
 * The nightly retention pass (docs/product/legal.md#retention): once per Budapest day, from
 * `runAt` on, one instance claims the day in its own durable record and asks every owning module
 * to delete what has outlived its period. A kind that fails is logged and the others still run;
 * the day then stays open and is tried again after `retryMs`. Deletes are conditional on age only,
 * so a pass repeated (a lapsed lease, a retry) deletes nothing twice.
 */
export function createRetention({
  clock,
  logger,
  instanceId,
  runAt,
  kinds,
  intervalMs = DEFAULT_INTERVAL_MS,
  leaseMs = DEFAULT_LEASE_MS,
  retryMs = DEFAULT_RETRY_MS,
}: RetentionDeps) {
  const log = logger.child({ component: 'retention' });
  const now = () => clock.now();

  /** One check: the day's pass if it is due and this instance wins the claim; null otherwise. */
  async function pass(): Promise<RetentionPass | null> {
    const at = now();
    const day = budapestDay(at);
    if (budapestInstant(day, runAt) > at || (await retentionDays.isDone(day))) return null;
    const leaseUntil = () => new Date(now().getTime() + leaseMs);
    const claim = await retentionDays.claim(day, instanceId, at, leaseUntil());
    if (!claim) return null; // done meanwhile, or another instance is on it
    const deleted: Record<string, number> = {};
    const failed: string[] = [];
    for (const kind of kinds) {
      // A pass slower than the lease (a huge first purge) keeps the day; one whose lease lapsed stops for the new holder.
      if (!(await retentionDays.renew(claim, now(), leaseUntil()))) {
        log.warn({ day }, 'retention: another instance took the day over; this pass stops');
        return null;
      }
      try {
        deleted[kind.name] = await kind.purge(now());
      } catch (err) {
        log.error({ err, kind: kind.name, day }, 'retention: deleting one kind failed; the others go on, and the day is tried again later');
        failed.push(kind.name);
      }
    }
    if (failed.length > 0) await retentionDays.retryLater(claim, new Date(now().getTime() + retryMs), { deleted });
    else await markDone(claim, now(), deleted);
    log.info({ day, deleted, failed }, 'retention: deleted what outlived its period');
    return { day, deleted, failed };
  }

  // Checks at once (a night no instance ran is caught up), then every intervalMs; never two at a time.
  return createPeriodicPass<RetentionPass | null>({
    pass,
    intervalMs,
    fallback: null,
    log,
    failure: 'the retention check failed; the next tick retries',
  });
}

export type Retention = ReturnType<typeof createRetention>;
