import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useRouteError } from 'react-router-dom';

import { describeError } from './describe-error';
import { ErrorFallback } from './error-fallback';

/**
 * The root route's errorElement: render errors thrown by any page and unknown URLs (404) land here.
 * 'Try again' navigates to the same URL again, which makes the router drop the error and
 * render the route afresh (a new location resets its error boundary).
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const location = useLocation();
  const navigate = useNavigate();
  const { t } = useTranslation();

  useEffect(() => {
    console.error('Route error', error);
  }, [error]);

  const description = describeError(error, t('errors.unknown'), t('errors.pageNotFound', { path: location.pathname }));
  const retry = () => {
    void navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true });
  };
  return <ErrorFallback {...description} onRetry={retry} />;
}
