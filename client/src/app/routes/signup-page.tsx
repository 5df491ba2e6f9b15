import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router-dom';

import { paths } from '../../config/paths';
import { AuthCard, SignupFlow } from '../../features/auth';
import { PendingAddNotice } from '../../features/menu';
import { addTranslations } from '../../lib/i18n';
import { selectSessionReady, useAuthStore } from '../../lib/session/auth-store';
import { redirectTarget } from '../../lib/session/login-redirect';
import { useDocumentTitle } from '../../lib/use-document-title';
import { accountPagesResources } from '../../locales/account-pages';
import { TopBar } from '../layout/top-bar';

// This page's strings arrive with its code (see locales/account-pages.ts).
addTranslations(accountPagesResources);

/**
 * /signup (docs/product/screens.md). Lazy-loaded, and Firebase inside it loads on demand, so none of it
 * weighs on the home page. Logged-in visitors (including one who just signed up) go where the
 * visitor was sent to log in from (a dish waiting to be added: back to it), else to the menu.
 */
export function SignupPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const sessionReady = useAuthStore(selectSessionReady);
  useDocumentTitle(t('signup.title'));

  if (sessionReady) return <Navigate to={redirectTarget(location)} replace />;

  const footer = (
    <>
      {t('signup.haveAccount')}{' '}
      <Link
        to={paths.login}
        state={location.state as unknown}
        className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
      >
        {t('signup.loginLink')}
      </Link>
    </>
  );
  return (
    <AuthCard header={<TopBar />} title={t('signup.title')} subtitle={t('signup.subtitle')} footer={footer}>
      <div className="flex flex-col gap-5">
        <PendingAddNotice messageKey="signup.pendingAdd" />
        <SignupFlow />
      </div>
    </AuthCard>
  );
}
