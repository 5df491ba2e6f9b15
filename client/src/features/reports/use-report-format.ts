import { useMemo } from 'react';

import { useLocaleFormat } from '../../lib/use-locale-format';

const localeOf = (language: string) => (language === 'hu' ? 'hu-HU' : 'en-GB');
/** A Budapest calendar day as an instant that is that day in UTC too: formatted in UTC, it reads as that day. */
const noonOf = (day: string) => new Date(`${day}T12:00:00Z`);

/**
 * The reports page's numbers in the reader's language: money as the shop writes it everywhere
 * (shared formatMoney), counts grouped ('1,234', '1 234'), minutes with one decimal, and the
 * range's Budapest days ('19 Oct 2026', '2026. okt. 19.').
 */
export function useReportFormat() {
  const { money, language } = useLocaleFormat();
  return useMemo(() => {
    const locale = localeOf(language);
    const count = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
    const decimal = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    const twoDecimals = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
    const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
    const shortDay = new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' });
    const weekday = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
    return {
      language,
      money,
      /** A best seller as ordered: its Hungarian name for a Hungarian reader where the order kept one. */
      name: (entry: { name: string; nameHu?: string }) => (language === 'hu' && entry.nameHu ? entry.nameHu : entry.name),
      count: (value: number) => count.format(value),
      /** Seconds as minutes, one decimal: 150 s is '2.5'. */
      minutes: (seconds: number) => decimal.format(seconds / 60),
      twoDecimals: (value: number) => twoDecimals.format(value),
      percent: (part: number, whole: number) => percent.format(whole === 0 ? 0 : part / whole),
      day: (day: string) => date.format(noonOf(day)),
      range: (from: string, to: string) => (from === to ? date.format(noonOf(from)) : date.formatRange(noonOf(from), noonOf(to))),
      shortDay: (day: string) => shortDay.format(noonOf(day)),
      /** ISO weekday 1 (Monday) … 7 (Sunday), short: 'Mon', 'H'. 2024-01-01 was a Monday. */
      weekday: (isoWeekday: number) => weekday.format(noonOf(`2024-01-0${isoWeekday}`)),
      /** '18:00'. */
      hour: (hour: number) => `${String(hour).padStart(2, '0')}:00`,
    };
  }, [language, money]);
}

export type ReportFormat = ReturnType<typeof useReportFormat>;
