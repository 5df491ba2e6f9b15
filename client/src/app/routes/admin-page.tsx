import { useTranslation } from 'react-i18next';

import { useStaffSessionCheck } from '../../features/auth';
import { OrdersBoard, RestaurantStatusToggle, useBoardApp, useUnacceptedCount } from '../../features/board';
import { StaffFrame, useCan } from '../../features/staff';
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
 * /admin, the staff dashboard. In the staff frame: no staff token, or one the server rejects, goes
 * to /adminLogin; a member whose role does not see the whole board (a courier) goes to their own
 * first page. The top bar gets the Opened/Closed switch when the role may change it.
 */
export function AdminPage() {
  const { t } = useTranslation();
  const status = useStaffSessionCheck();
  const ready = status === 'valid' || status === 'unverified';
  const seesBoard = useCan('orders.view');
  const unaccepted = useUnacceptedCount(ready && seesBoard);
  const mayChangeStatus = useCan('shop.status');
  useDocumentTitle(titleWithCount(t('admin.dashboardTitle'), unaccepted));
  // The board is an installable app: its manifest and service worker (scope /admin) only on this page.
  useBoardApp();

  return (
    <StaffFrame
      title={t('admin.dashboardTitle')}
      allows={(permissions) => permissions.includes('orders.view')}
      redirectWhenRefused
      actions={ready && mayChangeStatus ? <RestaurantStatusToggle /> : null}
    >
      <OrdersBoard />
    </StaffFrame>
  );
}
