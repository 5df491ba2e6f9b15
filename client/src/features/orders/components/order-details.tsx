import type { Order } from '@pizza/shared';
import { ArrowLeft, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { Button, buttonClasses } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format';
import type { ChannelStatus } from '../../../lib/order-channel';
import { useLocaleFormat } from '../../../lib/use-locale-format';
import { useOrder } from '../api/get-order';
import { OrderItems } from './order-items';
import { OrderProgress } from './order-progress';
import { DeliveryAddress, InvoiceDetailsSection, PaymentDetails, PickupPlace, Section } from './order-sections';
import { ReorderButton } from './reorder-button';
import { StatusBadge } from './status-badge';

function BackToOrders() {
  const { t } = useTranslation();
  return (
    <Link to={paths.orders} className={`-ml-3.5 self-start ${buttonClasses('ghost', 'sm')}`}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('orders.backToOrders')}
    </Link>
  );
}

/** A 4xx (unknown id, someone else's order, a malformed id) is "not found"; anything else may pass. */
const isNotFound = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500;

function Problem({ title, text, action }: { title: string; text: string; action?: ReactNode }) {
  const { t } = useTranslation();
  return (
    // A failed load is news (an alert); "not found" is simply what the page is about.
    <div
      role={action ? 'alert' : undefined}
      className="flex flex-col items-center gap-4 rounded-3xl bg-surface px-6 py-12 text-center shadow-card ring-1 ring-cream-200"
    >
      <SearchX aria-hidden="true" className="size-10 text-brand-700" />
      <h1 className="text-2xl font-extrabold">{title}</h1>
      <p className="max-w-md text-ink-muted">{text}</p>
      {action}
      <Link to={paths.orders} className={buttonClasses('primary')}>
        {t('orders.backToOrders')}
      </Link>
    </div>
  );
}

function OrderView({ order, liveStatus }: { order: Order; liveStatus: ChannelStatus }) {
  const { t, i18n } = useTranslation();
  const { orderNumber } = useLocaleFormat();
  return (
    <div className="flex flex-col gap-4">
      <BackToOrders />
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-3xl font-extrabold">{orderNumber(order.orderSequence)}</h1>
          <p className="text-ink-muted">
            {t(`orders.orderType.${order.orderType}`)} ·{' '}
            <time dateTime={order.createdAt}>{formatDateTime(order.createdAt, i18n.language)}</time>
          </p>
        </div>
        <StatusBadge status={order.status} />
      </header>
      <ReorderButton order={order} />
      <OrderProgress order={order} liveStatus={liveStatus} />
      <div className="grid gap-4 lg:grid-cols-[3fr_2fr] lg:items-start">
        <Section title={t('orders.items')}>
          <OrderItems items={order.orderItems} />
          {order.allergyNote && (
            <div className="mt-4 rounded-2xl bg-accent-200 p-3 ring-1 ring-accent-400">
              <p className="text-sm font-bold">{t('orders.allergyNote')}</p>
              <p className="break-words whitespace-pre-line">{order.allergyNote}</p>
            </div>
          )}
        </Section>
        <div className="flex flex-col gap-4">
          {order.address ? <DeliveryAddress address={order.address} leaveAtDoor={order.leaveAtDoor} /> : <PickupPlace />}
          <PaymentDetails order={order} />
          {order.invoice && <InvoiceDetailsSection invoice={order.invoice} />}
        </div>
      </div>
    </div>
  );
}

/** The order page (docs/product/screens.md): kept fresh by useOrder (live, or polling while live updates are down); unknown or foreign ids get a way back. */
export function OrderDetails({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const { data: order, error, isFetching, refetch, liveStatus } = useOrder(orderId);

  if (order) return <OrderView order={order} liveStatus={liveStatus} />;
  if (isNotFound(error)) return <Problem title={t('orders.notFoundTitle')} text={t('orders.notFoundText')} />;
  if (error) {
    const retry = (
      <Button variant="secondary" disabled={isFetching} onClick={() => void refetch()}>
        {t('orders.retry')}
      </Button>
    );
    return <Problem title={t('orders.orderLoadError')} text={t('orders.orderLoadErrorText')} action={retry} />;
  }
  return <Spinner label={t('orders.loadingOrder')} className="mx-auto my-16 flex justify-center" />;
}
