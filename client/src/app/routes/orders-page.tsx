import { useTranslation } from 'react-i18next';

import { MyOrders } from '../../features/orders';
import { addTranslations } from '../../lib/i18n';
import { orderPagesResources } from '../../locales/order-pages';
import { CustomerPage } from '../layout/customer-page';

// This page's strings arrive with its code (see locales/order-pages.ts).
addTranslations(orderPagesResources);

/** /orders: My Orders (docs/product/screens.md). */
export function OrdersPage() {
  const { t } = useTranslation();
  return (
    <CustomerPage title={t('orders.title')}>
      <h1 className="mb-5 text-3xl font-extrabold sm:text-4xl">{t('orders.title')}</h1>
      <MyOrders />
    </CustomerPage>
  );
}
