import { type AccountPreferences, type Language, SUPPORTED_LANGUAGES } from '@pizza/shared';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { FormAlert, SubmitButton } from '../../../components/ui/form-controls';
import { changeLanguage } from '../../../lib/i18n';
import { useErrorText } from '../../../lib/use-error-text';
import { useSavePreferences } from '../api/preferences';

const cardClass = 'flex flex-col gap-3 rounded-2xl bg-surface p-4 shadow-card sm:p-6';
const optionClass =
  'flex min-h-12 cursor-pointer items-start gap-3 rounded-xl border-2 border-cream-200 px-4 py-3 has-checked:border-brand-600 has-focus-visible:outline-2 has-focus-visible:outline-brand-600';
const controlClass = 'mt-1 size-5 shrink-0 accent-brand-600';

/** The form of the account page: saved as a whole; saving the language also switches the shop to it. */
export function PreferencesForm({ stored }: { stored: AccountPreferences }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState(stored);
  // What is stored changed (this save, or the language switched in the top bar): an untouched form follows it.
  const [base, setBase] = useState(stored);
  if (base !== stored) {
    setBase(stored);
    if (JSON.stringify(draft) === JSON.stringify(base)) setDraft(stored);
  }
  const save = useSavePreferences();
  const errorText = useErrorText();
  const dirty = JSON.stringify(draft) !== JSON.stringify(stored);

  const edit = (change: Partial<AccountPreferences>) => {
    save.reset();
    setDraft((current) => ({ ...current, ...change }));
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    save.mutate(draft, {
      onSuccess: (saved) => {
        setDraft(saved);
        if (saved.language !== i18n.resolvedLanguage) void changeLanguage(saved.language);
      },
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex max-w-xl flex-col gap-5">
      <fieldset className={cardClass}>
        <legend className="float-left mb-1 text-xl font-extrabold">{t('account.languageTitle')}</legend>
        <p id={`${id}-language-hint`} className="clear-both text-sm text-ink-muted">
          {t('account.languageHint')}
        </p>
        <div className="grid gap-2 sm:grid-cols-2">
          {SUPPORTED_LANGUAGES.map((language: Language) => (
            <label key={language} className={optionClass}>
              <input
                type="radio"
                name={`${id}-language`}
                value={language}
                checked={draft.language === language}
                onChange={() => edit({ language })}
                aria-describedby={`${id}-language-hint`}
                className={controlClass}
              />
              <span lang={language} className="font-bold">
                {t(`languages.${language}`)}
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset className={cardClass}>
        <legend className="float-left mb-1 text-xl font-extrabold">{t('account.mailsTitle')}</legend>
        <p className="clear-both text-sm text-ink-muted">{t('account.mailsAlways')}</p>
        {(['ready', 'delivered'] as const).map((mail) => (
          <label key={mail} className={optionClass}>
            <input
              type="checkbox"
              checked={draft.mails[mail]}
              onChange={(event) => edit({ mails: { ...draft.mails, [mail]: event.target.checked } })}
              className={controlClass}
            />
            <span className="flex flex-col">
              <span className="font-bold">{t(`account.mails.${mail}`)}</span>
              <span className="text-sm text-ink-muted">{t(`account.mails.${mail}Hint`)}</span>
            </span>
          </label>
        ))}
      </fieldset>

      {save.isError && <FormAlert message={errorText(save.error)} />}
      {save.isSuccess && !dirty && <FormAlert tone="success" message={t('account.saved')} />}
      <div className="sm:max-w-60">
        <SubmitButton busy={save.isPending} label={t('account.save')} busyLabel={t('account.saving')} />
      </div>
    </form>
  );
}
