import { budapestHour, budapestInstant, type ReportRangeQuery } from '@pizza/shared';

import { budapestDaysFrom } from '../search/budapest-days';

/*
 * A report's range is a list of Budapest calendar days, both ends included (shared
 * schemas/reports.ts). Its instants come from the zone's rules (budapestInstant), so a day across a
 * clock change lasts 23 or 25 hours (docs/product/reports.md#ranges-and-budapest-time).
 */

const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' a number of calendar days after `day`. */
export const dayAfter = (day: string, days = 1): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Every day of the range, in order (a valid range: at most REPORT_MAX_DAYS). */
export const daysOf = ({ from, to }: ReportRangeQuery): string[] => budapestDaysFrom(from, to) ?? [];

/** The range's instants: Budapest midnight starting `from` to Budapest midnight ending `to` (excluded). */
export function instantsOf({ from, to }: ReportRangeQuery): { start: Date; end: Date } {
  return { start: budapestInstant(from, '00:00'), end: budapestInstant(dayAfter(to), '00:00') };
}

/**
 * The orders placed in the range (drafts have no placedAt and never match). `sequenceDay` is the
 * Budapest day of placement (place-order.ts), so the days listed are the range: an equality that
 * the day's index serves on MongoDB and on the embedded server alike, which orders no date ranges
 * (packages/embedded-mongo/README.md#indexes; the index is orders.model.ts's on sequenceDay and
 * placedAt). The placedAt bounds say the same in instants.
 */
export function placedInRange(range: ReportRangeQuery): Record<string, unknown> {
  const { start, end } = instantsOf(range);
  return { sequenceDay: { $in: daysOf(range) }, placedAt: { $gte: start, $lt: end } };
}

const HOUR_MS = 3_600_000;

/** Budapest's offset from UTC at the start of `day`, in ms (from the zone's rules, via budapestInstant). */
const offsetAtStartOf = (day: string) => Date.parse(`${day}T00:00:00Z`) - budapestInstant(day, '00:00').getTime();

/** Budapest's offset from UTC at an instant, in ms: the wall-clock hour against the UTC hour. */
const offsetAt = (instant: Date) => (((budapestHour(instant) - instant.getUTCHours() + 36) % 24) - 12) * HOUR_MS;

/**
 * Budapest's offsets over the range: the offset it starts with, then each change (the last Sundays
 * of March and October) as the instant it happens and the offset from then on. Found from the
 * zone's rules (shared budapestInstant, budapestHour), one day at a time, the change to the whole
 * UTC hour (Budapest changes at 01:00 UTC).
 */
export function offsetsOf(range: ReportRangeQuery): Array<{ from: Date; offsetMs: number }> {
  const days = daysOf(range);
  const offsets = [{ from: budapestInstant(range.from, '00:00'), offsetMs: offsetAtStartOf(range.from) }];
  for (const day of days) {
    const next = dayAfter(day);
    const after = offsetAtStartOf(next);
    if (after === offsets.at(-1)!.offsetMs) continue;
    const start = budapestInstant(day, '00:00').getTime();
    const end = budapestInstant(next, '00:00').getTime();
    for (let at = Math.ceil(start / HOUR_MS) * HOUR_MS; at < end; at += HOUR_MS) {
      if (offsetAt(new Date(at)) === after) {
        offsets.push({ from: new Date(at), offsetMs: after });
        break;
      }
    }
  }
  return offsets;
}
