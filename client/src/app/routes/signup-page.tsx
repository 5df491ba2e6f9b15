import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router-dom';

import { paths } from '../../config/paths';
import { AuthCard, SignupFlow } from '../../features/auth';
import { addTranslations } from '../../lib/i18n';
import { selectSessionReady, useAuthStore } from '../../lib/session/auth-store';
import { useDocumentTitle } from '../../lib/use-document-title';
import { accountPagesResources } from '../../locales/account-pages';
import { TopBar } from '../layout/top-bar';

// This page's strings arrive with its code (see locales/account-pages.ts).
addTranslations(accountPagesResources);

/**
 * /signup (SPEC section 2). Lazy-loaded, and Firebase inside it loads on demand, so none of it
 * weighs on the home page. Logged-in visitors (including one who just signed up) go to the menu.
 */
export function SignupPage() {
  const { t } = useTranslation();
  const sessionReady = useAuthStore(selectSessionReady);
  useDocumentTitle(t('signup.title'));

  if (sessionReady) return <Navigate to={paths.home} replace />;

  const footer = (
    <>
      {t('signup.haveAccount')}{' '}
      <Link to={paths.login} className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800">
        {t('signup.loginLink')}
      </Link>
    </>
  );
  return (
    <AuthCard header={<TopBar />} title={t('signup.title')} subtitle={t('signup.subtitle')} footer={footer}>
      <SignupFlow />
    </AuthCard>
  );
}
