import { DEFAULT_RESTAURANT_SETTINGS, type OrderType, PREP_MINUTE_PRESETS, ADMIN_POLL_MS } from '@pizza/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { useRestaurantStatus } from '../../restaurant';
import { useRestaurantSettings } from '../api/restaurant-settings';

/** The presets offered, with the service's default among them even when staff set another value. */
export function prepChoices(defaultMinutes: number): number[] {
  const presets: number[] = [...PREP_MINUTE_PRESETS];
  return presets.includes(defaultMinutes) ? presets : [...presets, defaultMinutes].sort((a, b) => a - b);
}

/** The service's default prep minutes (settings; the shared defaults until they load). */
export function useDefaultPrepMinutes(orderType: OrderType): number {
  const settings = useRestaurantSettings();
  return (settings.data ?? DEFAULT_RESTAURANT_SETTINGS).prepMinutes[orderType];
}

interface AcceptTimeProps {
  orderType: OrderType;
  /** The minutes staff tapped, or null: the default is preselected. */
  chosen: number | null;
  onChoose: (minutes: number) => void;
}

/**
 * "Ready in" presets above Accept (15, 20, 30, 45, 60 min): the service's default is preselected,
 * so one tap on Accept accepts with it; busy mode's extra is shown next to them ("+30 busy").
 */
export function AcceptTime({ orderType, chosen, onChoose }: AcceptTimeProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const defaultMinutes = useDefaultPrepMinutes(orderType);
  const busy = useRestaurantStatus({ pollMs: ADMIN_POLL_MS }).data?.busyExtraMinutes ?? 0;
  const selected = chosen ?? defaultMinutes;
  return (
    <div role="group" aria-labelledby={labelId} className="flex flex-col gap-1">
      <p id={labelId} className="flex flex-wrap items-baseline gap-x-2 text-sm font-bold text-ink-muted uppercase">
        {t('board.eta.readyIn')}
        {busy > 0 && (
          <span className="rounded-full bg-accent-400 px-2 text-night normal-case">{t('board.eta.busyExtra', { minutes: busy })}</span>
        )}
      </p>
      <div className="grid grid-cols-5 gap-1.5">
        {prepChoices(defaultMinutes).map((minutes) => (
          <button
            key={minutes}
            type="button"
            aria-pressed={minutes === selected}
            onClick={() => onChoose(minutes)}
            className={`min-h-12 cursor-pointer rounded-xl border-2 text-lg font-bold tabular-nums ${
              minutes === selected ? 'border-ink bg-ink text-cream-50' : 'border-ink/25 bg-surface text-ink hover:bg-cream-200'
            }`}
          >
            {minutes}
            <span className="sr-only sm:not-sr-only sm:text-sm"> {t('board.eta.min')}</span>
          </button>
        ))}
      </div>
    </div>
  );
}
