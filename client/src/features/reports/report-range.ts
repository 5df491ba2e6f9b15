import { budapestDay, REPORT_MAX_DAYS, type ReportRangeQuery } from '@pizza/shared';

/**
 * The days a report covers (docs/product/reports.md): calendar days of Europe/Budapest, both ends
 * included, as the page's address keeps them (?from=2026-10-19&to=2026-10-25) so a reload or a
 * shared link shows the same report. The presets are computed from the restaurant's calendar, not
 * the device's: a phone set to another zone, or a moment just after midnight in Budapest that is
 * still the day before in UTC, names the right day.
 */
export type ReportRange = ReportRangeQuery;

export const RANGE_PRESETS = ['today', 'yesterday', 'thisWeek', 'thisMonth'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

const DAY_MS = 86_400_000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** 'YYYY-MM-DD' a number of days after `day` (calendar arithmetic: no clock, no clock change). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** 1 Monday … 7 Sunday. */
export const isoWeekday = (day: string): number => ((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;

/** How many days the range covers, both ends counted. */
export const daysIn = (range: ReportRange): number => Math.round((Date.parse(range.to) - Date.parse(range.from)) / DAY_MS) + 1;

/** A preset's days at `now`: up to today, never into days that have not happened. */
export function presetRange(preset: RangePreset, now: Date): ReportRange {
  const today = budapestDay(now);
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday': {
      const yesterday = addDays(today, -1);
      return { from: yesterday, to: yesterday };
    }
    case 'thisWeek':
      return { from: addDays(today, 1 - isoWeekday(today)), to: today };
    case 'thisMonth':
      return { from: `${today.slice(0, 8)}01`, to: today };
  }
}

/** The preset these days are at `now`, if any (the button shown as chosen). */
export function presetOf(range: ReportRange, now: Date): RangePreset | undefined {
  return RANGE_PRESETS.find((preset) => {
    const days = presetRange(preset, now);
    return days.from === range.from && days.to === range.to;
  });
}

const isDay = (value: string | null): value is string => value !== null && DAY.test(value) && !Number.isNaN(Date.parse(value));

/** Why a range cannot be asked for, if it cannot: the server would refuse it the same way. */
export function rangeProblem(range: { from: string; to: string }): 'missing' | 'backwards' | 'tooLong' | undefined {
  if (!isDay(range.from) || !isDay(range.to)) return 'missing';
  if (range.to < range.from) return 'backwards';
  if (daysIn(range) > REPORT_MAX_DAYS) return 'tooLong';
  return undefined;
}

/** The range an address holds; none (today is shown) when it holds no valid one. */
export function rangeFromSearch(search: URLSearchParams): ReportRange | undefined {
  const range = { from: search.get('from') ?? '', to: search.get('to') ?? '' };
  return rangeProblem(range) ? undefined : range;
}

export const searchFromRange = (range: ReportRange) => new URLSearchParams({ from: range.from, to: range.to });
