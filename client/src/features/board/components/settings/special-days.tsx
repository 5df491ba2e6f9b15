import type { RestaurantHours, SpecialDay } from '@pizza/shared';
import { Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../../../components/ui/button';
import { NEW_RANGE } from './hours-week';
import { TimeRangeRow } from './time-range-row';

/** Tomorrow in Budapest as YYYY-MM-DD: where a new special day starts. */
function tomorrow(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Budapest' }).format(Date.now() + 24 * 3600_000);
}

interface SpecialDaysProps {
  draft: RestaurantHours;
  errors: Record<string, string>;
  edit: (change: (current: RestaurantHours) => RestaurantHours) => void;
}

/** The special days: each replaces the week of its date for both services; a new one starts tomorrow, closed. */
export function SpecialDays({ draft, errors, edit }: SpecialDaysProps) {
  const { t } = useTranslation();
  return (
    <section className="flex flex-col gap-3">
      <h4 className="text-lg font-extrabold">{t('board.settings.specialTitle')}</h4>
      <p className="text-sm text-ink-muted">{t('board.settings.specialHint')}</p>
      {draft.special.length === 0 && <p className="text-ink-muted">{t('board.settings.noSpecialDays')}</p>}
      <ul className="flex flex-col gap-3">
        {draft.special.map((day, index) => (
          <SpecialDayRow
            key={index}
            day={day}
            index={index}
            errors={errors}
            onChange={(change) =>
              edit((current) => ({ ...current, special: current.special.map((entry, at) => (at === index ? change(entry) : entry)) }))
            }
            onRemove={() => edit((current) => ({ ...current, special: current.special.filter((_, at) => at !== index) }))}
          />
        ))}
      </ul>
      {errors.special && <p className="text-sm font-semibold text-brand-800">{errors.special}</p>}
      <Button
        variant="secondary"
        size="sm"
        className="self-start"
        onClick={() => edit((current) => ({ ...current, special: [...current.special, { date: tomorrow(), closed: true }] }))}
      >
        <Plus aria-hidden="true" className="size-4" />
        {t('board.settings.addSpecialDay')}
      </Button>
    </section>
  );
}

interface SpecialDayRowProps {
  day: SpecialDay;
  index: number;
  errors: Record<string, string>;
  onChange: (change: (day: SpecialDay) => SpecialDay) => void;
  onRemove: () => void;
}

/** One special day: its date, closed all day or its own ranges. */
export function SpecialDayRow({ day, index, errors, onChange, onRemove }: SpecialDayRowProps) {
  const { t } = useTranslation();
  const id = useId();
  const ranges = day.ranges ?? [];
  const dayError = errors[`special.${index}`] ?? errors[`special.${index}.date`];
  return (
    <li className="flex flex-col gap-2 rounded-xl bg-cream-100 p-3">
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-date`} className="text-sm font-bold">
            {t('board.settings.date')}
          </label>
          <input
            id={`${id}-date`}
            type="date"
            value={day.date}
            onChange={(event) => onChange((current) => ({ ...current, date: event.target.value }))}
            aria-invalid={dayError ? true : undefined}
            aria-describedby={dayError ? `${id}-error` : undefined}
            className={`min-h-11 rounded-xl border-2 bg-surface px-2 font-bold ${dayError ? 'border-brand-700' : 'border-ink/25'}`}
          />
        </div>
        <label className="flex min-h-11 cursor-pointer items-center gap-2 font-semibold">
          <input
            type="checkbox"
            className="size-5"
            checked={day.closed === true}
            onChange={(event) =>
              onChange((current) =>
                event.target.checked ? { date: current.date, closed: true } : { date: current.date, ranges: [{ ...NEW_RANGE }] },
              )
            }
          />
          {t('board.settings.closedAllDay')}
        </label>
        <Button variant="ghost" size="sm" aria-label={t('board.settings.removeSpecialDay', { date: day.date })} onClick={onRemove}>
          <Trash2 aria-hidden="true" className="size-5" />
        </Button>
      </div>
      {!day.closed && (
        <>
          <ul className="flex flex-col gap-2">
            {ranges.map((range, nth) => (
              <TimeRangeRow
                key={nth}
                name={t('board.settings.specialRangeName', { day: day.date, number: nth + 1 })}
                opens={range.opens}
                closes={range.closes}
                errors={{ opens: errors[`special.${index}.ranges.${nth}.opens`], closes: errors[`special.${index}.ranges.${nth}.closes`] }}
                onChange={(next) => onChange((current) => ({ ...current, ranges: ranges.map((entry, at) => (at === nth ? next : entry)) }))}
                onRemove={() => onChange((current) => ({ ...current, ranges: ranges.filter((_, at) => at !== nth) }))}
              />
            ))}
          </ul>
          <Button
            variant="ghost"
            size="sm"
            className="self-start"
            onClick={() => onChange((current) => ({ ...current, ranges: [...ranges, { ...NEW_RANGE }] }))}
          >
            <Plus aria-hidden="true" className="size-4" />
            {t('board.settings.addRange')}
          </Button>
        </>
      )}
      {dayError && (
        <p id={`${id}-error`} className="text-sm font-semibold text-brand-800">
          {dayError}
        </p>
      )}
    </li>
  );
}
