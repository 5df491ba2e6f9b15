import { type Language, type PromoCode, translateMessage } from '@pizza/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-controls';
import { ApiError } from '../../../lib/api';
import { useErrorText } from '../../../lib/use-error-text';
import { useCreatePromo, useUpdatePromo } from '../api/promos';
import { draftOf, EMPTY_DRAFT, judgeDraft, type PromoDraft } from '../promo-draft';
import { CheckField, ChoiceField, FormGroup, InputField } from './form-parts';
import { PromoTargets } from './promo-targets';
import { PromoWindows } from './promo-windows';

/**
 * The server's refusal as messages by field: a 400's `details` (`{ path, message }`, the rules'
 * fields under "rules."), a taken code at the code field. Already in the reader's language.
 */
function serverFieldErrors(error: Error | null): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  if (error.code === 'PROMO_CODE_TAKEN') return { code: error.message };
  if (error.status !== 400 || !Array.isArray(error.details)) return {};
  const errors: Record<string, string> = {};
  for (const detail of error.details as Array<{ path?: unknown; message?: unknown }>) {
    if (!Array.isArray(detail.path) || typeof detail.message !== 'string') continue;
    const path = detail.path[0] === 'rules' ? detail.path.slice(1) : detail.path;
    errors[path.join('.')] ??= detail.message;
  }
  return errors;
}

/** The fields the form shows an error at; a message for any other path goes above Save. */
const SHOWN =
  /^(code|description|kind|amount|maxDiscount|minSubtotal|validFrom|validUntil|windows(\.\d+\.(days|from|to))?|service|categories|menuItemIds|totalUses|usesPerCustomer)$/;

interface PromoFormProps {
  /** The code being edited; absent: a new one. */
  promo?: PromoCode;
  titleId: string;
  onSaved: (saved: PromoCode, created: boolean) => void;
  onCancel: () => void;
}

/**
 * A code's rules (docs/product/promo-codes.md#making-a-code-board--promo-codes): the shared schema
 * checks them as the server will before Save; the server's own refusal shows at its field.
 */
