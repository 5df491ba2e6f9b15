import { ClipboardList } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { Button, buttonClasses } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useMyOrders } from '../api/get-my-orders';
import { OrderCard } from './order-card';

function NoOrders() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center gap-4 rounded-3xl bg-surface px-6 py-12 text-center shadow-card ring-1 ring-cream-200">
      <span className="flex size-16 items-center justify-center rounded-full bg-cream-200 text-brand-700">
        <ClipboardList aria-hidden="true" className="size-8" />
      </span>
      <p className="font-display text-xl font-bold">{t('orders.empty')}</p>
      <Link to={paths.home} className={buttonClasses('secondary')}>
        {t('orders.browseMenu')}
      </Link>
    </div>
  );
}

/** My Orders (docs/product/screens.md): the customer's orders, newest first, each a link to its page. */
export function MyOrders() {
  const { t } = useTranslation();
  const { data: orders, isPending, isError, isFetching, refetch } = useMyOrders();

  if (isPending) return <Spinner label={t('orders.loading')} className="mx-auto my-16 flex justify-center" />;
  if (isError && !orders) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3 rounded-2xl bg-brand-50 p-4 text-brand-900">
        {t('orders.loadError')}
        <Button variant="secondary" size="sm" disabled={isFetching} onClick={() => void refetch()}>
          {t('orders.retry')}
        </Button>
      </div>
    );
  }
  if (orders.length === 0) return <NoOrders />;
  return (
    <ul className="grid gap-4 lg:grid-cols-2">
      {orders.map((order) => (
        <OrderCard key={order.orderId} order={order} />
      ))}
    </ul>
  );
}
