import { RotateCcw, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { Button, buttonClasses } from '../../components/ui/button';
import { describeError, type ErrorDescription } from './describe-error';

interface ErrorFallbackProps extends ErrorDescription {
  onRetry: () => void;
}

/** The app-wide error screen of docs/product/screens.md: heading, message, technical detail, 'Try again'. */
export function ErrorFallback({ message, detail, onRetry }: ErrorFallbackProps) {
  const { t } = useTranslation();
  return (
    <main className="mx-auto flex min-h-dvh max-w-2xl flex-col justify-center px-5 py-12">
      <div role="alert" className="rounded-3xl bg-surface p-6 shadow-card sm:p-10">
        <TriangleAlert aria-hidden="true" className="mb-4 size-10 text-brand-600" />
        <h1 className="text-2xl font-bold sm:text-3xl">{t('errors.somethingWentWrong')}</h1>
        <p className="mt-3 text-lg break-words text-ink-muted">{message}</p>
        {detail && (
          <details className="mt-6 rounded-xl border border-cream-300 bg-cream-100 p-4">
            <summary className="cursor-pointer font-semibold">{t('errors.technicalDetails')}</summary>
            <pre className="mt-3 max-h-72 overflow-auto text-xs leading-relaxed whitespace-pre-wrap break-words">{detail}</pre>
          </details>
        )}
        <div className="mt-8 flex flex-wrap gap-3">
          <Button onClick={onRetry}>
            <RotateCcw aria-hidden="true" className="size-4" />
            {t('errors.tryAgain')}
          </Button>
          {/* A plain link (full page load) is the safest way out whatever state the app is in. */}
          <a href="/" className={buttonClasses('ghost')}>
            {t('errors.backToMenu')}
          </a>
        </div>
      </div>
    </main>
  );
}

/** The error screen for anything thrown: an Error, a string, an object... */
export function DescribedErrorFallback({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return <ErrorFallback {...describeError(error, t('errors.unknown'))} onRetry={onRetry} />;
}
