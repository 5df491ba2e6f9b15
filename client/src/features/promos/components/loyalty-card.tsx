import { type Language, type LoyaltySettings, loyaltySettingsSchema, translateMessage } from '@pizza/shared';
import { Gift } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-controls';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api';
import { useErrorText } from '../../../lib/use-error-text';
import { useLoyaltySettings, useSaveLoyalty } from '../api/promos';
import { CheckField, ChoiceField, InputField } from './form-parts';

interface LoyaltyDraft {
  enabled: boolean;
  every: string;
  reward: LoyaltySettings['reward'];
  amount: string;
  validDays: string;
}

const draftOf = (settings: LoyaltySettings): LoyaltyDraft => ({
  ...settings,
  every: String(settings.every),
  amount: String(settings.amount),
  validDays: String(settings.validDays),
});
const number = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));

/** The server's 400 by field (already in the reader's language). */
function serverFieldErrors(error: Error | null): Record<string, string> {
  if (!(error instanceof ApiError) || error.status !== 400 || !Array.isArray(error.details)) return {};
  const errors: Record<string, string> = {};
  for (const detail of error.details as Array<{ path?: unknown; message?: unknown }>)
    if (Array.isArray(detail.path) && typeof detail.message === 'string') errors[detail.path.join('.')] ??= detail.message;
  return errors;
}

function LoyaltyForm({ stored, titleId }: { stored: LoyaltySettings; titleId: string }) {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const save = useSaveLoyalty();
  const [draft, setDraft] = useState(() => draftOf(stored));
  const [tried, setTried] = useState(false);
  const parsed = loyaltySettingsSchema.safeParse({
    ...draft,
    every: number(draft.every),
    amount: number(draft.amount),
    validDays: number(draft.validDays),
  });
  const own: Record<string, string> = {};
  if (tried && !parsed.success)
    for (const issue of parsed.error.issues) own[issue.path.join('.')] ??= translateMessage(issue.message, i18n.language as Language);
  const errors: Record<string, string | undefined> = { ...serverFieldErrors(save.error), ...own };
  const edit = (change: Partial<LoyaltyDraft>) => {
    save.reset();
    setDraft((current) => ({ ...current, ...change }));
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTried(true);
    const form = event.currentTarget;
    if (!parsed.success) return void requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
    if (!save.isPending) save.mutate(parsed.data, { onSuccess: (saved) => setDraft(draftOf(saved)) });
  };
  return (
    <form onSubmit={submit} noValidate aria-labelledby={titleId} className="flex max-w-2xl flex-col gap-4">
      <CheckField asSwitch label={t('promos.loyalty.enabled')} checked={draft.enabled} onChange={(enabled) => edit({ enabled })} />
      <div className="grid gap-3 sm:grid-cols-2">
        <InputField
          type="number"
          label={t('promos.loyalty.every')}
          unit={t('promos.loyalty.orders')}
          value={draft.every}
          error={errors.every}
          onChange={(every) => edit({ every })}
        />
        <InputField
          type="number"
          label={t('promos.loyalty.validDays')}
          unit={t('promos.loyalty.days')}
          value={draft.validDays}
          error={errors.validDays}
          onChange={(validDays) => edit({ validDays })}
        />
      </div>
      <ChoiceField
        legend={t('promos.loyalty.reward')}
        value={draft.reward}
        error={errors.reward}
        options={[
          { value: 'fixed', label: t('promos.loyalty.rewardFixed') },
          { value: 'average', label: t('promos.loyalty.rewardAverage') },
        ]}
        onChange={(reward) => edit({ reward })}
      />
      {draft.reward === 'fixed' && (
        <InputField
          type="number"
          className="sm:max-w-xs"
          label={t('promos.loyalty.amount')}
          unit="Ft"
          value={draft.amount}
          error={errors.amount}
          onChange={(amount) => edit({ amount })}
        />
      )}
      {tried && !parsed.success && <FormAlert message={t('promos.form.fixErrors')} />}
      {save.isError && <FormAlert message={`${t('promos.loyalty.failed')} ${errorText(save.error)}`} />}
      {save.isSuccess && <FormAlert tone="success" message={t('promos.loyalty.saved')} />}
      <Button type="submit" className="self-start" aria-disabled={save.isPending || undefined}>
        {save.isPending ? t('promos.form.saving') : t('promos.form.save')}
      </Button>
    </form>
  );
}

/** The loyalty reward's settings (docs/product/promo-codes.md#loyalty-reward): off by default. */
export function LoyaltyCard() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const titleId = useId();
  const settings = useLoyaltySettings();
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4 rounded-2xl bg-surface p-4 shadow-card ring-1 ring-ink/10 sm:p-6">
      <div>
        <h2 id={titleId} className="flex items-center gap-2 text-xl font-extrabold">
          <Gift aria-hidden="true" className="size-6 text-brand-700" />
          {t('promos.loyalty.title')}
        </h2>
        <p className="text-sm text-ink-muted">{t('promos.loyalty.explain')}</p>
      </div>
      {settings.data ? (
        <LoyaltyForm stored={settings.data} titleId={titleId} />
      ) : settings.isError ? (
        <div role="alert" className="flex flex-col items-start gap-3 rounded-2xl bg-brand-50 p-4 text-brand-900">
          <p className="font-semibold">
            {t('promos.loyalty.loadFailed')} {errorText(settings.error)}
          </p>
          <Button variant="secondary" size="sm" onClick={() => void settings.refetch()}>
            {t('promos.retry')}
          </Button>
        </div>
      ) : (
        <Spinner label={t('promos.loyalty.loading')} />
      )}
    </section>
  );
}
