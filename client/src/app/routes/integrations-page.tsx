import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';

import { Spinner } from '../../components/ui/spinner';
import { paths } from '../../config/paths';
import { AdminTopBar, useStaffSessionCheck } from '../../features/auth';
import { IntegrationsPanel } from '../../features/integrations';
import { addTranslations } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';
import { accountPagesResources } from '../../locales/account-pages';
import { integrationsPageResources } from '../../locales/integrations-page';

// This page's strings arrive with its code (see locales/account-pages.ts, locales/integrations-page.ts).
addTranslations(accountPagesResources);
addTranslations(integrationsPageResources);

/**
 * /admin/integrations, staff only like /admin: no staff token, or one the server rejects, goes to
 * /adminLogin. Integrator API keys and webhook endpoints, in the board's staff frame.
 */
export function IntegrationsPage() {
  const { t } = useTranslation();
  const status = useStaffSessionCheck();
  const ready = status === 'valid' || status === 'unverified';
  useDocumentTitle(t('admin.integrationsTitle'));

  if (status === 'rejected') return <Navigate to={paths.adminLogin} replace />;

  return (
    <>
      <AdminTopBar title={t('admin.integrationsTitle')} />
      <main id="main-content" className="mx-auto max-w-5xl px-3 py-5 sm:px-6 sm:py-6">
        {ready ? (
          <IntegrationsPanel />
        ) : (
          <div className="flex justify-center py-16">
            <Spinner label={t('admin.checkingSession')} />
          </div>
        )}
      </main>
    </>
  );
}
