import { budapestClock, minutesUntil, openingWhen, type OrderType, type RestaurantStatus } from '@pizza/shared';
import { type TFunction } from 'i18next';
import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { useNow } from '../../../lib/use-now';
import { useRestaurantStatus } from '../api/get-restaurant-status';

/** A closing this near is announced. */
export const CLOSING_SOON_MS = 60 * 60 * 1000;

const SERVICES: OrderType[] = ['PICKUP', 'DELIVERY'];

/** Busy mode: how long orders take now (the usual prep time plus the busy extra), for one service or both. */
function busyLine(status: RestaurantStatus, t: TFunction, service: OrderType | undefined): string | undefined {
  const typical = status.typicalMinutes;
  if (status.busyExtraMinutes <= 0 || !typical) return undefined;
  if (service) return t(`restaurant.busy_${service}`, { minutes: typical[service] });
  return t('restaurant.busy', { pickup: typical.PICKUP, delivery: typical.DELIVERY });
}

/** What to tell a customer while the shop is open: busy mode, a service that is not open, or a closing within the hour. */
function hoursLines(status: RestaurantStatus, now: Date, t: TFunction, language: string, service?: OrderType): string[] {
  if (!status.isOpen) return [];
  const busy = busyLine(status, t, service);
  const lines: string[] = busy ? [busy] : [];
  for (const service of SERVICES) {
    const state = status.services[service];
    if (state.isOpen) continue;
    lines.push(
      state.nextOpening
        ? t(`restaurant.serviceLater_${service}`, { when: openingWhen(new Date(state.nextOpening), now, language) })
        : t(`restaurant.serviceOff_${service}`),
    );
  }
  const closing = SERVICES.filter((service) => {
    const closesAt = status.services[service].closesAt;
    return status.services[service].isOpen && closesAt && new Date(closesAt).getTime() - now.getTime() <= CLOSING_SOON_MS;
  });
  const both = closing.length === 2 && status.services.PICKUP.closesAt === status.services.DELIVERY.closesAt;
  for (const service of both ? (['ALL'] as const) : closing) {
    const closesAt = new Date((service === 'ALL' ? status.services.PICKUP.closesAt : status.services[service].closesAt)!);
    const values = { minutes: minutesUntil(closesAt, now), time: budapestClock(closesAt) };
    lines.push(t(service === 'ALL' ? 'restaurant.closesSoon' : `restaurant.closesSoon_${service}`, values));
  }
  return lines;
}

/**
 * While the shop is open: busy mode (how long orders take now; for `service` alone at checkout),
 * a service that is closed now (and when it starts), or orders closing within the hour, counting
 * down. Nothing otherwise (the closed shop has ClosedNotice).
 */
export function HoursNotice({ className = '', service }: { className?: string; service?: OrderType }) {
  const { t, i18n } = useTranslation();
  const { data } = useRestaurantStatus({ follow: true });
  const now = useNow();
  if (!data?.services) return null;
  const lines = hoursLines(data, new Date(now), t, i18n.language, service);
  if (lines.length === 0) return null;
  return (
    <div
      role="status"
      data-testid="hours-notice"
      className={`flex items-start gap-3 rounded-2xl border border-sky-200 bg-sky-50 px-4 py-3 text-sm text-sky-950 ${className}`}
    >
      <Info aria-hidden="true" className="mt-px size-5 shrink-0 text-sky-800" />
      <p>
        {lines.map((line) => (
          <span key={line} className="block">
            {line}
          </span>
        ))}
      </p>
    </div>
  );
}
