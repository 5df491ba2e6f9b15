import { REPORT_MAX_DAYS } from '@pizza/shared';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { buttonClasses } from '../../../components/ui/button';
import { FieldShell, inputClasses } from '../../../components/ui/form-controls';
import { RANGE_PRESETS, type RangePreset, rangeProblem, type ReportRange } from '../report-range';

interface RangePickerProps {
  value: ReportRange;
  /** The preset the shown range is, if any (its button is shown pressed). */
  preset: RangePreset | undefined;
  onPreset: (preset: RangePreset) => void;
  onRange: (range: ReportRange) => void;
}

/**
 * Which days: one press for today, yesterday, this week (from Monday) or this month, or two dates
 * and Show. Budapest days throughout (report-range.ts).
 */
export function RangePicker({ value, preset, onPreset, onRange }: RangePickerProps) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState(value);
  const [tried, setTried] = useState(false);
  const toRef = useRef<HTMLInputElement>(null);
  const fromRef = useRef<HTMLInputElement>(null);
  const problem = rangeProblem(draft);
  const problemText = problem && t(`reports.range.problems.${problem}`, { days: REPORT_MAX_DAYS });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (problem) return (problem === 'missing' && !draft.from ? fromRef : toRef).current?.focus();
    onRange(draft);
  };

  return (
    <div className="flex flex-col gap-4 rounded-2xl bg-surface p-4 shadow-card ring-1 ring-ink/10 sm:p-5">
      <div role="group" aria-label={t('reports.range.presets')} className="flex flex-wrap gap-2">
        {RANGE_PRESETS.map((name) => (
          <button
            key={name}
            type="button"
            aria-pressed={preset === name}
            onClick={() => onPreset(name)}
            className={`${buttonClasses(preset === name ? 'primary' : 'secondary', 'sm')}`}
          >
            {t(`reports.range.${name}`)}
          </button>
        ))}
      </div>
      <form
        onSubmit={submit}
        noValidate
        aria-label={t('reports.range.custom')}
        className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
      >
        <FieldShell id={`${id}-from`} label={t('reports.range.from')}>
          <input
            ref={fromRef}
            id={`${id}-from`}
            type="date"
            value={draft.from}
            max={draft.to || undefined}
            onChange={(event) => setDraft((current) => ({ ...current, from: event.target.value }))}
            className={inputClasses}
          />
        </FieldShell>
        <FieldShell id={`${id}-to`} label={t('reports.range.to')} error={tried ? problemText : undefined}>
          <input
            ref={toRef}
            id={`${id}-to`}
            type="date"
            value={draft.to}
            min={draft.from || undefined}
            onChange={(event) => setDraft((current) => ({ ...current, to: event.target.value }))}
            aria-invalid={tried && problem ? true : undefined}
            aria-describedby={tried && problem ? `${id}-to-error` : undefined}
            className={inputClasses}
          />
        </FieldShell>
        <button type="submit" className={buttonClasses('primary')}>
          {t('reports.range.show')}
        </button>
      </form>
    </div>
  );
}
