import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';

import { Spinner } from '../../components/ui/spinner';
import { paths } from '../../config/paths';
import { useAuthStore } from '../../lib/session/auth-store';
import { loginRedirectState } from '../../lib/session/login-redirect';
import { useDocumentTitle } from '../../lib/use-document-title';
import { TopBar } from './top-bar';

interface CustomerPageProps {
  title: string;
  children: ReactNode;
}

/**
 * The frame of a page that needs a logged-in customer (checkout, My Orders, an order): visitors go
 * to /login and come back here afterwards; while the stored session is being checked, a spinner.
 */
export function CustomerPage({ title, children }: CustomerPageProps) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const { isAuthenticated, isAuthLoading } = useAuthStore();
  useDocumentTitle(title);

  if (!isAuthenticated) return <Navigate to={paths.login} state={loginRedirectState(`${pathname}${search}`)} replace />;
  return (
    <>
      <TopBar />
      <main id="main-content" tabIndex={-1} className="mx-auto w-full max-w-6xl px-4 pt-6 pb-16 focus:outline-none sm:px-6 sm:pt-10">
        {isAuthLoading ? <Spinner label={t('app.loading')} className="flex justify-center py-16" /> : children}
      </main>
    </>
  );
}
