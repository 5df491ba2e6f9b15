import { CATEGORIES, type Category } from '@pizza/shared';
import { Search } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { inputClasses } from '../../../../components/ui/form-controls';
import { TimeInput } from '../../../../components/ui/time-input';

export type UntilMode = 'next-opening' | 'time';

export interface MenuFilters {
  search: string;
  category: Category | 'ALL';
  untilMode: UntilMode;
  /** HH:MM, used when `untilMode` is 'time'. */
  time: string;
}

interface MenuFiltersBarProps {
  filters: MenuFilters;
  onChange: (next: Partial<MenuFilters>) => void;
}

/** The Menu tab's bar: search by name, a category, and until when a dish marked now stays sold out. */
export function MenuFiltersBar({ filters, onChange }: MenuFiltersBarProps) {
  const { t } = useTranslation();
  const ids = useId();
  const untilOption = (mode: UntilMode, label: string) => (
    <label className="flex min-h-11 cursor-pointer items-center gap-2">
      <input
        type="radio"
        name={`${ids}-until`}
        checked={filters.untilMode === mode}
        onChange={() => onChange({ untilMode: mode })}
        className="size-5 accent-brand-600"
      />
      {label}
    </label>
  );
  return (
    <div className="flex flex-col gap-3 rounded-2xl bg-surface p-4 shadow-card sm:flex-row sm:flex-wrap sm:items-end">
      <div className="flex min-w-0 flex-1 flex-col gap-1.5 sm:min-w-56">
        <label htmlFor={`${ids}-search`} className="text-sm font-bold">
          {t('board.menu.search')}
        </label>
        <div className="relative">
          <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-ink-muted" />
          <input
            id={`${ids}-search`}
            type="search"
            value={filters.search}
            onChange={(event) => onChange({ search: event.target.value })}
            className={`${inputClasses} pl-10`}
            autoComplete="off"
          />
        </div>
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${ids}-category`} className="text-sm font-bold">
          {t('board.menu.category')}
        </label>
        <select
          id={`${ids}-category`}
          value={filters.category}
          onChange={(event) => onChange({ category: event.target.value as Category | 'ALL' })}
          className={inputClasses}
        >
          <option value="ALL">{t('board.menu.allCategories')}</option>
          {CATEGORIES.map((value) => (
            <option key={value} value={value}>
              {t(`categories.${value}.label`)}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="flex flex-col gap-1.5" aria-describedby={`${ids}-until-hint`}>
        <legend className="mb-1.5 text-sm font-bold">{t('board.menu.until')}</legend>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          {untilOption('next-opening', t('board.menu.untilNextOpening'))}
          {untilOption('time', t('board.menu.untilTime'))}
          <div className="w-36">
            <TimeInput
              aria-label={t('board.menu.untilTimeLabel')}
              value={filters.time}
              disabled={filters.untilMode !== 'time'}
              onChange={(time) => time && onChange({ time })}
              className={inputClasses}
            />
          </div>
        </div>
        <p id={`${ids}-until-hint`} className="text-xs text-ink-muted">
          {t('board.menu.untilHint')}
        </p>
      </fieldset>
    </div>
  );
}
