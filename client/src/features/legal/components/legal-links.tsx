import { Trans } from 'react-i18next';

import { paths } from '../../../config/paths';

const linkClasses = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800';

/**
 * A sentence naming the terms and the privacy notice as links (`<terms>…</terms>`, `<privacy>…</privacy>`
 * in the string). They open in a new tab, so whatever was typed on this page stays.
 */
export function LegalLinks({ sentence }: { sentence: string }) {
  return (
    <Trans
      i18nKey={sentence}
      components={{
        terms: <a href={paths.legalTerms} target="_blank" rel="noopener" className={linkClasses} />,
        privacy: <a href={paths.legalPrivacy} target="_blank" rel="noopener" className={linkClasses} />,
      }}
    />
  );
}
