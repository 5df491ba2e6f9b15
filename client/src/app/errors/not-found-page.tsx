import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';

import { ErrorFallback } from './error-fallback';
import { useRenderAgain } from './route-error-boundary';

/** An unknown URL: the error screen says which page was not found. */
export function NotFoundPage() {
  const location = useLocation();
  const { t } = useTranslation();
  const retry = useRenderAgain();
  return <ErrorFallback message={t('errors.pageNotFound', { path: location.pathname })} detail="404 Not Found" onRetry={retry} />;
}
