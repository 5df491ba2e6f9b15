import { openingWhen, type ShopState, shopStateOf, untilWhen, ADMIN_POLL_MS } from '@pizza/shared';
import type { TFunction } from 'i18next';
import { CalendarClock, Gauge, Store } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { useNow } from '../../../lib/use-now';
import { useRestaurantStatus } from '../../restaurant';

/** Why customers cannot order, in the words of its real cause (the shared shopStateOf decides which). */
function closedText(state: Exclude<ShopState, { kind: 'open' }>, now: Date, t: TFunction, language: string): string {
  switch (state.kind) {
    case 'paused':
      return t('board.restaurant.pausedBanner', { time: untilWhen(state.until, now, language) });
    case 'closed-until':
      return t('board.restaurant.closedUntilBanner', { time: untilWhen(state.until, now, language) });
    case 'hours':
      return state.nextOpening
        ? t('board.restaurant.hoursBanner', { when: openingWhen(state.nextOpening, now, language) })
        : t('board.restaurant.hoursNoneBanner');
    case 'switched-off':
      return t('board.restaurant.closedBanner');
  }
}

/** While open: busy mode, and a service the opening hours keep closed (only the other one takes orders). */
function openLines(state: Extract<ShopState, { kind: 'open' }>, now: Date, t: TFunction, language: string) {
  const busy = state.busyExtraMinutes > 0 ? t('board.restaurant.busyBanner', { minutes: state.busyExtraMinutes }) : undefined;
  const services = state.closedServices.map(({ service, nextOpening }) =>
    nextOpening
      ? t(`board.restaurant.serviceClosedBanner_${service}`, { when: openingWhen(nextOpening, now, language) })
      : t(`board.restaurant.serviceOffBanner_${service}`),
  );
  return { busy, services };
}

const bannerClass = 'flex items-center gap-3 rounded-2xl px-4 py-3 text-lg font-bold';

/**
 * While no customer can order the board says so plainly, with the real reason (a pause, a closing
 * until a time, the opening hours, or the switch) and until when, so the shop is never left closed
 * by accident; busy mode and a service closed by the hours are said too.
 */
export function ClosedBanner() {
  const { t, i18n } = useTranslation();
  const status = useRestaurantStatus({ pollMs: ADMIN_POLL_MS });
  const now = new Date(useNow());
  if (!status.data) return null;
  const state = shopStateOf(status.data);
  if (state.kind !== 'open')
    return (
      <p role="status" data-reason={state.kind} className={`${bannerClass} bg-brand-solid text-white`}>
        <Store aria-hidden="true" className="size-6 shrink-0" />
        {closedText(state, now, t, i18n.language)}
      </p>
    );
  const { busy, services } = openLines(state, now, t, i18n.language);
  if (!busy && services.length === 0) return null;
  return (
    <div role="status" className="flex flex-col gap-2">
      {busy && (
        <p className={`${bannerClass} bg-accent-400 text-night`}>
          <Gauge aria-hidden="true" className="size-6 shrink-0" />
          {busy}
        </p>
      )}
      {services.map((line) => (
        <p key={line} className="flex items-center gap-3 rounded-2xl bg-sky-100 px-4 py-3 font-semibold text-sky-950 ring-1 ring-sky-300">
          <CalendarClock aria-hidden="true" className="size-6 shrink-0" />
          {line}
        </p>
      ))}
    </div>
  );
}
