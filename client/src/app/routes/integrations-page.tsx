import { useTranslation } from 'react-i18next';

import { IntegrationsPanel } from '../../features/integrations';
import { StaffFrame } from '../../features/staff';
import { addTranslations } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';
import { accountPagesResources } from '../../locales/account-pages';
import { integrationsPageResources } from '../../locales/integrations-page';

// This page's strings arrive with its code (see locales/account-pages.ts, locales/integrations-page.ts).
addTranslations(accountPagesResources);
addTranslations(integrationsPageResources);

/**
 * /admin/integrations, in the staff frame like /admin (docs/product/screens.md#staff-navigation-and-roles: the owner's):
 * integrator API keys and webhook endpoints.
 */
export function IntegrationsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.integrationsTitle'));
  return (
    <StaffFrame title={t('admin.integrationsTitle')} allows={(permissions) => permissions.includes('integrations.manage')} width="narrow">
      <IntegrationsPanel />
    </StaffFrame>
  );
}
