import type { Order } from '@pizza/shared';
import { Bike } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { buttonClasses } from '../../../../components/ui/button';
import { InlineError } from '../../../../components/ui/inline-error';
import { LiveIndicator } from '../../../../components/ui/live-indicator';
import { Spinner } from '../../../../components/ui/spinner';
import { useEndSessionOnRejectedToken } from '../../../../lib/session/use-end-staff-session-on-rejection';
import { useErrorText } from '../../../../lib/use-error-text';
import { useActiveOrders } from '../../api/get-active-orders';
import { useBoardLiveUpdates } from '../../hooks/use-board-live-updates';
import { DeliveryCard } from './delivery-card';

/** When an order left the kitchen (its Out for Delivery step), for the order of the list. */
const leftAt = (order: Order): number =>
  Date.parse(order.statusHistory.findLast((step) => step.status === 'OUT_FOR_DELIVERY')?.at ?? order.createdAt);

/** Delivery orders on the road, the longest on the road first. */
export function onTheRoad(orders: Order[]): Order[] {
  return orders
    .filter((order) => order.orderType === 'DELIVERY' && order.status === 'OUT_FOR_DELIVERY')
    .sort((a, b) => leftAt(a) - leftAt(b));
}

/**
 * The courier's view (docs/product/board.md#deliveries-view): the board's list of active orders
 * (for a courier the server sends only delivery orders on the road; a manager sees the same here),
 * kept live by the board's channel and its 10 s refresh. An order leaves the list once Delivered
 * is saved, or when someone else moves it.
 */
export function DeliveriesList() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const orders = useActiveOrders({ select: onTheRoad });
  const liveStatus = useBoardLiveUpdates();
  useEndSessionOnRejectedToken([orders.error]);
  const liveLabels = {
    connecting: t('board.live.connecting'),
    live: t('board.live.live'),
    reconnecting: t('board.live.reconnecting'),
    down: t('board.live.down'),
    offline: t('board.live.offline'),
  };

  let body;
  if (!orders.data) {
    body = orders.isError ? (
      <div className="flex flex-col items-start gap-3 py-4">
        <InlineError>
          {t('deliveries.loadFailed')} {errorText(orders.error)}
        </InlineError>
        <button type="button" onClick={() => void orders.refetch()} className={buttonClasses('secondary')}>
          {t('deliveries.retry')}
        </button>
      </div>
    ) : (
      <div className="flex justify-center py-12">
        <Spinner label={t('deliveries.loading')} />
      </div>
    );
  } else if (orders.data.length === 0) {
    body = (
      <div className="flex flex-col items-center gap-2 rounded-2xl border-2 border-dashed border-cream-300 px-6 py-10 text-center">
        <Bike aria-hidden="true" className="size-10 text-ink-muted" />
        <p className="text-lg font-bold">{t('deliveries.empty')}</p>
        <p className="text-ink-muted">{t('deliveries.emptyHint')}</p>
      </div>
    );
  } else {
    body = (
      <ul className="flex flex-col gap-4">
        {orders.data.map((order) => (
          <li key={order.orderId}>
            <DeliveryCard order={order} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby="deliveries-heading" className="mx-auto flex w-full max-w-2xl flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="deliveries-heading" className="text-2xl font-extrabold">
            {t('deliveries.heading')}
          </h2>
          <p role="status" className="text-ink-muted">
            {orders.data ? t('deliveries.count', { count: orders.data.length }) : ''}
          </p>
        </div>
        <LiveIndicator status={liveStatus} labels={liveLabels} size="sm" />
      </div>
      <p className="text-ink-muted">{t('deliveries.intro')}</p>
      {body}
    </section>
  );
}
