import { useTranslation } from 'react-i18next';

import { AuditLog } from '../../features/audit';
import { StaffFrame } from '../../features/staff';
import { addTranslations } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';
import { accountPagesResources } from '../../locales/account-pages';
import { auditPageResources } from '../../locales/audit-page';
import { boardPageResources } from '../../locales/board-page';

// This page's strings arrive with its code; the board's bring the names of statuses and reasons.
addTranslations(accountPagesResources);
addTranslations(boardPageResources);
addTranslations(auditPageResources);

/**
 * /admin/audit, the owner's audit log (docs/product/audit-log.md), in the staff frame: no staff
 * token goes to /adminLogin, a role without the log is told why.
 */
export function AuditPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('audit.title'));
  return (
    <StaffFrame title={t('audit.title')} allows={(permissions) => permissions.includes('audit.view')}>
      <AuditLog />
    </StaffFrame>
  );
}
