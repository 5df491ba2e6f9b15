import { DAYS_OF_WEEK, HOURS_TIME_ZONE, type OrderType } from './constants';
import { lazy } from './lazy';
// Types only: the home page imports this module, and the schemas would bring zod into its first download.
import type { HoursRange, RestaurantHours } from './schemas/hours';

/*
 * Opening hours arithmetic in Europe/Budapest, pure (server and client): whether a service is open
 * at an instant, until when, and when it opens next. Wall-clock times become instants through the
 * zone's rules, so the days when the clocks change are right: a time that does not exist (02:30 on
 * the last Sunday of March) counts as an hour later, and a time that exists twice (02:30 on the
 * last Sunday of October) as the first of them.
 */

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** How far ahead the next opening is looked for. */
const LOOKAHEAD_DAYS = 15;

const partsFormat = lazy(
  () =>
    new Intl.DateTimeFormat('en-GB', {
      timeZone: HOURS_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }),
);

/** The wall-clock reading in Budapest of an instant, as if it were UTC (ms). */
function wallClock(instantMs: number): number {
  const parts = Object.fromEntries(
    partsFormat()
      .formatToParts(new Date(instantMs))
      .map((part) => [part.type, part.value]),
  );
  return Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute));
}

const offsetAt = (instantMs: number) => wallClock(instantMs) - Math.floor(instantMs / MINUTE) * MINUTE;

/** The instant of a Budapest wall-clock time ('YYYY-MM-DD', 'HH:MM'). */
export function budapestInstant(date: string, time: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  // The zone's offsets a day either side: the same away from a change, the two sides of it near one.
  const offsets = [...new Set([offsetAt(wall - DAY), offsetAt(wall + DAY)])].sort((a, b) => b - a);
  const matching = offsets.map((offset) => wall - offset).filter((instant) => wallClock(instant) === wall);
  if (matching.length > 0) return new Date(Math.min(...matching));
  // In the gap of a spring change: the time as read with the offset from before the change.
  return new Date(wall - Math.min(...offsets));
}

/** 'YYYY-MM-DD' a number of days after `date`. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
}

export const dayOfWeek = (date: string) => DAYS_OF_WEEK[(new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7]!;

/** 'YYYY-MM-DD' in Budapest. */
const budapestDate = (instantMs: number) => new Date(wallClock(instantMs)).toISOString().slice(0, 10);

export type HoursService = OrderType;

/** The ranges that start on `date` for a service: the special day's when there is one, else the week's. */
export function rangesOn(hours: RestaurantHours, service: HoursService, date: string): HoursRange[] {
  const special = hours.special.find((day) => day.date === date);
  if (special) return special.closed ? [] : (special.ranges ?? []);
  const week = service === 'PICKUP' ? hours.pickup : hours.delivery;
  const weekday = dayOfWeek(date);
  return week.filter((spec) => spec.dayOfWeek === weekday).map(({ opens, closes }) => ({ opens, closes }));
}

export interface Interval {
  /** Epoch ms. */
  start: number;
  end: number;
}

/** The service's open intervals starting from the day before `fromDate`, merged where they touch. */
export function intervals(hours: RestaurantHours, service: HoursService, fromDate: string, days: number): Interval[] {
  const all: Interval[] = [];
  for (let i = -1; i < days; i += 1) {
    const date = addDays(fromDate, i);
    for (const { opens, closes } of rangesOn(hours, service, date)) {
      const start = budapestInstant(date, opens).getTime();
      const end = budapestInstant(closes > opens ? date : addDays(date, 1), closes).getTime();
      if (end > start) all.push({ start, end });
    }
  }
  all.sort((a, b) => a.start - b.start);
  const merged: Interval[] = [];
  for (const interval of all) {
    const last = merged[merged.length - 1];
    if (last && interval.start <= last.end) last.end = Math.max(last.end, interval.end);
    else merged.push({ ...interval });
  }
  return merged;
}

export interface ServiceHoursState {
  isOpen: boolean;
  /** While open: when this opening ends. */
  closesAt?: Date;
  /** While closed: the next opening within two weeks, if any. */
  nextOpening?: Date;
}

/** Whether a service is open at `at` by the schedule, until when, or when it opens next. */
export function serviceHoursAt(hours: RestaurantHours, service: HoursService, at: Date): ServiceHoursState {
  const now = at.getTime();
  const all = intervals(hours, service, budapestDate(now), LOOKAHEAD_DAYS);
  const current = all.find((interval) => interval.start <= now && now < interval.end);
  if (current) return { isOpen: true, closesAt: new Date(current.end) };
  const next = all.find((interval) => interval.start > now);
  return next ? { isOpen: false, nextOpening: new Date(next.start) } : { isOpen: false };
}

/** Whether any service has a range at all (a shop without hours is ruled by its toggle alone). */
export function hasSchedule(hours: RestaurantHours): boolean {
  return hours.pickup.length > 0 || hours.delivery.length > 0 || hours.special.some((day) => !day.closed);
}

export const EMPTY_HOURS: RestaurantHours = { timezone: HOURS_TIME_ZONE, pickup: [], delivery: [], special: [] };

/** Whole minutes from now to `instant`, at least 1. */
export const minutesUntil = (instant: Date, now: Date): number => Math.max(1, Math.ceil((instant.getTime() - now.getTime()) / MINUTE));

/** The next midnight in Budapest after `now` (the start of tomorrow there). */
export const nextBudapestMidnight = (now: Date): Date => budapestInstant(addDays(budapestDate(now.getTime()), 1), '00:00');

/**
 * When the shop next opens after `now` by its schedule, either service: while a service is open, its
 * opening after the current one. Undefined without a schedule or with no opening in two weeks.
 */
export function nextOpeningAfter(hours: RestaurantHours, now: Date): Date | undefined {
  const openings = (['PICKUP', 'DELIVERY'] as const).map((service) => {
    const state = serviceHoursAt(hours, service, now);
    return state.isOpen && state.closesAt ? serviceHoursAt(hours, service, state.closesAt).nextOpening : state.nextOpening;
  });
  const times = openings.filter((date): date is Date => date !== undefined).map((date) => date.getTime());
  return times.length > 0 ? new Date(Math.min(...times)) : undefined;
}

/** Whether two instants fall on the same calendar day in Budapest. */
export const sameBudapestDay = (a: Date, b: Date): boolean => budapestDate(a.getTime()) === budapestDate(b.getTime());

/** 'YYYY-MM-DD' of an instant in Budapest. */
export const budapestDateOf = (instant: Date): string => budapestDate(instant.getTime());
