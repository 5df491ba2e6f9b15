import type { Order } from '@pizza/shared';
import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';

import { useLocaleFormat } from '../../../lib/use-locale-format';
import { useNow } from '../../../lib/use-now';
import { isEscalated } from '../escalation';
import { ElapsedTime } from './elapsed-time';
import { FinishedTime } from './finished-time';
import { OrderActions } from './order-actions';
import { OrderTypeBadge, StatusBadge } from './order-badges';
import { OrderCustomer } from './order-customer';
import { OrderEstimate } from './order-estimate';
import { OrderItems } from './order-items';
import { WaitingAlarm } from './waiting-alarm';

interface OrderCardProps {
  order: Order;
  /** Finished and cancelled orders are shown without controls. */
  readOnly?: boolean;
}

/**
 * One order, readable from a metre away: the number large, the type in colour with an icon and a
 * word, what to make, who and where, the money, and the controls. An order nobody accepted in time
 * turns red with a running timer (issue 22). Memoised: a refetch that brings
 * the same order (TanStack Query keeps unchanged objects) leaves the card and its open controls alone.
 */
export const OrderCard = memo(function OrderCard({ order, readOnly = false }: OrderCardProps) {
  const { t } = useTranslation();
  const { money, orderNumber } = useLocaleFormat();
  const headingId = useId();
  const now = useNow();
  const isNew = order.status === 'PLACED' && !readOnly;
  const escalated = isNew && isEscalated(order, now);
  const ring = escalated ? 'bg-red-50 ring-4 ring-red-700' : isNew ? 'bg-surface ring-4 ring-brand-500' : 'bg-surface ring-1 ring-ink/10';
  return (
    <article
      aria-labelledby={headingId}
      data-order-id={order.orderId}
      tabIndex={-1}
      className={`flex flex-col gap-4 rounded-2xl p-4 shadow-card sm:p-5 ${ring}`}
    >
      <header className="flex flex-col gap-2">
        <h3 id={headingId} className="font-sans text-3xl leading-tight font-extrabold tracking-tight tabular-nums">
          {orderNumber(order.orderSequence)}
        </h3>
        <div className="flex flex-wrap items-center gap-2">
          <OrderTypeBadge type={order.orderType} />
          <StatusBadge status={order.status} />
        </div>
        {readOnly ? <FinishedTime order={order} /> : <ElapsedTime since={order.createdAt} />}
        {escalated && order.escalation && <WaitingAlarm since={order.createdAt} autoCancelAt={order.escalation.autoCancelAt} />}
        <OrderEstimate order={order} readOnly={readOnly} />
      </header>

      <OrderItems items={order.orderItems} headingId={`${headingId}-items`} />

      <OrderCustomer order={order} />

      <div className="flex items-baseline justify-between gap-3 border-t-2 border-dashed border-cream-300 pt-3">
        <span className="text-base font-semibold text-ink-muted">
          {t('board.card.total')} · {t(`board.payment.${order.paymentMethod}`)}
        </span>
        <span className="text-2xl font-extrabold tabular-nums">{money(order.totalPrice)}</span>
      </div>

      {!readOnly && (
        <div className="mt-auto">
          <OrderActions order={order} />
        </div>
      )}
    </article>
  );
});
