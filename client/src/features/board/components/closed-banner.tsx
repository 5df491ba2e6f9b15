import { Gauge, Store } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { useRestaurantStatus } from '../api/restaurant-status';
import { shopStateOf } from '../shop-timing';

/**
 * While no customer can order (closed, or new orders paused) the board says so plainly, with until
 * when, so the shop is never left closed by accident; busy mode is said too (every estimate grows).
 */
export function ClosedBanner() {
  const { t } = useTranslation();
  const status = useRestaurantStatus();
  if (!status.data) return null;
  const state = shopStateOf(status.data);
  if (state.kind === 'open') return null;
  if (state.kind === 'busy')
    return (
      <p role="status" className="flex items-center gap-3 rounded-2xl bg-accent-400 px-4 py-3 text-lg font-bold text-night">
        <Gauge aria-hidden="true" className="size-6 shrink-0" />
        {t('board.restaurant.busyBanner', { minutes: state.extraMinutes })}
      </p>
    );
  const text =
    state.kind === 'paused'
      ? t('board.restaurant.pausedBanner', { time: state.until })
      : state.until
        ? t('board.restaurant.closedUntilBanner', { time: state.until })
        : t('board.restaurant.closedBanner');
  return (
    <p role="status" className="flex items-center gap-3 rounded-2xl bg-brand-solid px-4 py-3 text-lg font-bold text-white">
      <Store aria-hidden="true" className="size-6 shrink-0" />
      {text}
    </p>
  );
}
