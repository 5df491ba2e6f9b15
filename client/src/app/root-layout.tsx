import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router-dom';

import { Spinner } from '../components/ui/spinner';
import { useSessionStart } from '../features/auth';
import { ThrowOnQueryFlag } from './errors/throw-on-query-flag';

/** Thin bar at the top while a lazy page's code is being fetched. */
function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <div aria-hidden="true" className="fixed inset-x-0 top-0 z-50 h-1 animate-pulse bg-accent-500" />;
}

export function RootLayout() {
  // SPEC section 4: every app start checks a stored customer session with the server.
  useSessionStart();
  return (
    <>
      <ThrowOnQueryFlag />
      <NavigationProgress />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

/** Shown while the first page's lazy code loads (direct visits to e.g. /login). */
export function RootHydrateFallback() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh items-center justify-center">
      <Spinner label={t('app.loading')} />
    </div>
  );
}
