import { ArrowLeft, ChefHat } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { paths } from '../../app/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { buttonClasses } from '../ui/button';
import { TopBar } from './top-bar';

/** The routes whose screens later issues build. */
export type ComingSoonPageKey = 'address' | 'checkout' | 'orders' | 'orderDetail';

interface ComingSoonPageProps {
  page: ComingSoonPageKey;
  /** Interpolation values for the page's description, e.g. `{ orderId }`. */
  values?: Record<string, string>;
}

/** Stand-in for a route whose feature has not landed yet: its SPEC title and what will be there. */
export function ComingSoonPage({ page, values }: ComingSoonPageProps) {
  const { t } = useTranslation();
  const title = t(`pages.${page}.title`);
  useDocumentTitle(title);

  return (
    <>
      <TopBar />
      <main id="main-content" className="mx-auto flex max-w-xl flex-col items-center px-5 py-16 text-center sm:py-24">
        <span className="mb-6 flex size-20 items-center justify-center rounded-full bg-accent-200 text-brand-700">
          <ChefHat aria-hidden="true" className="size-10" />
        </span>
        <p className="mb-2 text-sm font-bold tracking-widest text-brand-700 uppercase">{t('comingSoon.badge')}</p>
        <h1 className="text-3xl font-extrabold sm:text-4xl">{title}</h1>
        <p className="mt-4 text-lg text-pretty text-ink-muted">{t(`pages.${page}.description`, values)}</p>
        <Link to={paths.home} className={`mt-10 ${buttonClasses('primary')}`}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('comingSoon.backToMenu')}
        </Link>
      </main>
    </>
  );
}
