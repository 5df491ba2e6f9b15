import { AUDIT_ACTIONS, type AuditAction } from '@pizza/shared';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { buttonClasses } from '../../../components/ui/button';
import { describedBy, FieldShell, inputClasses } from '../../../components/ui/form-controls';
import { useAuditActors } from '../api/audit-log';
import { type AuditFilters, ORDER_NUMBER } from '../audit-filters';

interface AuditFiltersFormProps {
  value: AuditFilters;
  onApply: (filters: AuditFilters) => void;
}

type Draft = Required<{ [Key in keyof AuditFilters]: string }>;

const draftOf = (filters: AuditFilters): Draft => ({
  actorId: filters.actorId ?? '',
  action: filters.action ?? '',
  orderNumber: filters.orderNumber ?? '',
  from: filters.from ?? '',
  to: filters.to ?? '',
});

/** What the draft asks for, empty fields left out. */
function filtersOf(draft: Draft): AuditFilters {
  const filters: AuditFilters = {};
  if (draft.actorId) filters.actorId = draft.actorId;
  if (draft.action) filters.action = draft.action as AuditAction;
  if (draft.orderNumber.trim()) filters.orderNumber = draft.orderNumber.trim();
  if (draft.from) filters.from = draft.from;
  if (draft.to) filters.to = draft.to;
  return filters;
}

/**
 * Who, what, which order, which days. Applied with Show (or Enter in any field), so a half-typed
 * order number never sends a request; the page puts the filters in its address.
 */
export function AuditFiltersForm({ value, onApply }: AuditFiltersFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const actors = useAuditActors();
  const [draft, setDraft] = useState(() => draftOf(value));
  const [tried, setTried] = useState(false);
  const orderRef = useRef<HTMLInputElement>(null);
  const toRef = useRef<HTMLInputElement>(null);

  const orderError =
    draft.orderNumber.trim() && !ORDER_NUMBER.test(draft.orderNumber.trim()) ? t('audit.filters.orderNumberInvalid') : undefined;
  const datesError = draft.from && draft.to && draft.from > draft.to ? t('audit.filters.datesReversed') : undefined;
  const set = (key: keyof Draft) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [key]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (orderError) return orderRef.current?.focus();
    if (datesError) return toRef.current?.focus();
    onApply(filtersOf(draft));
  };
  const clear = () => {
    setDraft(draftOf({}));
    setTried(false);
    onApply({});
  };

  // The person in the address may be one the list does not hold (not loaded yet, or refused): keep it selectable.
  const people = actors.data ?? [];
  const unlisted = draft.actorId && !people.some((person) => person.id === draft.actorId);
  const select = `${inputClasses} cursor-pointer`;

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-legend`}
      className="grid gap-4 rounded-2xl bg-surface p-4 shadow-card ring-1 ring-ink/10 sm:grid-cols-2 sm:p-5 lg:grid-cols-6"
    >
      <h2 id={`${id}-legend`} className="text-lg font-extrabold sm:col-span-2 lg:col-span-6">
        {t('audit.filters.legend')}
      </h2>
      <div className="lg:col-span-2">
        <FieldShell id={`${id}-who`} label={t('audit.filters.who')}>
          <select id={`${id}-who`} value={draft.actorId} onChange={set('actorId')} className={select}>
            <option value="">{t('audit.filters.anyone')}</option>
            {people.map((person) => (
              <option key={person.id} value={person.id}>
                {/* Two people of the same name are told apart by their e-mail. */}
                {people.some((other) => other !== person && other.name === person.name) && person.email
                  ? `${person.name} (${person.email})`
                  : person.name}
              </option>
            ))}
            {unlisted && <option value={draft.actorId}>{draft.actorId}</option>}
          </select>
        </FieldShell>
      </div>
      <div className="lg:col-span-2">
        <FieldShell id={`${id}-what`} label={t('audit.filters.what')}>
          <select id={`${id}-what`} value={draft.action} onChange={set('action')} className={select}>
            <option value="">{t('audit.filters.anything')}</option>
            {AUDIT_ACTIONS.map((action) => (
              <option key={action} value={action}>
                {t(`audit.actions.${action}`)}
              </option>
            ))}
          </select>
        </FieldShell>
      </div>
      <div className="lg:col-span-2">
        <FieldShell
          id={`${id}-order`}
          label={t('audit.filters.orderNumber')}
          hint={t('audit.filters.orderNumberHint')}
          error={tried ? orderError : undefined}
        >
          <input
            ref={orderRef}
            id={`${id}-order`}
            inputMode="numeric"
            autoComplete="off"
            placeholder="#0042"
            value={draft.orderNumber}
            onChange={set('orderNumber')}
            aria-invalid={tried && orderError ? true : undefined}
            aria-describedby={describedBy(`${id}-order`, {
              hint: t('audit.filters.orderNumberHint'),
              error: tried ? orderError : undefined,
            })}
            className={inputClasses}
          />
        </FieldShell>
      </div>
      <div className="lg:col-span-2">
        <FieldShell id={`${id}-from`} label={t('audit.filters.from')}>
          <input
            id={`${id}-from`}
            type="date"
            value={draft.from}
            onChange={set('from')}
            max={draft.to || undefined}
            className={inputClasses}
          />
        </FieldShell>
      </div>
      <div className="lg:col-span-2">
        <FieldShell id={`${id}-to`} label={t('audit.filters.to')} error={tried ? datesError : undefined}>
          <input
            ref={toRef}
            id={`${id}-to`}
            type="date"
            value={draft.to}
            onChange={set('to')}
            min={draft.from || undefined}
            aria-invalid={tried && datesError ? true : undefined}
            aria-describedby={tried && datesError ? `${id}-to-error` : undefined}
            className={inputClasses}
          />
        </FieldShell>
      </div>
      <div className="flex flex-wrap items-end gap-3 sm:col-span-2 lg:col-span-2">
        <button type="submit" className={buttonClasses('primary')}>
          {t('audit.filters.apply')}
        </button>
        <button type="button" onClick={clear} className={buttonClasses('ghost')}>
          {t('audit.filters.clear')}
        </button>
      </div>
    </form>
  );
}
