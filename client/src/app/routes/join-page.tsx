import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';

import { AdminTopBar, AuthCard } from '../../features/auth';
import { invitationTokenFrom, JoinPanel } from '../../features/staff';
import { addTranslations } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';
import { accountPagesResources } from '../../locales/account-pages';
import { staffPageResources } from '../../locales/staff-page';

// This page's strings arrive with its code (see locales/account-pages.ts, locales/staff-page.ts).
addTranslations(accountPagesResources);
addTranslations(staffPageResources);

/**
 * /admin/join#token=… (docs/product/screens.md): where an invitation's link lands. No sign-in:
 * the invited person sets their password here, then signs in at /adminLogin like all staff.
 */
export function JoinPage() {
  const { t } = useTranslation();
  const { hash } = useLocation();
  useDocumentTitle(t('admin.joinTitle'));
  return (
    <AuthCard header={<AdminTopBar showAccountMenu={false} />} title={t('admin.joinTitle')}>
      <JoinPanel token={invitationTokenFrom(hash)} />
    </AuthCard>
  );
}
