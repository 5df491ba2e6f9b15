import { budapestInstant, DRAFT_STATUS, FINAL_STATUSES } from '@pizza/shared';

import { OrderModel } from '../orders.model';
import { computeDays, type DayFigures } from './day-figures';
import { ReportDayModel } from './report-day.model';
import { dayAfter } from './report-range';

/*
 * A report's days: each stored day's figures read as they are, the others computed from their
 * orders, and those that are settled stored for every later report
 * (docs/product/reports.md#how-the-figures-are-made). A month of a busy shop is then 31 small
 * documents, not 8,000 orders (docs/performance/reports.md).
 */

/** The shape of DayFigures; raise it when that changes, and every stored day is computed again. */
export const REPORT_DAY_VERSION = 3;

/**
 * How long after a day ends it may be stored: an order is numbered for the day of its instance's
 * clock when it is placed, and a placement may commit a little after midnight.
 */
const SETTLE_AFTER_MS = 60 * 60 * 1000;

/**
 * The days of `missing` that will not change any more: over for an hour, and none of their orders
 * still open. An order ends DELIVERED, COMPLETED or CANCELLED, and those never change again; an
 * order staff never finish keeps its day computed at every report, and correct.
 */
async function settledOf(missing: readonly string[], now: Date): Promise<string[]> {
  const over = missing.filter((day) => budapestInstant(dayAfter(day), '00:00').getTime() + SETTLE_AFTER_MS <= now.getTime());
  if (over.length === 0) return [];
  const open = new Set(
    await OrderModel.distinct<string>('sequenceDay', {
      sequenceDay: { $in: over },
      status: { $nin: [...FINAL_STATUSES, DRAFT_STATUS] },
    }),
  );
  return over.filter((day) => !open.has(day));
}

/** The figures of `days` (consecutive Budapest days, in order) as at `now`. */
export async function figuresOfDays(days: readonly string[], now: Date): Promise<DayFigures[]> {
  const stored = await ReportDayModel.find({ _id: { $in: days }, version: REPORT_DAY_VERSION }, { figures: 1 }).lean();
  const byDay = new Map(stored.map((row) => [row._id, JSON.parse(row.figures) as DayFigures]));
  const first = days.findIndex((day) => !byDay.has(day));
  if (first === -1) return days.map((day) => byDay.get(day)!);
  // From the first day missing to the last: whether a customer's sale is their first reads the days
  // before it, so the days computed are consecutive.
  const last = days.findLastIndex((day) => !byDay.has(day));
  const span = days.slice(first, last + 1);
  // Settled before the orders are read: an order that ends meanwhile cannot be stored half-way.
  const settled = new Set(
    await settledOf(
      span.filter((day) => !byDay.has(day)),
      now,
    ),
  );
  const computed = await computeDays(span, budapestInstant(span[0]!, '00:00'));
  const toStore = computed.filter((figures) => settled.has(figures.day));
  if (toStore.length > 0) {
    // Two reports storing the same day store the same figures.
    await ReportDayModel.bulkWrite(
      toStore.map((figures) => ({
        replaceOne: {
          filter: { _id: figures.day },
          replacement: { _id: figures.day, version: REPORT_DAY_VERSION, storedAt: now, figures: JSON.stringify(figures) },
          upsert: true,
        },
      })),
    );
  }
  for (const figures of computed) byDay.set(figures.day, figures);
  return days.map((day) => byDay.get(day)!);
}
