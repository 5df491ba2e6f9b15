import {
  type DeliveryBand,
  deliveryBandMinutes,
  distanceMeters,
  type Estimate,
  estimateOnAccept,
  type GeoPoint,
  type OrderType,
} from '@pizza/shared';

import { type RestaurantService, settingsOf } from '../restaurant';

type Coordinates = { latitude?: number | null; longitude?: number | null } | null | undefined;

/** What the estimate of an accepted order depends on, read before its transaction. */
export interface AcceptedOrder {
  orderType: OrderType;
  address?: Coordinates;
}

/** Reads the shop's settings once and answers how to estimate orders accepted with them. */
export type Estimator = () => Promise<(order: AcceptedOrder, acceptedAt: Date, prepMinutes?: number) => Estimate>;

/**
 * The driving minutes of a delivery to `address`: its straight-line distance band. An address without
 * coordinates (none in practice: the zone check needs them) takes the farthest band.
 */
export function driveMinutesTo(shop: GeoPoint, bands: readonly DeliveryBand[], address: Coordinates): number {
  const { latitude, longitude } = address ?? {};
  const km =
    typeof latitude === 'number' && typeof longitude === 'number' ? distanceMeters(shop, { latitude, longitude }) / 1000 : Infinity;
  return deliveryBandMinutes(bands, km);
}

/**
 * The estimate of an order accepted at `acceptedAt` is `prepMinutes` (else the service's default)
 * plus busy mode's extra, plus for delivery the minutes of the distance band of its address. The
 * settings read does not need the order, so an accept runs it alongside the order's.
 */
export function createEstimator(restaurant: Pick<RestaurantService, 'profile'>): Estimator {
  return async () => {
    const shop = await restaurant.profile();
    const settings = settingsOf(shop);
    return ({ orderType, address }, acceptedAt, prepMinutes) =>
      estimateOnAccept({
        orderType,
        acceptedAt,
        prepMinutes: prepMinutes ?? settings.prepMinutes[orderType],
        busyExtraMinutes: shop.busyExtraMinutes ?? 0,
        deliveryMinutes: orderType === 'DELIVERY' ? driveMinutesTo(shop, settings.deliveryBands, address) : 0,
      });
  };
}

/** An order for later is not promised before its slot: the usual estimate, or the slot if that is later. */
export function notBeforeSlot(estimate: Estimate, slot?: Date): Estimate {
  if (!slot) return estimate;
  if ('estimatedReadyAt' in estimate) return { estimatedReadyAt: later(estimate.estimatedReadyAt, slot) };
  return { estimatedDeliveryAt: later(estimate.estimatedDeliveryAt, slot) };
}

const later = (a: Date, b: Date): Date => (a.getTime() >= b.getTime() ? a : new Date(b));
