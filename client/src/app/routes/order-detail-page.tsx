import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';

import { OrderDetails } from '../../features/orders';
import { addTranslations } from '../../lib/i18n';
import { orderPagesResources } from '../../locales/order-pages';
import { CustomerPage } from '../layout/customer-page';

// This page's strings arrive with its code (see locales/order-pages.ts).
addTranslations(orderPagesResources);

/** /orders/:orderId: one order, kept up to date (docs/product/screens.md). */
export function OrderDetailPage() {
  const { t } = useTranslation();
  const { orderId = '' } = useParams();
  return (
    <CustomerPage title={t('orders.detailTitle')}>
      <div className="mx-auto max-w-4xl">
        <OrderDetails orderId={orderId} />
      </div>
    </CustomerPage>
  );
}
