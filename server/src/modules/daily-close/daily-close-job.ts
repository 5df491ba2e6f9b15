import { budapestDay, type RestaurantHours } from '@pizza/shared';

import type { Clock } from '../../lib/clock';
import type { Logger } from '../../lib/logger';
import type { Mailer } from '../../lib/mailer';
import { createPeriodicPass } from '../../platform';
import { closeMomentOf, dayAfter } from './close-moment';
import { closeDays, firstRun } from './close-records';
import { type DayCloseSources, sendDayClose } from './send-day-close';

export interface DailyCloseDeps {
  clock: Clock;
  logger: Logger;
  mailer: Mailer;
  /** This process (one id per process, shared with the other leases). */
  instanceId: string;
  /** The opening hours, read through the restaurant module at each check (they may change during the day). */
  hours(): Promise<RestaurantHours>;
  /** 'HH:MM' Budapest: the close of a day the hours do not end (DAILY_CLOSE_AT). */
  fallbackCloseAt: string;
  sources: DayCloseSources;
  /** How often the job looks for a day to close (default a minute): the mail goes at most this late. */
  intervalMs?: number;
  /** How long a claim on a day lasts unless renewed (default 5 minutes): a crashed sender's day is retried after it. */
  leaseMs?: number;
  /** After a failed send, how long until the next try (default 10 minutes). */
  retryMs?: number;
}

const DEFAULT_INTERVAL_MS = 60_000;
const DEFAULT_LEASE_MS = 5 * 60_000;
const DEFAULT_RETRY_MS = 10 * 60_000;

/**
 * The daily close mail, exactly once per Budapest day (docs/product/reports.md#the-daily-close-mail).
 * Every instance ticks; at each tick it looks at yesterday and today (never further back, and never
 * a day that closed before the job first ran on this database): a day whose close moment has passed
 * and whose mail is not sent is claimed in its own durable record, mailed to the owners, and marked
 * sent. The claim is a lease, so a crashed sender's day is taken over once it lapses.
 */
export function createDailyClose({
  clock,
  logger,
  mailer,
  instanceId,
  hours,
  fallbackCloseAt,
  sources,
  intervalMs = DEFAULT_INTERVAL_MS,
  leaseMs = DEFAULT_LEASE_MS,
  retryMs = DEFAULT_RETRY_MS,
}: DailyCloseDeps) {
  const log = logger.child({ component: 'daily-close' });
  const now = () => clock.now();
  const leaseUntil = () => new Date(now().getTime() + leaseMs);
  /** When the job first ran on this database: read (or written) once per process. */
  let since: Date | undefined;

  /** The days due now, oldest first: closed by now, after the first run, not sent yet. */
  async function dueDays(at: Date): Promise<string[]> {
    since ??= await firstRun(at);
    const schedule = await hours();
    const today = budapestDay(at);
    const due: string[] = [];
    for (const day of [dayAfter(today, -1), today]) {
      const closes = closeMomentOf(schedule, day, fallbackCloseAt);
      if (closes <= at && closes >= since && !(await closeDays.isDone(day))) due.push(day);
    }
    return due;
  }

  /** One check: the days this instance mailed. */
  async function pass(): Promise<string[]> {
    const mailed: string[] = [];
    for (const day of await dueDays(now())) {
      const claim = await closeDays.claim(day, instanceId, now(), leaseUntil());
      if (!claim) continue; // sent meanwhile, or another instance is on it
      try {
        if ((await sendDayClose({ sources, mailer, logger: log, now, leaseUntil }, claim)) === 'sent') mailed.push(day);
      } catch (err) {
        log.error({ err, day }, 'the daily close mail could not be sent; it is tried again later');
        await closeDays.retryLater(claim, new Date(now().getTime() + retryMs));
      }
    }
    return mailed;
  }

  // Checks at once (a day that closed while no instance ran), then every intervalMs; never two at a time.
  return createPeriodicPass({
    pass,
    intervalMs,
    fallback: [] as string[],
    log,
    failure: 'the daily close check failed; the next tick retries',
  });
}

export type DailyClose = ReturnType<typeof createDailyClose>;
