import { useTranslation } from 'react-i18next';

import { AddressBook } from '../../features/addresses';
import { CustomerPage } from '../layout/customer-page';

/** /address (SPEC section 2). Logged-out visitors go to /login and come back here after logging in. */
export function AddressPage() {
  const { t } = useTranslation();
  return (
    <CustomerPage title={t('address.title')}>
      <AddressBook />
    </CustomerPage>
  );
}
