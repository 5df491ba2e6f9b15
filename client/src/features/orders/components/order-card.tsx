import type { Order } from '@pizza/shared';
import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { paths } from '../../../config/paths';
import { formatDateTime } from '../../../lib/format';
import { useLocaleFormat } from '../../../lib/use-locale-format';
import { useMediaQuery } from '../../../lib/use-media-query';
import { orderItemLine } from '../order-lines';
import { NotConfirmedNotice } from './not-confirmed-notice';
import { OrderEta } from './order-eta';
import { ReorderButton } from './reorder-button';
import { StatusBadge } from './status-badge';

/**
 * One order on My Orders. The 'Click for details' link stretches over the whole card, so the card
 * is one click (or one Tab stop) away from the order page, and the link's name stays short.
 */
export function OrderCard({ order }: { order: Order }) {
  const { t, i18n } = useTranslation();
  const format = useLocaleFormat();
  // 'Click' with a mouse, 'Tap' on a touch screen.
  const details = useMediaQuery('(pointer: coarse)') ? t('orders.tapForDetails') : t('orders.clickForDetails');
  return (
    <li className="relative flex flex-col gap-4 rounded-3xl bg-surface p-5 shadow-card ring-1 ring-cream-200 transition-shadow focus-within:ring-2 focus-within:ring-accent-500 hover:shadow-card-hover">
      <div>
        <div className="flex items-center justify-between gap-2">
          <h2 className="text-xl font-extrabold">{format.orderNumber(order.orderSequence)}</h2>
          <StatusBadge status={order.status} />
        </div>
        <p className="text-sm text-ink-muted">
          {t(`orders.orderType.${order.orderType}`)} ·{' '}
          <time dateTime={order.createdAt}>{formatDateTime(order.createdAt, i18n.language)}</time>
        </p>
        <OrderEta order={order} compact />
        <NotConfirmedNotice order={order} compact />
      </div>
      <ul className="flex flex-col gap-1 text-sm">
        {order.orderItems.map((item) => (
          <li key={item.id}>{orderItemLine(t, format, item)}</li>
        ))}
      </ul>
      <dl className="flex flex-wrap items-start justify-between gap-x-6 gap-y-2 border-t border-cream-200 pt-3">
        <div>
          <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{t('orders.payment')}</dt>
          <dd className="font-semibold">{t(`paymentChoice.${order.orderType}.${order.paymentMethod}`)}</dd>
        </div>
        <div className="text-right">
          <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{t('orders.total')}</dt>
          <dd className="text-lg font-extrabold tabular-nums">{format.money(order.totalPrice)}</dd>
        </div>
      </dl>
      <Link
        to={paths.orderDetail(order.orderId)}
        aria-label={`${details}: ${format.orderNumber(order.orderSequence)}`}
        className="inline-flex items-center gap-1 self-start font-bold text-brand-700 after:absolute after:inset-0 after:rounded-3xl hover:text-brand-800"
      >
        {details}
        <ChevronRight aria-hidden="true" className="size-4" />
      </Link>
      {/* Above the card-wide link, so it takes its own clicks. */}
      <ReorderButton order={order} className="relative z-10 -mt-2" />
    </li>
  );
}
