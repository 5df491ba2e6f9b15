import { TIME_ZONE } from './constants';
import { lazy } from './lazy';

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

// Made on first use: the client's first download imports this module and never writes an export.
const isoFormat = lazy(
  () =>
    new Intl.DateTimeFormat('en-CA', {
      timeZone: TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
      timeZoneName: 'longOffset',
    }),
);

/**
 * The instant as Budapest wall-clock time with its offset, '2026-10-25T02:30:00+02:00': exports
 * for people, where the two 02:30s of the autumn change stay apart by their offsets.
 */
export function budapestIsoTime(instant: Date): string {
  const parts = Object.fromEntries(
    isoFormat()
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  // 'GMT+02:00'; plain 'GMT' for a zero offset (never in Budapest, but the format allows it).
  const offset = (parts.timeZoneName ?? 'GMT').replace('GMT', '') || '+00:00';
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}${offset}`;
}
