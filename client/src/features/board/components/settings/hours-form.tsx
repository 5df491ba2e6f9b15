import { DAYS_OF_WEEK, hasSchedule, type RestaurantHours, restaurantHoursSchema, type SpecialDay } from '@pizza/shared';
import { Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../../../components/ui/button';
import { useSaveRestaurantHours } from '../../api/restaurant-settings';
import { SettingsForm, useSettingsDraft } from './settings-form';
import { TimeRangeRow } from './time-range-row';

type Service = 'pickup' | 'delivery';
const NEW_RANGE = { opens: '11:00', closes: '22:00' };

/** Tomorrow in Budapest as YYYY-MM-DD: where a new special day starts. */
function tomorrow(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Budapest' }).format(Date.now() + 24 * 3600_000);
}

/**
 * Opening hours per service: each weekday's ranges (several a day, past midnight allowed), and
 * special days (closed, or their own ranges) that replace the week. PUT /api/restaurant/hours.
 */
export function HoursForm({ stored }: { stored: RestaurantHours }) {
  const { t } = useTranslation();
  const form = useSettingsDraft(stored, restaurantHoursSchema, useSaveRestaurantHours());
  const { draft, edit, errors } = form;
  // No hours at all: the shop is run by the Opened/Closed switch alone (a day without ranges is not 'closed').
  const unscheduled = !hasSchedule(draft);
  const setSpecial = (index: number, change: (day: SpecialDay) => SpecialDay) =>
    edit((current) => ({ ...current, special: current.special.map((day, at) => (at === index ? change(day) : day)) }));

  const week = (service: Service) => (
    <section key={service} className="flex flex-col gap-3">
      <h4 className="text-lg font-extrabold">{t(`board.settings.${service}Hours`)}</h4>
      <ul className="flex flex-col divide-y divide-cream-200">
        {DAYS_OF_WEEK.map((day) => {
          const ranges = draft[service].map((spec, index) => ({ spec, index })).filter(({ spec }) => spec.dayOfWeek === day);
          const dayName = t(`board.settings.days.${day}`);
          return (
            <li key={day} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:gap-4">
              <span className="w-28 shrink-0 pt-2 font-bold">{dayName}</span>
              <div className="flex flex-col gap-2">
                {ranges.length === 0 && (
                  <p className="pt-2 text-ink-muted">{t(unscheduled ? 'board.settings.notSetDay' : 'board.settings.closedDay')}</p>
                )}
                <ul className="flex flex-col gap-2">
                  {ranges.map(({ spec, index }, nth) => (
                    <TimeRangeRow
                      key={index}
                      name={t('board.settings.rangeName', { day: dayName, number: nth + 1 })}
                      opens={spec.opens}
                      closes={spec.closes}
                      errors={{ opens: errors[`${service}.${index}.opens`], closes: errors[`${service}.${index}.closes`] }}
                      onChange={(range) =>
                        edit((current) => ({
                          ...current,
                          [service]: current[service].map((entry, at) => (at === index ? { ...entry, ...range } : entry)),
                        }))
                      }
                      onRemove={() => edit((current) => ({ ...current, [service]: current[service].filter((_, at) => at !== index) }))}
                    />
                  ))}
                </ul>
                <Button
                  variant="ghost"
                  size="sm"
                  className="self-start"
                  aria-label={t('board.settings.addRangeFor', { day: dayName })}
                  onClick={() => edit((current) => ({ ...current, [service]: [...current[service], { dayOfWeek: day, ...NEW_RANGE }] }))}
                >
                  <Plus aria-hidden="true" className="size-4" />
                  {t('board.settings.addRange')}
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
      {errors[service] && <p className="text-sm font-semibold text-brand-800">{errors[service]}</p>}
    </section>
  );

  return (
    <SettingsForm title={t('board.settings.hoursTitle')} hint={t('board.settings.hoursHint')} form={form}>
      {unscheduled && (
        <p role="note" className="rounded-xl bg-sky-50 p-3 text-sm text-sky-950 ring-1 ring-sky-200">
          {t('board.settings.noSchedule')}
        </p>
      )}
      {week('pickup')}
      {week('delivery')}

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
              onChange={(change) => setSpecial(index, change)}
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
    </SettingsForm>
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
function SpecialDayRow({ day, index, errors, onChange, onRemove }: SpecialDayRowProps) {
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
                name={t('board.settings.rangeName', { day: day.date, number: nth + 1 })}
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
