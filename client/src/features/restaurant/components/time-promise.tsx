import {
  DELIVERY_RADIUS_M,
  type MinutesRange,
  openingWhen,
  ordersAgainAt,
  type OrderType,
  promisedMinutes,
  type RestaurantStatus,
  shopStateOf,
  zoneKmOf,
} from '@pizza/shared';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

import { useNow } from '../../../lib/use-now';
import { useRestaurantStatus } from '../api/get-restaurant-status';

/*
 * The time a customer is promised, everywhere from the same estimate (shared promisedMinutes: the
 * shop's prep time and busy extra, plus the drive for a delivery), and, while the shop is closed,
 * when it opens instead of a time.
 */

/** "about 20 min", or "45–55 min" while a delivery's drive is not known. */
export function minutesText(range: MinutesRange, t: TFunction): string {
  return range.min === range.max ? t('eta.about', { minutes: range.min }) : t('eta.range', { min: range.min, max: range.max });
}

/** The wait for `service` now in words ("about 20 min"); undefined until the status is known. */
export function useServicePromise(service: OrderType, driveMinutes?: number): string | undefined {
  const { t } = useTranslation();
  const { data } = useRestaurantStatus();
  const range = data ? promisedMinutes(data, service, driveMinutes) : undefined;
  return range ? minutesText(range, t) : undefined;
}

/** When a closed shop takes orders again, in words: "We open again on Friday at 11:00." */
export function closedPromise(status: RestaurantStatus, now: Date, t: TFunction, language: string): string | undefined {
  const state = shopStateOf(status);
  if (state.kind === 'open') return undefined;
  const again = ordersAgainAt(state);
  if (!again) return t('home.closedNow');
  return t(state.kind === 'paused' ? 'restaurant.pausedUntil' : 'restaurant.opensAgain', { when: openingWhen(again, now, language) });
}

/** The open services' promises: "Pickup ready in about 20 min. At your door in 45–55 min." */
function openPromise(status: RestaurantStatus, t: TFunction): string {
  const sentences = (['PICKUP', 'DELIVERY'] as const)
    .filter((service) => status.services?.[service]?.isOpen !== false)
    .map((service) => {
      const range = promisedMinutes(status, service);
      return range && t(service === 'PICKUP' ? 'eta.pickupReadyIn' : 'eta.atDoorIn', { time: minutesText(range, t) });
    });
  return sentences.filter(Boolean).join(' ');
}

/**
 * The home page's promise under its title: the zone, then how long each open service takes now
 * (busy mode included), or when a closed shop opens again. Only the zone until the status is known.
 */
export function HeroPromise() {
  const { t, i18n } = useTranslation();
  const { data } = useRestaurantStatus({ follow: true });
  const now = new Date(useNow());
  const zone = t('home.subtitle', { km: data?.deliveryZoneKm ?? zoneKmOf(DELIVERY_RADIUS_M) });
  const promise = data && (closedPromise(data, now, t, i18n.language) ?? openPromise(data, t));
  return (
    <span data-testid="hero-promise">
      {zone}
      {promise ? ` ${promise}` : ''}
    </span>
  );
}
