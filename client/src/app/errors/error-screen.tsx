import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

interface ErrorScreenProps {
  error: unknown;
  onRetry: () => void;
}

/** Without the full screen's code (offline, a new deployment replaced it): the message and a retry. */
function PlainErrorScreen({ error, onRetry }: ErrorScreenProps) {
  const { t } = useTranslation();
  return (
    <main className="mx-auto max-w-2xl px-5 py-12">
      <div role="alert">
        <h1 className="text-2xl font-bold">{t('errors.somethingWentWrong')}</h1>
        <p className="mt-3">{error instanceof Error && error.message ? error.message : t('errors.unknown')}</p>
        <button type="button" onClick={onRetry} className="mt-6 underline">
          {t('errors.tryAgain')}
        </button>
      </div>
    </main>
  );
}

const FullErrorScreen = lazy(() =>
  import('./error-fallback').then(
    (module) => ({ default: module.DescribedErrorFallback }),
    () => ({ default: PlainErrorScreen }),
  ),
);

/**
 * The error screen of both boundaries. Its code is fetched only when something breaks, so it stays
 * out of the first download; the moment it takes renders nothing rather than a second layout.
 */
export function ErrorScreen(props: ErrorScreenProps) {
  return (
    <Suspense fallback={null}>
      <FullErrorScreen {...props} />
    </Suspense>
  );
}
