import { budapestInstant, hasSchedule, type RestaurantHours, rangesOn } from '@pizza/shared';

/** 'YYYY-MM-DD' a number of calendar days after `day`. */
export function dayAfter(day: string, days = 1): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * When a Budapest day closes (docs/product/reports.md#the-daily-close-mail): the end of its last
 * opening range, pickup or delivery, special days included (a range past midnight closes the day
 * it started, the next morning); a day without ranges, or a shop without hours, at `fallbackTime`
 * ('HH:MM', DAILY_CLOSE_AT). Wall-clock times go through the zone's rules, so clock-change days are right.
 */
export function closeMomentOf(hours: RestaurantHours, day: string, fallbackTime: string): Date {
  if (!hasSchedule(hours)) return budapestInstant(day, fallbackTime);
  const ends = (['PICKUP', 'DELIVERY'] as const)
    .flatMap((service) => rangesOn(hours, service, day))
    .map(({ opens, closes }) => budapestInstant(closes > opens ? day : dayAfter(day), closes).getTime());
  return new Date(ends.length > 0 ? Math.max(...ends) : budapestInstant(day, fallbackTime).getTime());
}
