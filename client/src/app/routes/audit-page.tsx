import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';

import { Spinner } from '../../components/ui/spinner';
import { paths } from '../../config/paths';
import { AuditLog } from '../../features/audit';
import { AdminTopBar, useStaffSessionCheck } from '../../features/auth';
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
 * /admin/audit, the owner's audit log (docs/product/audit-log.md): no staff token, or one the server
 * rejects, goes to /adminLogin; a role without 'audit.view' is refused by the server and told so.
 */
export function AuditPage() {
  const { t } = useTranslation();
  const status = useStaffSessionCheck();
  const ready = status === 'valid' || status === 'unverified';
  useDocumentTitle(t('audit.title'));

  if (status === 'rejected') return <Navigate to={paths.adminLogin} replace />;

  return (
    <>
      <AdminTopBar title={t('audit.title')} />
      <main id="main-content" className="mx-auto max-w-7xl px-3 py-5 sm:px-6 sm:py-6">
        {ready ? (
          <AuditLog />
        ) : (
          <div className="flex justify-center py-16">
            <Spinner label={t('admin.checkingSession')} />
          </div>
        )}
      </main>
    </>
  );
}
