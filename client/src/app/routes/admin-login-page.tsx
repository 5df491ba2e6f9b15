import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';

import { paths } from '../../config/paths';
import { AdminCodeForm, AdminCredentialsForm, AdminTopBar, AuthCard } from '../../features/auth';
import { addTranslations } from '../../lib/i18n';
import { type StaffSession, useStaffAuthStore } from '../../lib/session/staff-auth-store';
import { useDocumentTitle } from '../../lib/use-document-title';
import { accountPagesResources } from '../../locales/account-pages';

// This page's strings arrive with its code (see locales/account-pages.ts).
addTranslations(accountPagesResources);

/** What a page that sends people here may pass along: the join page fills in the new member's e-mail. */
export interface AdminLoginState {
  email?: string;
}

/** /adminLogin (docs/product/screens.md): e-mail and password, then the e-mailed one-time code. */
export function AdminLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const initialEmail = (useLocation().state as AdminLoginState | null)?.email;
  const hasStaffSession = useStaffAuthStore((state) => state.token !== null);
  const storeLogin = useStaffAuthStore((state) => state.login);
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  useDocumentTitle(t('admin.loginTitle'));

  // An existing staff session goes straight to the board, which validates it.
  if (hasStaffSession && codeSentTo === null) return <Navigate to={paths.admin} replace />;

  const onVerified = (session: StaffSession) => {
    storeLogin(session);
    void navigate(paths.admin, { replace: true });
  };

  return (
    <AuthCard
      header={<AdminTopBar showAccountMenu={false} />}
      title={t('admin.loginTitle')}
      subtitle={codeSentTo ? t('admin.codeSubtitle') : t('admin.loginSubtitle')}
    >
      {codeSentTo ? (
        <AdminCodeForm email={codeSentTo} onVerified={onVerified} onStartOver={() => setCodeSentTo(null)} />
      ) : (
        <AdminCredentialsForm onCodeSent={setCodeSentTo} initialEmail={initialEmail} />
      )}
    </AuthCard>
  );
}
