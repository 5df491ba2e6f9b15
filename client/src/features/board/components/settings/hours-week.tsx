import { DAYS_OF_WEEK, type DayOfWeek, hasSchedule, type RestaurantHours } from '@pizza/shared';
import { Copy, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../../../components/ui/button';
import { TimeRangeRow } from './time-range-row';

export type Service = 'pickup' | 'delivery';
export const NEW_RANGE = { opens: '11:00', closes: '22:00' };
const OTHER: Record<Service, Service> = { pickup: 'delivery', delivery: 'pickup' };

interface WeekSectionProps {
  service: Service;
  draft: RestaurantHours;
  errors: Record<string, string>;
  edit: (change: (current: RestaurantHours) => RestaurantHours) => void;
}

/**
 * One service's week: each day's ranges, "Add a range" per day, and (while this service has none and
 * the other has some) one tap to use the other service's hours. Every control's name says the
 * service and the day ("Add a range on Friday for pickup", "Delivery, Friday, range 1: opens"): both
 * weeks are on one page.
 */
export function WeekSection({ service, draft, errors, edit }: WeekSectionProps) {
  const { t } = useTranslation();
  const serviceName = t(`board.settings.${service}Hours`);
  const other = OTHER[service];
  const setRanges = (change: (ranges: RestaurantHours[Service]) => RestaurantHours[Service]) =>
    edit((current) => ({ ...current, [service]: change(current[service]) }));
  return (
    <section className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="text-lg font-extrabold">{serviceName}</h4>
        {draft[service].length === 0 && draft[other].length > 0 && (
          <Button variant="secondary" size="sm" onClick={() => setRanges(() => draft[other].map((range) => ({ ...range })))}>
            <Copy aria-hidden="true" className="size-4" />
            {t(`board.settings.copyFrom_${other}`)}
          </Button>
        )}
      </div>
      <ul className="flex flex-col divide-y divide-cream-200">
        {DAYS_OF_WEEK.map((day) => (
          <DayRow key={day} service={service} day={day} draft={draft} errors={errors} setRanges={setRanges} />
        ))}
      </ul>
      {errors[service] && <p className="text-sm font-semibold text-brand-800">{errors[service]}</p>}
    </section>
  );
}

interface DayRowProps extends Pick<WeekSectionProps, 'service' | 'draft' | 'errors'> {
  day: DayOfWeek;
  setRanges: (change: (ranges: RestaurantHours[Service]) => RestaurantHours[Service]) => void;
}

/** One weekday of a service: its ranges, or "Closed" ("Not set" while the shop has no hours at all). */
function DayRow({ service, day, draft, errors, setRanges }: DayRowProps) {
  const { t } = useTranslation();
  const serviceName = t(`board.settings.${service}Hours`);
  const dayName = t(`board.settings.days.${day}`);
  const ranges = draft[service].map((spec, index) => ({ spec, index })).filter(({ spec }) => spec.dayOfWeek === day);
  // No hours at all: the shop is run by the Opened/Closed switch alone (a day without ranges is not 'closed').
  const unscheduled = !hasSchedule(draft);
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:gap-4">
      <span className="w-28 shrink-0 pt-2 font-bold">{dayName}</span>
      <div className="flex flex-col gap-2">
        {ranges.length === 0 && (
          <p className="pt-2 text-ink-muted">{t(unscheduled ? 'board.settings.notSetDay' : 'board.settings.closedDay')}</p>
        )}
        <ul className="flex flex-col gap-2">
          {ranges.map(({ spec, index }, nth) => (
            <TimeRangeRow
              key={index}
              name={t('board.settings.rangeName', { service: serviceName, day: dayName, number: nth + 1 })}
              opens={spec.opens}
              closes={spec.closes}
              errors={{ opens: errors[`${service}.${index}.opens`], closes: errors[`${service}.${index}.closes`] }}
              onChange={(range) => setRanges((current) => current.map((entry, at) => (at === index ? { ...entry, ...range } : entry)))}
              onRemove={() => setRanges((current) => current.filter((_, at) => at !== index))}
            />
          ))}
        </ul>
        <Button
          variant="ghost"
          size="sm"
          className="self-start"
          aria-label={t(`board.settings.addRangeFor_${service}`, { day: dayName })}
          onClick={() => setRanges((current) => [...current, { dayOfWeek: day, ...NEW_RANGE }])}
        >
          <Plus aria-hidden="true" className="size-4" />
          {t('board.settings.addRange')}
        </Button>
      </div>
    </li>
  );
}
