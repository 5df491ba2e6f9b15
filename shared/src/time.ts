import { TIME_ZONE } from './constants';

/*
 * Calendar days and hours in Europe/Budapest, whatever the server's or browser's own zone: order
 * numbers restart at Budapest midnight and the delivery fee changes at Budapest noon.
 */

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
const hourFormat = new Intl.DateTimeFormat('en-GB', { timeZone: TIME_ZONE, hour: '2-digit', hourCycle: 'h23' });

/** 'YYYY-MM-DD' of the instant in Budapest. */
export function budapestDay(instant: Date): string {
  return dayFormat.format(instant);
}

/** 0-23, the hour of the instant in Budapest. */
export function budapestHour(instant: Date): number {
  return Number(hourFormat.format(instant));
}
