import { type OrderStatus, type OrderType, ORDER_TYPES, SEARCHABLE_STATUSES } from '@pizza/shared';
import { Search } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { buttonClasses } from '../../../components/ui/button';
import { FieldShell, inputClasses } from '../../../components/ui/form-controls';
import type { OrderSearchFilters } from '../search-filters';

interface SearchFormProps {
  value: OrderSearchFilters;
  onApply: (filters: OrderSearchFilters) => void;
}

interface Draft {
  q: string;
  from: string;
  to: string;
  status: string;
  service: string;
}

const draftOf = (filters: OrderSearchFilters): Draft => ({
  q: filters.q ?? '',
  from: filters.from ?? '',
  to: filters.to ?? '',
  status: filters.status ?? '',
  service: filters.service ?? '',
});

/** What the draft asks for, from its first page; empty fields are no condition. */
function filtersOf(draft: Draft): OrderSearchFilters {
  const filters: OrderSearchFilters = { page: 1 };
  if (draft.q.trim()) filters.q = draft.q.trim();
  if (draft.from) filters.from = draft.from;
  if (draft.to) filters.to = draft.to;
  if (draft.status) filters.status = draft.status as OrderStatus;
  if (draft.service) filters.service = draft.service as OrderType;
  return filters;
}

/**
 * One field for the order number, the customer's name, phone or e-mail (the server tells which it
 * is), the days, a status named as the board names it and the service. Enter in any field or
 * Search applies it; the page puts the search in its address.
 */
export function SearchForm({ value, onApply }: SearchFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState(() => draftOf(value));
  const [tried, setTried] = useState(false);
  const toRef = useRef<HTMLInputElement>(null);

  const datesError = draft.from && draft.to && draft.from > draft.to ? t('orderSearch.form.datesReversed') : undefined;
  const set = (key: keyof Draft) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [key]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (datesError) return toRef.current?.focus();
    onApply(filtersOf(draft));
  };
  const select = `${inputClasses} cursor-pointer`;

  return (
    <form
      role="search"
      onSubmit={submit}
      noValidate
      aria-label={t('orderSearch.form.legend')}
      className="grid gap-4 rounded-2xl bg-surface p-4 shadow-card ring-1 ring-ink/10 sm:grid-cols-2 sm:p-5 lg:grid-cols-6"
    >
      <div className="sm:col-span-2 lg:col-span-6">
        <FieldShell id={`${id}-q`} label={t('orderSearch.form.query')}>
          <input
            id={`${id}-q`}
            type="search"
            enterKeyHint="search"
            autoComplete="off"
            maxLength={100}
            placeholder={t('orderSearch.form.queryPlaceholder')}
            value={draft.q}
            onChange={set('q')}
            className={inputClasses}
          />
        </FieldShell>
      </div>
      <div className="lg:col-span-1">
        <FieldShell id={`${id}-from`} label={t('orderSearch.form.from')}>
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
      <div className="lg:col-span-1">
        <FieldShell id={`${id}-to`} label={t('orderSearch.form.to')} error={tried ? datesError : undefined}>
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
      <div className="lg:col-span-1">
        <FieldShell id={`${id}-status`} label={t('orderSearch.form.status')}>
          <select id={`${id}-status`} value={draft.status} onChange={set('status')} className={select}>
            <option value="">{t('orderSearch.form.anyStatus')}</option>
            {SEARCHABLE_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`board.status.${status}`)}
              </option>
            ))}
          </select>
        </FieldShell>
      </div>
      <div className="lg:col-span-1">
        <FieldShell id={`${id}-service`} label={t('orderSearch.form.service')}>
          <select id={`${id}-service`} value={draft.service} onChange={set('service')} className={select}>
            <option value="">{t('orderSearch.form.anyService')}</option>
            {ORDER_TYPES.map((service) => (
              <option key={service} value={service}>
                {t(`board.orderType.${service}`)}
              </option>
            ))}
          </select>
        </FieldShell>
      </div>
      <div className="flex items-end sm:col-span-2 lg:col-span-2">
        <button type="submit" className={`${buttonClasses('primary')} w-full sm:w-auto`}>
          <Search aria-hidden="true" className="size-5" />
          {t('orderSearch.form.submit')}
        </button>
      </div>
    </form>
  );
}
