import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';

import { Spinner } from '../../components/ui/spinner';
import { paths } from '../../config/paths';
import { AdminTopBar, useStaffSessionCheck } from '../../features/auth';
import { OrdersBoard, RestaurantStatusToggle, useBoardApp, useUnacceptedCount } from '../../features/board';
import { addTranslations } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';
import { accountPagesResources } from '../../locales/account-pages';
import { auditPageResources } from '../../locales/audit-page';
import { boardPageResources } from '../../locales/board-page';

// This page's strings arrive with its code (see locales/account-pages.ts, locales/board-page.ts).
addTranslations(accountPagesResources);
addTranslations(boardPageResources);
// The History of each order card speaks the audit log's words.
addTranslations(auditPageResources);

/** '(2) Dashboard': the tab title counts the orders nobody has accepted yet, visible from another tab. */
export function titleWithCount(title: string, unaccepted: number): string {
  return unaccepted > 0 ? `(${unaccepted}) ${title}` : title;
}

/**
 * /admin, the staff dashboard. Guarded: no staff token, or one the server rejects, goes to
 * /adminLogin. Once the token was checked, the top bar gets the Opened/Closed switch and the page
 * shows the orders board.
 */
export function AdminPage() {
  const { t } = useTranslation();
  const status = useStaffSessionCheck();
  const ready = status === 'valid' || status === 'unverified';
  const unaccepted = useUnacceptedCount(ready);
  useDocumentTitle(titleWithCount(t('admin.dashboardTitle'), unaccepted));
  // The board is an installable app: its manifest and service worker (scope /admin) only on this page.
  useBoardApp();

  if (status === 'rejected') return <Navigate to={paths.adminLogin} replace />;

  return (
    <>
      <AdminTopBar title={t('admin.dashboardTitle')} actions={ready ? <RestaurantStatusToggle /> : null} />
      <main id="main-content" className="mx-auto max-w-7xl px-3 py-5 sm:px-6 sm:py-6">
        {ready ? (
          <OrdersBoard />
        ) : (
          <div className="flex justify-center py-16">
            <Spinner label={t('admin.checkingSession')} />
          </div>
        )}
      </main>
    </>
  );
}
