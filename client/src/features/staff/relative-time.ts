const formats = new Map<string, Intl.RelativeTimeFormat>();

const STEPS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['minute', 60],
  ['hour', 60 * 60],
  ['day', 24 * 60 * 60],
  ['week', 7 * 24 * 60 * 60],
  ['month', 30 * 24 * 60 * 60],
  ['year', 365 * 24 * 60 * 60],
];

/**
 * How long ago a moment was, in the reader's language ('5 minutes ago', '5 perccel ezelőtt');
 * undefined under a minute (the caller says "just now"), since "last seen" lags up to a minute anyway.
 */
export function relativeTime(iso: string, now: number, language: string): string | undefined {
  const seconds = Math.max(0, (now - Date.parse(iso)) / 1000);
  if (seconds < 60) return undefined;
  const locale = language === 'hu' ? 'hu-HU' : 'en-GB';
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    formats.set(locale, format);
  }
  let unit: Intl.RelativeTimeFormatUnit = 'minute';
  let size = 60;
  for (const [name, length] of STEPS) {
    if (seconds >= length) [unit, size] = [name, length];
  }
  return format.format(-Math.floor(seconds / size), unit);
}
