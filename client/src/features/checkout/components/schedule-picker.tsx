import { addDays, budapestDateOf, type Slot, slotWhen, type SlotsAnswer } from '@pizza/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Spinner } from '../../../components/ui/spinner';
import { useNow } from '../../../lib/use-now';
import type { ScheduleState } from '../hooks/use-schedule';

/** "Today", "Tomorrow", else the weekday ("Saturday" / "Szombat"), of a Budapest date 'YYYY-MM-DD'. */
function useDayLabel() {
  const { t, i18n } = useTranslation();
  const today = budapestDateOf(new Date(useNow()));
  return (date: string) => {
    if (date === today) return t('checkout.schedule.today');
    if (date === addDays(today, 1)) return t('checkout.schedule.tomorrow');
    const weekday = new Intl.DateTimeFormat(i18n.language, { weekday: 'long', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));
    return weekday.charAt(0).toUpperCase() + weekday.slice(1);
  };
}

const shortDate = (date: string, language: string) =>
  new Intl.DateTimeFormat(language, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));

const chipClasses =
  'relative flex min-h-11 cursor-pointer items-center justify-center rounded-2xl px-3 py-2 text-center font-bold ring-1 ring-cream-200 bg-cream-50 transition-colors hover:bg-cream-100 has-checked:bg-brand-50 has-checked:text-brand-800 has-checked:ring-2 has-checked:ring-brand-600 has-focus-visible:outline-3 has-focus-visible:outline-accent-500 has-disabled:cursor-not-allowed has-disabled:bg-cream-100 has-disabled:text-ink-muted has-disabled:opacity-70 has-disabled:hover:bg-cream-100';

/** The input over the whole chip: what a click, the keyboard (arrow keys in the group) and a test reach. */
const coverInput = 'absolute inset-0 size-full cursor-pointer appearance-none rounded-2xl opacity-0 disabled:cursor-not-allowed';

function TimeGrid({ slots, schedule, disabled }: { slots: Slot[]; schedule: ScheduleState; disabled: boolean }) {
  const { t } = useTranslation();
  return (
    <fieldset className="grid grid-cols-3 gap-2 sm:grid-cols-4 xl:grid-cols-6" disabled={disabled}>
      <legend className="mb-2 text-sm font-bold text-ink-muted">{t('checkout.schedule.times')}</legend>
      {slots.map((slot) => {
        const full = slot.left === 0;
        return (
          <label key={slot.at} className={`${chipClasses} flex-col leading-tight`}>
            <input
              type="radio"
              name="checkout-slot"
              value={slot.at}
              checked={schedule.scheduledFor === slot.at}
              disabled={full}
              onChange={() => schedule.chooseSlot(slot.at)}
              className={coverInput}
            />
            <span className="tabular-nums">{slot.time}</span>
            {full && <span className="text-xs font-semibold">{t('checkout.schedule.full')}</span>}
          </label>
        );
      })}
    </fieldset>
  );
}

/** The day first, then its slots; a full slot is shown greyed, not offered. */
function Days({ answer, schedule, disabled }: { answer: SlotsAnswer; schedule: ScheduleState; disabled: boolean }) {
  const { t, i18n } = useTranslation();
  const dayLabel = useDayLabel();
  const today = budapestDateOf(new Date(useNow()));
  const chosenDate = schedule.scheduledFor ? budapestDateOf(new Date(schedule.scheduledFor)) : undefined;
  const [picked, setPicked] = useState<string | undefined>();
  const dates = answer.days.map((day) => day.date);
  const fallback = answer.nextSlot ? budapestDateOf(new Date(answer.nextSlot.at)) : dates[0];
  const date = [picked, chosenDate, fallback].find((each) => each !== undefined && dates.includes(each));
  const day = answer.days.find((each) => each.date === date);
  return (
    <div className="flex flex-col gap-3">
      {!dates.includes(today) && <p className="text-sm font-semibold text-ink-muted">{t('checkout.schedule.noneToday')}</p>}
      <fieldset className="flex flex-wrap gap-2" disabled={disabled}>
        <legend className="mb-2 text-sm font-bold text-ink-muted">{t('checkout.schedule.day')}</legend>
        {answer.days.map((each) => (
          <label key={each.date} className={`${chipClasses} min-w-24 flex-col leading-tight`}>
            <input
              type="radio"
              name="checkout-day"
              value={each.date}
              checked={each.date === date}
              onChange={() => setPicked(each.date)}
              className={coverInput}
            />
            <span>{dayLabel(each.date)}</span>
            <span className="text-xs font-semibold text-ink-muted">{shortDate(each.date, i18n.language)}</span>
          </label>
        ))}
      </fieldset>
      {day && day.slots.length > 0 ? (
        <TimeGrid key={day.date} slots={day.slots} schedule={schedule} disabled={disabled} />
      ) : (
        <p className="text-sm font-semibold text-ink-muted">{t('checkout.schedule.noneLeft')}</p>
      )}
    </div>
  );
}

/** Schedule's day and time, with its loading state. */
export function SchedulePicker({ schedule, disabled }: { schedule: ScheduleState; disabled: boolean }) {
  const { t } = useTranslation();
  const answer = schedule.slots.data;
  if (!answer) return <Spinner label={t('checkout.schedule.loading')} className="flex justify-center py-4" />;
  return <Days answer={answer} schedule={schedule} disabled={disabled} />;
}

/** "today 19:30" / "ma 19:30", as the customer reads the slot. */
export function useSlotWhen() {
  const { i18n } = useTranslation();
  const now = new Date(useNow());
  return (at: string) => slotWhen(new Date(at), now, i18n.language);
}
