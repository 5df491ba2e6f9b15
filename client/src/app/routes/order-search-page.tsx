import { useTranslation } from 'react-i18next';

import { OrderSearch } from '../../features/order-search';
import { StaffFrame } from '../../features/staff';
import { addTranslations } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';
import { accountPagesResources } from '../../locales/account-pages';
import { auditPageResources } from '../../locales/audit-page';
import { boardPageResources } from '../../locales/board-page';
import { orderSearchPageResources } from '../../locales/order-search-page';

// This page's strings arrive with its code; the board's name the statuses and show a found order's
// card, the audit log's its History.
addTranslations(accountPagesResources);
addTranslations(boardPageResources);
addTranslations(auditPageResources);
addTranslations(orderSearchPageResources);

/**
 * /admin/orders, the order search (docs/product/board.md#order-search), for whoever may read the
 * shop's reports (`reports.view`: owner and manager); other roles are told it is not theirs.
 */
export function OrderSearchPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('orderSearch.title'));
  return (
    <StaffFrame title={t('orderSearch.title')} allows={(permissions) => permissions.includes('reports.view')}>
      <OrderSearch />
    </StaffFrame>
  );
}
