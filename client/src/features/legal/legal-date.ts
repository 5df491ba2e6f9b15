import { TIME_ZONE } from '@pizza/shared';

const formats = new Map<string, Intl.DateTimeFormat>();

/** A version's day in the restaurant's time zone, as a legal text dates itself: '29 November 2026', '2026. november 29.'. */
export function formatLegalDate(iso: string, language: string): string {
  const locale = language === 'hu' ? 'hu-HU' : 'en-GB';
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: TIME_ZONE });
    formats.set(locale, format);
  }
  return format.format(new Date(iso));
}

/** The text of a document in the reader's language; the English one if the Hungarian is missing. */
export function bodyIn(body: { en: string; hu: string }, language: string): string {
  return language === 'hu' && body.hu.trim() !== '' ? body.hu : body.en;
}
