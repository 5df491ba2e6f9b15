import { budapestClock, sameBudapestDay } from '@pizza/shared';
import type { TFunction } from 'i18next';

/**
 * How a customer reads a sold-out: "Sold out until 18:00" when it ends later today at a
 * time other than the shop's next opening (staff chose that time), else "Sold out today" (it comes
 * back when the shop next opens, which is what "today" means to a customer).
 */
export function soldOutText(t: TFunction, until: string | undefined, now: Date, nextOpening?: string): string {
  if (!until) return t('soldOut.today');
  const end = new Date(until);
  if (!sameBudapestDay(end, now) || until === nextOpening) return t('soldOut.today');
  return t('soldOut.until', { time: budapestClock(end) });
}
