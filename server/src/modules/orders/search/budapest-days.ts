import { REPORT_MAX_DAYS } from '@pizza/shared';

const DAY_MS = 86_400_000;

/**
 * Every calendar day from `from` to `to` ('YYYY-MM-DD', both included), or null beyond a report's
 * longest range. Calendar days, not 24-hour steps: the orders' `sequenceDay` is the Budapest day
 * each was placed on, so a day of 23 or 25 hours is one value like any other.
 */
export function budapestDaysFrom(from: string, to: string): string[] | null {
  const first = Date.parse(`${from}T00:00:00Z`);
  const count = Math.round((Date.parse(`${to}T00:00:00Z`) - first) / DAY_MS) + 1;
  if (count < 1 || count > REPORT_MAX_DAYS) return null;
  return Array.from({ length: count }, (_, index) => new Date(first + index * DAY_MS).toISOString().slice(0, 10));
}
