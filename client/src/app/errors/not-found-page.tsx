import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';

import { ErrorFallback } from './error-fallback';

/** An unknown URL: the error screen says which page was not found. */
export function NotFoundPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const { t } = useTranslation();
  return (
    <ErrorFallback
      message={t('errors.pageNotFound', { path: location.pathname })}
      detail="404 Not Found"
      onRetry={() => void navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true })}
    />
  );
}