export function PromoForm({ promo, titleId, onSaved, onCancel }: PromoFormProps) {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const creating = promo === undefined;
  const [draft, setDraft] = useState<PromoDraft>(() => (promo ? draftOf(promo) : EMPTY_DRAFT));
  const [tried, setTried] = useState(false);
  const create = useCreatePromo();
  const update = useUpdatePromo();
  const save = creating ? create : update;
  const judged = judgeDraft(draft, creating);
  const language = i18n.language as Language;
  const own = tried
    ? Object.fromEntries(Object.entries(judged.errors).map(([path, message]) => [path, translateMessage(message, language)]))
    : {};
  const server = serverFieldErrors(save.error);
  const errors: Record<string, string | undefined> = { ...server, ...own };
  const unplaced = Object.entries(errors)
    .filter(([path]) => !SHOWN.test(path))
    .map(([, message]) => message);
  const formAlert = save.isError && Object.keys(server).length === 0 ? errorText(save.error) : unplaced[0];

  const edit = (change: Partial<PromoDraft>) => {
    save.reset();
    setDraft((current) => ({ ...current, ...change }));
  };
  const windowErrors = Object.fromEntries(
    Object.entries(errors)
      .filter(([path]) => path.startsWith('windows'))
      .map(([path, message]) => [path.replace(/^windows\.?/, ''), message]),
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTried(true);
    const form = event.currentTarget;
    if (!judged.rules || Object.keys(judged.errors).length > 0)
      return void requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
    if (save.isPending) return;
    const done = (saved: PromoCode) => onSaved(saved, creating);
    if (creating) create.mutate({ ...(judged.code ? { code: judged.code } : {}), rules: judged.rules }, { onSuccess: done });
    else update.mutate({ promoId: promo.promoId, rules: judged.rules }, { onSuccess: done });
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby={titleId} className="flex flex-col gap-4">
      <FormGroup legend={t('promos.form.codeGroup')}>
        <InputField
          label={t('promos.form.code')}
          value={draft.code}
          mono
          readOnly={!creating}
          maxLength={24}
          hint={creating ? t('promos.form.codeHint') : t('promos.form.codeFixed')}
          error={errors.code}
          onChange={(code) => edit({ code })}
        />
        <InputField
          label={t('promos.form.description')}
          value={draft.description}
          maxLength={120}
          hint={t('promos.form.descriptionHint')}
          error={errors.description}
          onChange={(description) => edit({ description })}
        />
        <CheckField
          asSwitch
          label={t('promos.form.active')}
          hint={t('promos.form.activeHint')}
          checked={draft.active}
          onChange={(active) => edit({ active })}
        />
      </FormGroup>

      <FormGroup legend={t('promos.form.discountGroup')}>
        <ChoiceField
          legend={t('promos.form.kind')}
          value={draft.kind}
          error={errors.kind}
          options={[
            { value: 'percent', label: t('promos.form.kindPercent') },
            { value: 'fixed', label: t('promos.form.kindFixed') },
          ]}
          onChange={(kind) => edit({ kind })}
        />
        <div className="grid gap-3 sm:grid-cols-2">
          <InputField
            type="number"
            label={t('promos.form.amount')}
            unit={draft.kind === 'percent' ? '%' : 'Ft'}
            value={draft.amount}
            error={errors.amount}
            onChange={(amount) => edit({ amount })}
          />
          {draft.kind === 'percent' && (
            <InputField
              type="number"
              label={t('promos.form.maxDiscount')}
              unit="Ft"
              hint={t('promos.form.maxDiscountHint')}
              value={draft.maxDiscount}
              error={errors.maxDiscount}
              onChange={(maxDiscount) => edit({ maxDiscount })}
            />
          )}
          <InputField
            type="number"
            label={t('promos.form.minSubtotal')}
            unit="Ft"
            hint={t('promos.form.minSubtotalHint')}
            value={draft.minSubtotal}
            error={errors.minSubtotal}
            onChange={(minSubtotal) => edit({ minSubtotal })}
          />
        </div>
        <CheckField
          label={t('promos.form.discountsFees')}
          hint={t('promos.form.discountsFeesHint')}
          checked={draft.discountsFees}
          onChange={(discountsFees) => edit({ discountsFees })}
        />
      </FormGroup>

      <FormGroup legend={t('promos.form.whenGroup')} hint={t('promos.form.whenHint')}>
        <div className="grid gap-3 sm:grid-cols-2">
          <InputField
            type="datetime-local"
            label={t('promos.form.validFrom')}
            value={draft.validFrom}
            error={errors.validFrom}
            onChange={(validFrom) => edit({ validFrom })}
          />
          <InputField
            type="datetime-local"
            label={t('promos.form.validUntil')}
            value={draft.validUntil}
            error={errors.validUntil}
            onChange={(validUntil) => edit({ validUntil })}
          />
        </div>
        <PromoWindows windows={draft.windows} errors={windowErrors} onChange={(windows) => edit({ windows })} />
      </FormGroup>

      <FormGroup legend={t('promos.form.whoGroup')}>
        <ChoiceField
          legend={t('promos.form.service')}
          value={draft.service}
          error={errors.service}
          options={[
            { value: 'ANY', label: t('promos.service.ANY') },
            { value: 'PICKUP', label: t('promos.service.PICKUP') },
            { value: 'DELIVERY', label: t('promos.service.DELIVERY') },
          ]}
          onChange={(service) => edit({ service })}
        />
        <CheckField
          label={t('promos.form.firstOrderOnly')}
          hint={t('promos.form.firstOrderOnlyHint')}
          checked={draft.firstOrderOnly}
          onChange={(firstOrderOnly) => edit({ firstOrderOnly })}
        />
        <div className="grid gap-3 sm:grid-cols-2">
          <InputField
            type="number"
            label={t('promos.form.totalUses')}
            hint={t('promos.form.noLimitHint')}
            value={draft.totalUses}
            error={errors.totalUses}
            onChange={(totalUses) => edit({ totalUses })}
          />
          <InputField
            type="number"
            label={t('promos.form.usesPerCustomer')}
            hint={t('promos.form.noLimitHint')}
            value={draft.usesPerCustomer}
            error={errors.usesPerCustomer}
            onChange={(usesPerCustomer) => edit({ usesPerCustomer })}
          />
        </div>
      </FormGroup>

      <FormGroup legend={t('promos.form.targetsGroup')}>
        <PromoTargets
          categories={draft.categories}
          menuItemIds={draft.menuItemIds}
          error={errors.categories ?? errors.menuItemIds}
          onChange={(targets) => edit(targets)}
        />
      </FormGroup>

      <div className="sticky bottom-0 flex flex-col gap-2 border-t-2 border-dashed border-cream-300 bg-cream-50 py-3">
        {tried && Object.keys(judged.errors).length > 0 && <FormAlert message={t('promos.form.fixErrors')} />}
        {formAlert && <FormAlert message={formAlert} />}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" aria-disabled={save.isPending || undefined}>
            {save.isPending ? t('promos.form.saving') : creating ? t('promos.form.create') : t('promos.form.save')}
          </Button>
          <Button variant="secondary" onClick={onCancel}>
            {t('promos.form.cancel')}
          </Button>
        </div>
      </div>
    </form>
  );
}
