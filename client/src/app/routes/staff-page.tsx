import { useTranslation } from 'react-i18next';

import { StaffFrame, StaffPanel } from '../../features/staff';
import { addTranslations } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';
import { accountPagesResources } from '../../locales/account-pages';
import { staffPageResources } from '../../locales/staff-page';

// This page's strings arrive with its code (see locales/account-pages.ts, locales/staff-page.ts).
addTranslations(accountPagesResources);
addTranslations(staffPageResources);

/**
 * /admin/staff (docs/product/screens.md), the owner's: invite people with a role, resend or
 * withdraw invitations, change roles, deactivate members. Other roles see that it is not theirs.
 */
export function StaffPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.staffTitle'));
  return (
    <StaffFrame title={t('admin.staffTitle')} allows={(permissions) => permissions.includes('staff.manage')}>
      <StaffPanel />
    </StaffFrame>
  );
}
