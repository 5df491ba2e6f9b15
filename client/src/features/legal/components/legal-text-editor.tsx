import type { LegalDocument } from '@pizza/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/ui/button';
import { FormAlert, inputClasses } from '../../../components/ui/form-controls';
import { ApiError } from '../../../lib/api';
import { useErrorText } from '../../../lib/use-error-text';
import { useSaveLegalDocument } from '../api/legal-admin';
import { LegalMarkdown } from './legal-markdown';
import { PlaceholderBanner } from './placeholder-banner';
import { VersionLine } from './version-line';

type Language = 'en' | 'hu';
const LANGUAGES: readonly Language[] = ['en', 'hu'];
const LANGUAGE_NAME = { en: 'legal.editor.english', hu: 'legal.editor.hungarian' } as const;

type Notice = { tone: 'error' | 'success'; text: string } | { tone: 'conflict' } | null;

interface LegalTextEditorProps {
  /** The version the owner starts from (`basedOn` of the first save; each save is the next one's). */
  start: LegalDocument;
  /** Loads the newest version and starts over from it (after a conflict). */
  onReload: () => Promise<void>;
}

/**
 * Both languages of one document: a Markdown box and its live preview (sanitised exactly as the
 * public page renders it), one language at a time on a phone, side by side on a wide screen.
 */
export function LegalTextEditor({ start, onReload }: LegalTextEditorProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const save = useSaveLegalDocument(start.document);
  const [base, setBase] = useState(start);
  const [language, setLanguage] = useState<Language>('en');
  const [texts, setTexts] = useState<Record<Language, string>>(start.body);
  const [notice, setNotice] = useState<Notice>(null);
  const [reloading, setReloading] = useState(false);
  const languageName = (code: Language) => t(LANGUAGE_NAME[code]);

  const submit = async () => {
    setNotice(null);
    const empty = LANGUAGES.find((code) => texts[code].trim() === '');
    if (empty) {
      setLanguage(empty);
      setNotice({ tone: 'error', text: t('legal.editor.required', { language: languageName(empty) }) });
      return;
    }
    if (texts.en === base.body.en && texts.hu === base.body.hu) {
      setNotice({ tone: 'success', text: t('legal.editor.unchanged', { version: base.version }) });
      return;
    }
    try {
      const saved = await save.mutateAsync({ basedOn: base.version, body: texts });
      setBase(saved);
      setNotice({ tone: 'success', text: t('legal.editor.saved', { version: saved.version }) });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) setNotice({ tone: 'conflict' });
      else setNotice({ tone: 'error', text: errorText(error) });
    }
  };

  const reload = async () => {
    setReloading(true);
    try {
      await onReload();
    } finally {
      setReloading(false);
    }
  };

  return (
    <section
      aria-labelledby="legal-editing"
      className="flex flex-col gap-4 rounded-3xl bg-surface p-4 shadow-card ring-1 ring-cream-200 sm:p-6"
    >
      <div className="flex flex-col gap-1">
        <h2 id="legal-editing" className="text-lg font-extrabold">
          {t('legal.editor.editing', { version: base.version })}
        </h2>
        <VersionLine version={base.version} publishedAt={base.publishedAt} />
      </div>
      {base.placeholder && <PlaceholderBanner />}
      <div role="group" aria-label={t('legal.editor.preview')} className="flex gap-2">
        {LANGUAGES.map((code) => (
          <Button
            key={code}
            size="sm"
            variant={language === code ? 'primary' : 'secondary'}
            aria-pressed={language === code}
            onClick={() => setLanguage(code)}
          >
            {languageName(code)}
          </Button>
        ))}
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`legal-text-${language}`} className="text-sm font-semibold text-ink">
            {t('legal.editor.textLabel', { language: languageName(language) })}
          </label>
          <textarea
            id={`legal-text-${language}`}
            lang={language}
            value={texts[language]}
            onChange={(event) => setTexts((previous) => ({ ...previous, [language]: event.target.value }))}
            rows={18}
            spellCheck
            aria-describedby="legal-markdown-hint"
            className={`${inputClasses} min-h-72 font-mono text-sm leading-relaxed`}
          />
          <p id="legal-markdown-hint" className="text-sm text-ink-muted">
            {t('legal.editor.markdownHint')}
          </p>
        </div>
        <div className="flex flex-col gap-1.5">
          <h3 className="text-sm font-semibold text-ink">{t('legal.editor.previewLabel', { language: languageName(language) })}</h3>
          <div lang={language} className="max-h-[36rem] min-h-40 overflow-y-auto rounded-xl border border-dashed border-cream-300 p-4">
            {texts[language].trim() === '' ? (
              <p className="text-ink-muted">{t('legal.editor.previewEmpty')}</p>
            ) : (
              <LegalMarkdown markdown={texts[language]} label={t('legal.editor.previewLabel', { language: languageName(language) })} />
            )}
          </div>
        </div>
      </div>
      {notice?.tone === 'conflict' ? (
        <div className="flex flex-col items-start gap-3">
          <FormAlert message={t('legal.editor.conflict')} />
          <Button variant="secondary" onClick={() => void reload()} disabled={reloading}>
            {t('legal.editor.reload')}
          </Button>
        </div>
      ) : (
        <FormAlert tone={notice?.tone} message={notice?.text} />
      )}
      <div>
        <Button onClick={() => void submit()} disabled={save.isPending} aria-busy={save.isPending || undefined}>
          {save.isPending ? t('legal.editor.saving') : t('legal.editor.save')}
        </Button>
      </div>
    </section>
  );
}
