import { openingWhen, ordersAgainAt, shopStateOf } from '@pizza/shared';
import { Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { useNow } from '../../../lib/use-now';
import { useRestaurantStatus } from '../api/get-restaurant-status';

interface ClosedNoticeProps {
  /** 'banner' (checkout): the page cannot order now. 'notice' (home): browsing and the cart still work. */
  variant?: 'banner' | 'notice';
  className?: string;
  /**
   * Slots are free for later (docs/product/scheduled-orders.md#checkout): the notice says the
   * customer can still order for then. Absent: as the shop's status says (the home page).
   */
  canOrderLater?: boolean;
}

/**
 * Says the shop is closed, before anyone fills anything in. Renders nothing while the status loads,
 * when the shop is open, or when the status cannot be read (checkout would say so itself).
 */
export function ClosedNotice({ variant = 'notice', className = '', canOrderLater }: ClosedNoticeProps) {
  const { t, i18n } = useTranslation();
  const { data } = useRestaurantStatus({ follow: true });
  const now = useNow();
  if (data?.isOpen !== false) return null;
  // The reason and the time come from the one place the board reads them too.
  const state = shopStateOf(data);
  const paused = state.kind === 'paused';
  const again = ordersAgainAt(state);
  const when = again ? openingWhen(again, new Date(now), i18n.language) : undefined;
  const opensAgain = when ? t(paused ? 'restaurant.pausedUntil' : 'restaurant.opensAgain', { when }) : '';

  const banner = variant === 'banner';
  return (
    <div
      role="status"
      data-testid="closed-notice"
      className={`flex items-start gap-3 rounded-2xl border border-yellow-300 bg-yellow-50 text-yellow-950 ${
        banner ? 'p-4 sm:p-5' : 'px-4 py-3 text-sm'
      } ${className}`}
    >
      <Clock aria-hidden="true" className={`shrink-0 text-yellow-800 ${banner ? 'mt-0.5 size-6' : 'mt-px size-5'}`} />
      <p>
        <strong className={`block font-bold ${banner ? 'text-lg' : ''}`}>{t(paused ? 'restaurant.paused' : 'restaurant.closed')}</strong>
        {opensAgain && <span className="block font-semibold">{opensAgain}</span>}
        {(canOrderLater ?? data.orderLater === true)
          ? t('restaurant.orderLater')
          : t(banner ? 'restaurant.closedCheckout' : 'restaurant.closedBrowse')}
      </p>
    </div>
  );
}
