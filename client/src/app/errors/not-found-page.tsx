import { MapPinOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { buttonClasses } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { TopBar } from '../layout/top-bar';

/**
 * An unknown URL: a calm page inside the shop's layout with a way home. It is not the
 * error screen, which stays for real errors: nothing broke, the page just is not here.
 */
export function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('errors.pageNotFound'));
  return (
    <>
      <TopBar />
      <main id="main-content" tabIndex={-1} className="mx-auto flex w-full max-w-2xl flex-col px-4 pt-10 pb-16 focus:outline-none sm:pt-16">
        <div className="flex flex-col items-center gap-4 rounded-3xl bg-surface px-6 py-12 text-center shadow-card ring-1 ring-cream-200">
          <MapPinOff aria-hidden="true" className="size-12 text-brand-700" />
          <h1 className="text-3xl font-extrabold">{t('errors.pageNotFound')}</h1>
          <p className="max-w-md text-lg text-ink-muted">{t('errors.pageNotFoundText')}</p>
          <Link to={paths.home} className={buttonClasses('primary')}>
            {t('errors.backToMenu')}
          </Link>
        </div>
      </main>
    </>
  );
}
