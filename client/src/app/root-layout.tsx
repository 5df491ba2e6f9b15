import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';

import { Spinner } from '../components/ui/spinner';
import { useAccountLanguageSync } from '../features/account';
import { useSessionStart } from '../features/auth';
import { ThrowOnQueryFlag } from './errors/throw-on-query-flag';
import { SiteFooter } from './layout/site-footer';
import { usePageLoading } from './lazy-page';
import { useScrollRestoration } from './scroll-restoration';
import { useShopLiveUpdates } from './shop-live-updates';

/** Thin bar at the top while the next page's code is being fetched (the current page stays). */
function NavigationProgress() {
  if (!usePageLoading()) return null;
  return <div aria-hidden="true" className="fixed inset-x-0 top-0 z-50 h-1 animate-pulse bg-accent-500" />;
}

/** Shown while the first page's lazy code loads (direct visits to e.g. /login). */
function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh items-center justify-center">
      <Spinner label={t('app.loading')} />
    </div>
  );
}

export function RootLayout() {
  // docs/product/rules.md#states-and-transitions: every app start checks a stored customer session with the server.
  useSessionStart();
  useScrollRestoration();
  useShopLiveUpdates();
  // A signed-in customer's language choice reaches their account (the language of their mails).
  useAccountLanguageSync();
  return (
    <>
      <ThrowOnQueryFlag />
      <NavigationProgress />
      <Suspense fallback={<PageLoading />}>
        <Outlet />
        {/* Inside the boundary: while a page's code loads, its footer waits with it (no footer floating at the top). */}
        <SiteFooter />
      </Suspense>
    </>
  );
}
