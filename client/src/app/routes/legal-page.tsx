import type { LegalDocumentKind } from '@pizza/shared';
import { useTranslation } from 'react-i18next';

import { LegalDocumentView } from '../../features/legal';
import { addTranslations } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';
import { legalPagesResources } from '../../locales/legal-pages';
import { TopBar } from '../layout/top-bar';

// This page's strings arrive with its code (see locales/legal-pages.ts).
addTranslations(legalPagesResources);

/** A legal page for everyone, signed in or not (docs/product/legal.md). */
function LegalPage({ document }: { document: LegalDocumentKind }) {
  const { t } = useTranslation();
  useDocumentTitle(t(`legal.titles.${document}`));
  return (
    <>
      <TopBar />
      <main id="main-content" tabIndex={-1} className="mx-auto w-full max-w-3xl px-4 pt-6 pb-16 focus:outline-none sm:px-6 sm:pt-10">
        <LegalDocumentView document={document} />
      </main>
    </>
  );
}

/** /legal/imprint: who runs the shop (impresszum). */
export const ImprintPage = () => <LegalPage document="imprint" />;
/** /legal/terms: the terms (ÁSZF). */
export const TermsPage = () => <LegalPage document="terms" />;
/** /legal/privacy: the privacy notice. */
export const PrivacyPage = () => <LegalPage document="privacy" />;
