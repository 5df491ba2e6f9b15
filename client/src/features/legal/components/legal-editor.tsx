import { LEGAL_DOCUMENTS, type LegalDocumentKind } from '@pizza/shared';
import { ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-controls';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useErrorText } from '../../../lib/use-error-text';
import { useLegalDocument } from '../api/legal-documents';
import { LegalTextEditor } from './legal-text-editor';
import { LegalVersionHistory } from './legal-version-history';

const PUBLIC_PATH: Record<LegalDocumentKind, string> = {
  imprint: paths.legalImprint,
  terms: paths.legalTerms,
  privacy: paths.legalPrivacy,
};

/** The document to edit: three choices as a row of toggle buttons (radio semantics, one is always on). */
function DocumentPicker({ value, onChange }: { value: LegalDocumentKind; onChange: (document: LegalDocumentKind) => void }) {
  const { t } = useTranslation();
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-bold text-ink">{t('legal.editor.documentLegend')}</legend>
      <div className="flex flex-wrap gap-2">
        {LEGAL_DOCUMENTS.map((document) => (
          <label
            key={document}
            className="inline-flex min-h-11 cursor-pointer items-center rounded-full px-4 text-sm font-bold ring-1 ring-cream-300 has-checked:bg-brand-600 has-checked:text-white has-checked:ring-brand-600 has-focus-visible:outline-3 has-focus-visible:outline-accent-500"
          >
            <input
              type="radio"
              name="legal-document"
              value={document}
              checked={value === document}
              onChange={() => onChange(document)}
              className="sr-only"
            />
            {t(`legal.titles.${document}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The current text of one document, loaded, then edited by LegalTextEditor (started over after a conflict's reload). */
function DocumentEditor({ document }: { document: LegalDocumentKind }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const current = useLegalDocument(document);
  // Bumped by a reload after a conflict: the editor starts over from the newest version.
  const [round, setRound] = useState(0);

  if (current.isPending) return <Spinner label={t('legal.loading')} className="justify-center py-10" />;
  if (!current.data) {
    return (
      <div className="flex flex-col items-start gap-3">
        <FormAlert message={`${t('legal.loadFailed')} ${errorText(current.error)}`} />
        <Button variant="secondary" onClick={() => void current.refetch()}>
          {t('legal.retry')}
        </Button>
      </div>
    );
  }
  return (
    <LegalTextEditor
      key={round}
      start={current.data}
      onReload={async () => {
        await current.refetch();
        setRound((value) => value + 1);
      }}
    />
  );
}

/** /admin/legal: pick a document, edit both languages with a live preview, save a version, read old ones. */
export function LegalEditor() {
  const { t } = useTranslation();
  const [document, setDocument] = useState<LegalDocumentKind>('imprint');
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-extrabold sm:text-3xl">{t('legal.editor.title')}</h1>
        <p className="max-w-prose text-ink-muted">{t('legal.editor.intro')}</p>
      </div>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <DocumentPicker value={document} onChange={setDocument} />
        <Link
          to={PUBLIC_PATH[document]}
          target="_blank"
          rel="noopener"
          className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-brand-700 underline underline-offset-2"
        >
          {t('legal.editor.openPage')}
          <ExternalLink aria-hidden="true" className="size-4" />
        </Link>
      </div>
      <DocumentEditor key={document} document={document} />
      <LegalVersionHistory key={`history-${document}`} document={document} />
    </div>
  );
}
