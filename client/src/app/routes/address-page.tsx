import { useTranslation } from 'react-i18next';

import { AddressBook } from '../../features/addresses';
import { addTranslations } from '../../lib/i18n';
import { addressPageResources } from '../../locales/address-page';
import { CustomerPage } from '../layout/customer-page';

// This page's strings arrive with its code (see locales/address-page.ts).
addTranslations(addressPageResources);

/** /address (docs/product/screens.md). Logged-out visitors go to /login and come back here after logging in. */
export function AddressPage() {
  const { t } = useTranslation();
  return (
    <CustomerPage title={t('address.title')}>
      <AddressBook />
    </CustomerPage>
  );
}
