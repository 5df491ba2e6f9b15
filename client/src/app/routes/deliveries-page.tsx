import { useTranslation } from 'react-i18next';

import { DeliveriesList } from '../../features/board';
import { StaffFrame } from '../../features/staff';
import { addTranslations } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';
import { accountPagesResources } from '../../locales/account-pages';
import { boardPageResources } from '../../locales/board-page';
import { deliveriesPageResources } from '../../locales/deliveries-page';

// This page's strings arrive with its code; the board's bring the card's words (address, payment).
addTranslations(accountPagesResources);
addTranslations(boardPageResources);
addTranslations(deliveriesPageResources);

/**
 * /admin/deliveries, the courier's phone-sized board (docs/product/board.md#deliveries-view): the
 * delivery orders on the road, each with one Delivered button. In the staff frame, for every role
 * that hands over deliveries.
 */
export function DeliveriesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('deliveries.title'));
  return (
    <StaffFrame title={t('deliveries.title')} allows={(permissions) => permissions.includes('deliveries.view')} width="narrow">
      <DeliveriesList />
    </StaffFrame>
  );
}
