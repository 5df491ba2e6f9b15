import { isFinalStatus, type Order, readCancelReason } from '@pizza/shared';
import { Phone } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { LiveIndicator } from '../../../components/ui/live-indicator';
import { RESTAURANT } from '../../../config/restaurant';
import type { ChannelStatus } from '../../../lib/order-channel';
import { CancelScheduledOrder } from './cancel-scheduled-order';
import { NotConfirmedNotice } from './not-confirmed-notice';
import { OrderEta } from './order-eta';
import { StageTracker } from './stage-tracker';

function useLiveLabels() {
  const { t } = useTranslation();
  return {
    connecting: t('orders.live.connecting'),
    live: t('orders.live.live'),
    reconnecting: t('orders.live.reconnecting'),
    down: t('orders.live.down'),
    offline: t('orders.live.offline'),
  };
}

/**
 * Why the order was cancelled, in the reader's language where the shop chose the words (staff's
 * reason, the automatic cancel), and staff's own words as they wrote them.
 */
function CancelReasonText({ reason }: { reason: string }) {
  const { t } = useTranslation();
  const { reason: known, note } = readCancelReason(reason);
  const words = known === 'not-confirmed' ? t('orders.tracker.reasonNotConfirmed') : known && t(`orders.tracker.reasons.${known}`);
  return (
    <>
      <span className="w-full font-normal">{t('orders.tracker.reason', { reason: words ?? note })}</span>
      {words && note && <span className="w-full font-normal break-words">{t('orders.tracker.reasonNote', { note })}</span>}
    </>
  );
}

/**
 * The order's stages and whether they update live. A finished order changes no more, so it shows
 * no indicator (it would promise refreshes that never come); a cancelled one says so in words,
 * with its reason and the restaurant's number for questions. An order nobody confirmed for a while
 * says so, with the shop's phone.
 */
export function OrderProgress({ order, liveStatus }: { order: Order; liveStatus: ChannelStatus }) {
  const { t } = useTranslation();
  const labels = useLiveLabels();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-3xl bg-surface p-5 shadow-card ring-1 ring-cream-200 sm:p-6">
      {/* On phones the indicator has a line of its own: its words change ('Connecting…' -> 'Live'),
          and with a shared, wrapping line that would move the whole page below it (layout shift). */}
      <div className="mb-4 flex flex-col items-start gap-2 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
        <h2 id={headingId} className="text-lg font-extrabold">
          {t('orders.tracker.title')}
        </h2>
        {!isFinalStatus(order.status) && <LiveIndicator status={liveStatus} labels={labels} />}
      </div>
      <NotConfirmedNotice order={order} />
      <OrderEta order={order} />
      <StageTracker order={order} labelledBy={headingId} />
      <CancelScheduledOrder order={order} />
      {order.status === 'CANCELLED' && (
        <p className="mt-4 flex flex-wrap items-center gap-x-2 gap-y-1 rounded-2xl bg-red-50 px-4 py-3 font-semibold text-red-900">
          {t('orders.tracker.cancelled')}
          {order.cancelReason && <CancelReasonText reason={order.cancelReason} />}
          <a href={RESTAURANT.phoneHref} className="inline-flex items-center gap-1 underline underline-offset-2">
            <Phone aria-hidden="true" className="size-4" />
            {t('orders.tracker.callUs', { phone: RESTAURANT.phoneDisplay })}
          </a>
        </p>
      )}
    </section>
  );
}
