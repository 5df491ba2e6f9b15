import { DAYS_OF_WEEK, PROMO_LIMITS, type PromoWindow } from '@pizza/shared';
import { Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/ui/button';
import { inputClasses } from '../../../components/ui/form-controls';
import { TimeInput } from '../../../components/ui/time-input';
import { NEW_WINDOW } from '../promo-draft';

interface PromoWindowsProps {
  windows: PromoWindow[];
  onChange: (windows: PromoWindow[]) => void;
  /** Messages by path inside the windows ("0.days", "1.to") and for the list itself (""). */
  errors: Record<string, string | undefined>;
}

function WindowRow({
  window,
  number,
  onChange,
  onRemove,
  errors,
}: {
  window: PromoWindow;
  number: number;
  onChange: (window: PromoWindow) => void;
  onRemove: () => void;
  errors: { days?: string; from?: string; to?: string };
}) {
  const { t } = useTranslation();
  const id = useId();
  const name = t('promos.form.windowName', { number });
  const setDay = (day: (typeof DAYS_OF_WEEK)[number], on: boolean) =>
    onChange({ ...window, days: DAYS_OF_WEEK.filter((each) => (each === day ? on : window.days.includes(each))) });
  return (
    <li className="flex flex-col gap-2 rounded-xl bg-cream-100 p-3 ring-1 ring-cream-300">
      <fieldset>
        <legend className="mb-1 text-sm font-semibold">{t('promos.form.windowDays', { name })}</legend>
        <div className="flex flex-wrap gap-1">
          {DAYS_OF_WEEK.map((day) => (
            <label
              key={day}
              className="flex min-h-11 min-w-11 cursor-pointer items-center justify-center gap-1 rounded-lg bg-surface px-2 text-sm font-bold ring-1 ring-cream-300 has-checked:bg-brand-50 has-checked:ring-brand-500"
            >
              <input
                type="checkbox"
                className="size-4 accent-brand-600"
                checked={window.days.includes(day)}
                onChange={(event) => setDay(day, event.target.checked)}
              />
              <span aria-hidden="true">{t(`promos.days.${day}`)}</span>
              <span className="sr-only">{t(`promos.dayNames.${day}`)}</span>
            </label>
          ))}
        </div>
        {errors.days && <p className="mt-1 text-sm font-semibold text-brand-800">{errors.days}</p>}
      </fieldset>
      <div className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor={`${id}-from`} className="mb-1 block text-sm font-semibold">
            {t('promos.form.windowFrom')}
          </label>
          <TimeInput
            id={`${id}-from`}
            aria-label={t('promos.form.windowFromName', { name })}
            value={window.from}
            onChange={(from) => onChange({ ...window, from })}
            aria-invalid={errors.from ? true : undefined}
            className={`${inputClasses} w-24`}
          />
        </div>
        <div>
          <label htmlFor={`${id}-to`} className="mb-1 block text-sm font-semibold">
            {t('promos.form.windowTo')}
          </label>
          <TimeInput
            id={`${id}-to`}
            aria-label={t('promos.form.windowToName', { name })}
            value={window.to}
            onChange={(to) => onChange({ ...window, to })}
            aria-invalid={errors.to ? true : undefined}
            className={`${inputClasses} w-24`}
          />
        </div>
        <Button variant="ghost" size="sm" onClick={onRemove} aria-label={t('promos.form.removeWindow', { name })}>
          <Trash2 aria-hidden="true" className="size-4" />
          {t('promos.form.remove')}
        </Button>
      </div>
      {(errors.from ?? errors.to) && <p className="text-sm font-semibold text-brand-800">{errors.from ?? errors.to}</p>}
    </li>
  );
}

/** The recurring times a code is valid (Budapest time): rows of weekdays and from/to; none means any time. */
export function PromoWindows({ windows, onChange, errors }: PromoWindowsProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-ink-muted">{windows.length === 0 ? t('promos.form.windowsNone') : t('promos.form.windowsHint')}</p>
      <ul className="flex flex-col gap-2">
        {windows.map((window, index) => (
          <WindowRow
            key={index}
            number={index + 1}
            window={window}
            errors={{ days: errors[`${index}.days`], from: errors[`${index}.from`], to: errors[`${index}.to`] }}
            onChange={(changed) => onChange(windows.map((each, at) => (at === index ? changed : each)))}
            onRemove={() => onChange(windows.filter((_, at) => at !== index))}
          />
        ))}
      </ul>
      {errors[''] && <p className="text-sm font-semibold text-brand-800">{errors['']}</p>}
      {windows.length < PROMO_LIMITS.maxWindows && (
        <Button
          variant="secondary"
          size="sm"
          className="self-start"
          onClick={() => onChange([...windows, { ...NEW_WINDOW, days: [...NEW_WINDOW.days] }])}
        >
          <Plus aria-hidden="true" className="size-4" />
          {t('promos.form.addWindow')}
        </Button>
      )}
    </div>
  );
}
