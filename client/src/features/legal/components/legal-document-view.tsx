import type { LegalDocumentKind } from '@pizza/shared';
import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-controls';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api';
import { useErrorText } from '../../../lib/use-error-text';
import { useLegalDocument } from '../api/legal-documents';
import { bodyIn } from '../legal-date';
import { LegalMarkdown } from './legal-markdown';
import { PlaceholderBanner } from './placeholder-banner';
import { VersionLine } from './version-line';

/**
 * A text that opens with its own '# Title' gives the page its heading (as plain text, above the
 * version line); otherwise the page names the document.
 */
function splitTitle(markdown: string): { title?: string; rest: string } {
  const match = /^\s*#[ \t]+([^\n]+?)[ \t#]*(?:\n|$)/.exec(markdown);
  return match ? { title: match[1], rest: markdown.slice(match[0].length) } : { rest: markdown };
}

/**
 * One legal page (/legal/imprint, /legal/terms, /legal/privacy): the current version in the
 * reader's language, its number and day, a banner while it is the demo's placeholder.
 */
export function LegalDocumentView({ document }: { document: LegalDocumentKind }) {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const query = useLegalDocument(document);
  const heading = (text: string) => <h1 className="text-3xl font-extrabold sm:text-4xl">{text}</h1>;
  const title = heading(t(`legal.titles.${document}`));

  if (query.isPending) {
    return (
      <div className="flex flex-col gap-6">
        {title}
        <Spinner label={t('legal.loading')} className="justify-center py-16" />
      </div>
    );
  }
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <div className="flex flex-col items-start gap-4">
        {title}
        {missing ? (
          <p className="text-ink-muted">{t('legal.notPublished')}</p>
        ) : (
          <>
            <FormAlert message={`${t('legal.loadFailed')} ${errorText(query.error)}`} />
            <Button variant="secondary" onClick={() => void query.refetch()}>
              {t('legal.retry')}
            </Button>
          </>
        )}
      </div>
    );
  }

  const { title: ownTitle, rest } = splitTitle(bodyIn(query.data.body, i18n.language));
  return (
    <article className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        {ownTitle ? heading(ownTitle) : title}
        <VersionLine version={query.data.version} publishedAt={query.data.publishedAt} />
      </div>
      {query.data.placeholder && <PlaceholderBanner />}
      <LegalMarkdown markdown={rest} />
    </article>
  );
}
