import { HOURS_TIME_ZONE } from './constants';
import { budapestDateOf } from './hours';
import { lazy } from './lazy';

/*
 * When the shop (or a service) opens or closes, the way a person reads it, in Budapest time
 * whatever the reader's own zone. The server's messages, the customer's notices and the board all
 * say it this way.
 */

const DAY = 24 * 60 * 60_000;
/** Beyond this many days ahead a weekday is ambiguous ("on Friday" a week later reads as this Friday): the date is named. */
const WEEKDAY_DAYS = 6;

const clockFormat = lazy(
  () => new Intl.DateTimeFormat('en-GB', { timeZone: HOURS_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
);
const weekdayFormat = lazy(() => new Intl.DateTimeFormat('en-GB', { timeZone: HOURS_TIME_ZONE, weekday: 'long' }));
const dateFormat = lazy(() => new Intl.DateTimeFormat('en-GB', { timeZone: HOURS_TIME_ZONE, day: 'numeric', month: 'long' }));
const huMonthFormat = lazy(() => new Intl.DateTimeFormat('hu', { timeZone: HOURS_TIME_ZONE, month: 'long' }));

/** Hungarian weekdays with the "on" suffix (Sunday first, as getUTCDay), which Intl does not give. */
const HU_ON_DAY = ['vasárnap', 'hétfőn', 'kedden', 'szerdán', 'csütörtökön', 'pénteken', 'szombaton'];
const HU_WEEKDAY = ['vasárnap', 'hétfő', 'kedd', 'szerda', 'csütörtök', 'péntek', 'szombat'];
/** The suffix of a Hungarian date "on the Nth" by day of the month: 1-jén, 2-án, 4-én, …, 31-én (index 0 unused). */
const HU_DAY_SUFFIX = ('-,jén,án,án,én,én,án,én,án,én,én,' + 'én,én,án,én,én,án,én,án,én,án,' + 'én,én,án,én,én,án,én,án,én,án,én').split(
  ',',
);

/** "18:30", the Budapest wall clock of an instant. */
export const budapestClock = (instant: Date): string => clockFormat().format(instant);

/** Days from today to the instant's day, in Budapest (0 today, 1 tomorrow). */
function daysAhead(instant: Date, now: Date): number {
  return Math.round((Date.parse(budapestDateOf(instant)) - Date.parse(budapestDateOf(now))) / DAY);
}

/** The instant's Budapest date as [day of the month, weekday (0 Sunday)]. */
function calendarOf(instant: Date): [number, number] {
  const date = new Date(`${budapestDateOf(instant)}T00:00:00Z`);
  return [date.getUTCDate(), date.getUTCDay()];
}

/**
 * When the shop opens: "today at 18:00", "tomorrow at 11:00", "on Friday at 11:00" within six days,
 * further on the date, "on 4 December at 11:00"; Hungarian "ma 18:00-kor", "holnap 11:00-kor",
 * "pénteken 11:00-kor", "december 4-én 11:00-kor".
 */
export function openingWhen(instant: Date, now: Date, language: string): string {
  const days = daysAhead(instant, now);
  const time = budapestClock(instant);
  const [day, weekday] = calendarOf(instant);
  if (language.startsWith('hu')) {
    const date = `${huMonthFormat().format(instant)} ${day}-${HU_DAY_SUFFIX[day]}`;
    return `${days === 0 ? 'ma' : days === 1 ? 'holnap' : days <= WEEKDAY_DAYS ? HU_ON_DAY[weekday] : date} ${time}-kor`;
  }
  const on = days <= WEEKDAY_DAYS ? weekdayFormat().format(instant) : dateFormat().format(instant);
  return `${days === 0 ? 'today' : days === 1 ? 'tomorrow' : `on ${on}`} at ${time}`;
}

/**
 * Until when, for a state that ends by itself (the board's "Closed until …"): the time alone today,
 * else with its day: "tomorrow 11:00", "Friday 11:00", "4 December 11:00"; Hungarian "holnap 11:00",
 * "péntek 11:00", "december 4. 11:00" (the sentence adds "-ig").
 */
export function untilWhen(instant: Date, now: Date, language: string): string {
  const days = daysAhead(instant, now);
  const time = budapestClock(instant);
  if (days <= 0) return time;
  const [day, weekday] = calendarOf(instant);
  if (language.startsWith('hu')) {
    const date = days === 1 ? 'holnap' : days <= WEEKDAY_DAYS ? HU_WEEKDAY[weekday] : `${huMonthFormat().format(instant)} ${day}.`;
    return `${date} ${time}`;
  }
  const date = days === 1 ? 'tomorrow' : days <= WEEKDAY_DAYS ? weekdayFormat().format(instant) : dateFormat().format(instant);
  return `${date} ${time}`;
}
