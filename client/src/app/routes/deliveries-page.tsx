import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';

import { Spinner } from '../../components/ui/spinner';
import { paths } from '../../config/paths';
import { AdminTopBar, useStaffSessionCheck } from '../../features/auth';
import { DeliveriesList } from '../../features/board';
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
 * delivery orders on the road, each with one Delivered button. Staff only, like /admin.
 */
export function DeliveriesPage() {
  const { t } = useTranslation();
  const status = useStaffSessionCheck();
  const ready = status === 'valid' || status === 'unverified';
  useDocumentTitle(t('deliveries.title'));

  if (status === 'rejected') return <Navigate to={paths.adminLogin} replace />;

  return (
    <>
      <AdminTopBar title={t('deliveries.title')} />
      <main id="main-content" className="mx-auto max-w-2xl px-3 py-5 sm:px-6 sm:py-6">
        {ready ? (
          <DeliveriesList />
        ) : (
          <div className="flex justify-center py-16">
            <Spinner label={t('admin.checkingSession')} />
          </div>
        )}
      </main>
    </>
  );
}
