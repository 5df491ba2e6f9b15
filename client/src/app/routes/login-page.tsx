import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router-dom';

import { FormAlert } from '../../components/ui/form-controls';
import { paths } from '../../config/paths';
import { AuthCard, ForgotPasswordForm, LoginForm } from '../../features/auth';
import { PendingAddNotice } from '../../features/menu';
import { addTranslations } from '../../lib/i18n';
import { selectSessionReady, useAuthStore } from '../../lib/session/auth-store';
import { loginNotice, redirectTarget } from '../../lib/session/login-redirect';
import { useDocumentTitle } from '../../lib/use-document-title';
import { accountPagesResources } from '../../locales/account-pages';
import { TopBar } from '../layout/top-bar';

// This page's strings arrive with its code (see locales/account-pages.ts).
addTranslations(accountPagesResources);

const FORGOT_FORM_ID = 'forgot-password';

/** /login (docs/product/screens.md). Logged-in visitors, and visitors who just logged in, move on to where they came from. */
export function LoginPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const sessionReady = useAuthStore(selectSessionReady);
  const [forgotOpen, setForgotOpen] = useState(false);
  const [email, setEmail] = useState('');
  useDocumentTitle(t('login.title'));

  if (sessionReady) return <Navigate to={redirectTarget(location)} replace />;

  const footer = (
    <>
      {t('login.noAccount')} {/* The way back (an Add to Cart waiting, a page) goes along to sign-up. */}
      <Link
        to={paths.signup}
        state={location.state as unknown}
        className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
      >
        {t('login.signUpLink')}
      </Link>
    </>
  );

  return (
    <AuthCard header={<TopBar />} title={t('login.title')} subtitle={t('login.subtitle')} footer={footer}>
      <div className="flex flex-col gap-5">
        <PendingAddNotice messageKey="login.pendingAdd" />
        {loginNotice(location) === 'passwordChanged' && <FormAlert tone="success" message={t('login.passwordChanged')} />}
        <LoginForm onEmailChange={setEmail} />
        <button
          type="button"
          aria-expanded={forgotOpen}
          aria-controls={FORGOT_FORM_ID}
          onClick={() => setForgotOpen((open) => !open)}
          className="cursor-pointer self-center rounded-md px-2 py-1 text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
        >
          {t('login.forgotPassword')}
        </button>
        {forgotOpen && <ForgotPasswordForm id={FORGOT_FORM_ID} initialEmail={email} />}
      </div>
    </AuthCard>
  );
}
