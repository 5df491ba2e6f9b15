/**
 * The client's date and time formatters: the restaurant's clock, 24-hour in both languages whatever
 * the browser's locale (the shop's times are 24-hour). Money and menu text in the reader's language
 * come from useLocaleFormat (lib/use-locale-format.ts), on top of @pizza/shared's formatMoney.
 */
import { TIME_ZONE } from '@pizza/shared';

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * An order's moment in the restaurant's time zone (the kitchen's clock, whatever the device's),
 * in the interface language: '12 May 2026, 18:05' or '2026. máj. 12. 18:05'.
 */
export function formatDateTime(iso: string, language: string): string {
  const locale = language === 'hu' ? 'hu-HU' : 'en-GB';
  let format = dateTimeFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: TIME_ZONE, hourCycle: 'h23' });
    dateTimeFormats.set(locale, format);
  }
  return format.format(new Date(iso));
}

const timeFormats = new Map<string, Intl.DateTimeFormat>();

/** The time of day only, in the restaurant's time zone: '18:05' (en-GB and hu-HU alike). */
export function formatTime(iso: string, language: string): string {
  const locale = language === 'hu' ? 'hu-HU' : 'en-GB';
  let format = timeFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone: TIME_ZONE, hourCycle: 'h23' });
    timeFormats.set(locale, format);
  }
  return format.format(new Date(iso));
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** A day in the restaurant's time zone: '28 Jan 2027' or '2027. jan. 28.'. */
export function formatDate(iso: string, language: string): string {
  const locale = language === 'hu' ? 'hu-HU' : 'en-GB';
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: TIME_ZONE });
    dateFormats.set(locale, format);
  }
  return format.format(new Date(iso));
}
