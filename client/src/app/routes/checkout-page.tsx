import { useTranslation } from 'react-i18next';

import { CheckoutView } from '../../features/checkout';
import { addTranslations } from '../../lib/i18n';
import { orderPagesResources } from '../../locales/order-pages';
import { CustomerPage } from '../layout/customer-page';

// This page's strings arrive with its code (see locales/order-pages.ts).
addTranslations(orderPagesResources);

/** /checkout (docs/product/screens.md). */
export function CheckoutPage() {
  const { t } = useTranslation();
  return (
    <CustomerPage title={t('checkout.title')}>
      <CheckoutView />
    </CustomerPage>
  );
}
