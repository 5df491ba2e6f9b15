import type { LegalDocumentKind } from '@pizza/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-controls';
import { Spinner } from '../../../components/ui/spinner';
import { useErrorText } from '../../../lib/use-error-text';
import { useLegalHistory, useOldLegalVersion } from '../api/legal-admin';
import { formatLegalDate } from '../legal-date';
import { LegalMarkdown } from './legal-markdown';
import { VersionLine } from './version-line';

/** One saved version, read-only: both languages, rendered as the public page did. */
function OldVersion({ document, version, onClose }: { document: LegalDocumentKind; version: number; onClose: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const query = useOldLegalVersion(document, version);
  const heading = t('legal.editor.oldVersion', { version });
  return (
    <section aria-label={heading} className="flex flex-col gap-3 rounded-2xl bg-cream-50 p-4 ring-1 ring-cream-200">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-extrabold">{heading}</h3>
        <Button variant="secondary" size="sm" onClick={onClose}>
          {t('legal.editor.close')}
        </Button>
      </div>
      {query.isPending && <Spinner label={t('legal.loading')} />}
      {query.isError && <FormAlert message={`${t('legal.loadFailed')} ${errorText(query.error)}`} />}
      {query.data && (
        <>
          <VersionLine version={query.data.version} publishedAt={query.data.publishedAt} />
          <div className="grid gap-4 lg:grid-cols-2">
            {(['en', 'hu'] as const).map((language) => (
              <div key={language} lang={language} className="flex flex-col gap-2">
                <h4 className="text-sm font-bold text-ink-muted">
                  {t(language === 'en' ? 'legal.editor.english' : 'legal.editor.hungarian')}
                </h4>
                <LegalMarkdown markdown={query.data.body[language]} />
              </div>
            ))}
          </div>
        </>
      )}
    </section>
  );
}

/** Every saved version of the document, newest first, each one openable read-only. */
export function LegalVersionHistory({ document }: { document: LegalDocumentKind }) {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const history = useLegalHistory(document);
  const [open, setOpen] = useState<number | null>(null);
  const newest = history.data?.[0]?.version;

  return (
    <section aria-labelledby="legal-history" className="flex flex-col gap-3">
      <h2 id="legal-history" className="text-lg font-extrabold">
        {t('legal.editor.history')}
      </h2>
      {history.isPending && <Spinner label={t('legal.loading')} />}
      {history.isError && (
        <div className="flex flex-col items-start gap-3">
          <FormAlert message={`${t('legal.editor.historyFailed')} ${errorText(history.error)}`} />
          <Button variant="secondary" onClick={() => void history.refetch()}>
            {t('legal.retry')}
          </Button>
        </div>
      )}
      {history.data?.length === 0 && <p className="text-ink-muted">{t('legal.editor.historyEmpty')}</p>}
      {history.data && history.data.length > 0 && (
        <ul
          aria-labelledby="legal-history"
          className="flex flex-col divide-y divide-cream-200 rounded-2xl bg-surface ring-1 ring-cream-200"
        >
          {history.data.map((entry) => (
            <li key={entry.version} className="flex flex-wrap items-center justify-between gap-2 px-4 py-2.5">
              <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <span className="font-semibold">
                  {t('legal.version', { version: entry.version, date: formatLegalDate(entry.publishedAt, i18n.language) })}
                </span>
                {entry.version === newest && (
                  <span className="rounded-full bg-basil/15 px-2 py-0.5 text-xs font-bold text-leaf">{t('legal.editor.current')}</span>
                )}
                {entry.placeholder && (
                  <span className="rounded-full bg-accent-400/20 px-2 py-0.5 text-xs font-bold text-ink">
                    {t('legal.editor.placeholderTag')}
                  </span>
                )}
                {entry.by && <span className="text-sm text-ink-muted">{t('legal.editor.by', { name: entry.by })}</span>}
              </span>
              <Button
                variant="ghost"
                size="sm"
                aria-expanded={open === entry.version}
                onClick={() => setOpen(open === entry.version ? null : entry.version)}
              >
                {t('legal.editor.open', { version: entry.version })}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {open !== null && <OldVersion document={document} version={open} onClose={() => setOpen(null)} />}
    </section>
  );
}
