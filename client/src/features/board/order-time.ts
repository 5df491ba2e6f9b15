import { TIME_ZONE } from '@pizza/shared';

const MINUTE_MS = 60_000;

/** Whole minutes from `since` (an ISO instant) to `now`; never negative (a tablet's clock may run a little behind). */
export function minutesSince(since: string, now: number): number {
  return Math.max(0, Math.floor((now - Date.parse(since)) / MINUTE_MS));
}

export type Elapsed =
  | { key: 'board.card.justNow' }
  | { key: 'board.card.minutesAgo'; count: number }
  | { key: 'board.card.hoursAgo'; hours: number; minutes: number };

/** '12 min ago' as a translation key and its values: under a minute is 'just now', an hour or more reads '1 h 5 min ago'. */
export function elapsedLabel(minutes: number): Elapsed {
  if (minutes < 1) return { key: 'board.card.justNow' };
  if (minutes < 60) return { key: 'board.card.minutesAgo', count: minutes };
  return { key: 'board.card.hoursAgo', hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The restaurant's clock: '14:05' today, '12 Mar 14:05' (in the page's language) on another day. */
export function formatClock(iso: string, language: string, now: number): string {
  const at = new Date(iso);
  const sameDay = dayFormat.format(at) === dayFormat.format(now);
  return new Intl.DateTimeFormat(language, {
    timeZone: TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    ...(sameDay ? {} : { month: 'short', day: 'numeric' }),
  }).format(at);
}

/** The date and the restaurant's time, for a printed ticket: 'Mar 12, 2026, 19:04' / '2026. márc. 12. 19:04'. */
export function formatDateTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
}
