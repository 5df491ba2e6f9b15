import { type Order, slotWhen } from '@pizza/shared';
import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';

import { useLocaleFormat } from '../../../lib/use-locale-format';
import { useNow } from '../../../lib/use-now';
import { OrderTrail } from '../../audit';
import { useCan } from '../../staff';
import { isEscalated } from '../escalation';
import { PrintButton } from '../print/print-button';
import { AllergyNote } from './allergy-note';
import { ElapsedTime } from './elapsed-time';
import { FinishedTime } from './finished-time';
import { OrderActions } from './order-actions';
import { OrderTypeBadge, StatusBadge } from './order-badges';
import { OrderCustomer } from './order-customer';
import { OrderEstimate } from './order-estimate';
import { OrderInvoice } from './order-invoice';
import { OrderItems } from './order-items';
import { OrderPromo } from './order-promo';
import { WaitingAlarm } from './waiting-alarm';

interface OrderCardProps {
  order: Order;
  /** Finished and cancelled orders are shown without controls (Print included: the kitchen is done with them). */
  readOnly?: boolean;
}

/**
 * One order, readable from a metre away: the number large (and, while active, Print beside it for
 * a kitchen ticket), the type in colour with an icon and a word, the customer's allergy note in red,
 * what to make (with each line's allergen codes), who and where, the billing details when an
 * invoice was asked for, the money, and the controls. An order nobody accepted in time turns red with a running timer.
 * Memoised: a refetch that brings the same order (TanStack Query keeps unchanged objects) leaves the
 * card and its open controls alone. Customers' text may be one long word (a 100-character name, a
 * note): it breaks anywhere (wrap-anywhere on the text, not on the buttons, whose words must stay
 * whole) so the card keeps its column's width.
 */
export const OrderCard = memo(function OrderCard({ order, readOnly = false }: OrderCardProps) {
  const { t, i18n } = useTranslation();
  const { money, orderNumber } = useLocaleFormat();
  const headingId = useId();
  // An order for later waits from its release, not from when it was placed (docs/product/scheduled-orders.md#the-order).
  const waitingSince = order.releasedAt ?? order.createdAt;
  const now = useNow();
  // The trail is for whoever sees the whole board (docs/product/staff-roles.md).
  const mayReadTrail = useCan('orders.view');
  const isNew = order.status === 'PLACED' && !readOnly;
  const escalated = isNew && isEscalated(order, now);
  const ring = escalated ? 'bg-red-50 ring-4 ring-red-700' : isNew ? 'bg-surface ring-4 ring-brand-500' : 'bg-surface ring-1 ring-ink/10';
  return (
    <article
      aria-labelledby={headingId}
      data-order-id={order.orderId}
      tabIndex={-1}
      className={`flex min-w-0 flex-col gap-4 rounded-2xl p-4 shadow-card sm:p-5 ${ring}`}
    >
      <header className="flex flex-col gap-2">
        <div className="@container flex items-start justify-between gap-2">
          <h3 id={headingId} className="font-sans text-3xl leading-tight font-extrabold tracking-tight tabular-nums">
            {orderNumber(order.orderSequence)}
          </h3>
          {!readOnly && <PrintButton order={order} />}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <OrderTypeBadge type={order.orderType} />
          <StatusBadge status={order.status} />
        </div>
        {readOnly ? <FinishedTime order={order} /> : <ElapsedTime since={waitingSince} />}
        {order.scheduledFor && (
          <p className="font-bold">
            {t('board.scheduled.forSlot', { when: slotWhen(new Date(order.scheduledFor), new Date(now), i18n.language) })}
          </p>
        )}
        {escalated && order.escalation && <WaitingAlarm since={waitingSince} autoCancelAt={order.escalation.autoCancelAt} />}
        <OrderEstimate order={order} readOnly={readOnly} />
      </header>

      {order.allergyNote && <AllergyNote note={order.allergyNote} />}
      <OrderItems items={order.orderItems} headingId={`${headingId}-items`} />

      <OrderCustomer order={order} />
      {order.invoice && <OrderInvoice invoice={order.invoice} />}

      <OrderPromo promo={order.promo} className="-mb-2 justify-end border-t-2 border-dashed border-cream-300 pt-3 text-base" />
      <div className={`flex items-baseline justify-between gap-3 ${order.promo ? '' : 'border-t-2 border-dashed border-cream-300 pt-3'}`}>
        <span className="text-base font-semibold text-ink-muted">
          {t('board.card.total')} · {t(`board.payment.${order.paymentMethod}`)}
        </span>
        <span className="text-2xl font-extrabold tabular-nums">{money(order.totalPrice)}</span>
      </div>

      {/* Who did what to this order (docs/product/audit-log.md); finished orders too: "who cancelled it?" */}
      {mayReadTrail && <OrderTrail orderId={order.orderId} label={orderNumber(order.orderSequence)} />}

      {!readOnly && (
        <div className="mt-auto">
          <OrderActions order={order} />
        </div>
      )}
    </article>
  );
});
