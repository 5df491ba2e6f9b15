import { useTranslation } from 'react-i18next';

import { SalesReports } from '../../features/reports';
import { StaffFrame } from '../../features/staff';
import { addTranslations } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';
import { accountPagesResources } from '../../locales/account-pages';
import { reportsPageResources } from '../../locales/reports-page';

// This page's strings arrive with its code (see locales/account-pages.ts, locales/reports-page.ts).
addTranslations(accountPagesResources);
addTranslations(reportsPageResources);

/**
 * /admin/reports, the sales reports (docs/product/reports.md), for whoever may read them
 * (`reports.view`: owner and manager); other roles are told it is not theirs. Its chunk is the only
 * one holding Chart.js (client/e2e/initial-javascript.spec.ts checks the customer's pages never load it).
 */
export function ReportsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('reports.title'));
  return (
    <StaffFrame title={t('reports.title')} allows={(permissions) => permissions.includes('reports.view')}>
      <SalesReports />
    </StaffFrame>
  );
}
