import { z } from 'zod';

import type { ErrorCode } from './errors';
import { distanceMeters, type GeoPoint } from './geo';

/**
 * The one delivery zone rule, for the server's checks (saving an address, every delivery quote) and
 * the street suggestions alike: a circle of `deliveryRadiusM` around the restaurant, measured in a
 * straight line (no road distance: the shop promises a radius, not a route).
 */
export interface DeliveryZone extends GeoPoint {
  deliveryRadiusM: number;
}

export interface ZoneCheck {
  inZone: boolean;
  distanceM: number;
  radiusM: number;
}

/** Whether `point` is inside the zone (its edge included), and how far it is from the restaurant. */
export function checkZone(zone: DeliveryZone, point: GeoPoint): ZoneCheck {
  const distanceM = distanceMeters(zone, point);
  return { inZone: distanceM <= zone.deliveryRadiusM, distanceM, radiusM: zone.deliveryRadiusM };
}

/** The error code of a refusal because the address is outside the zone: clients branch on it, never on the sentence. */
export const OUTSIDE_ZONE_CODE = 'OUTSIDE_ZONE' satisfies ErrorCode;

/** The zone message's id in shared/src/messages (`{km}`: the radius). */
export const OUTSIDE_ZONE_MESSAGE = 'This address is outside our {km} km delivery zone.';

/** The radius as the zone message says it: 5 for 5000 m, 7.5 for 7500 m. */
export function zoneKm(radiusMeters: number): number {
  return Math.round((radiusMeters / 1000) * 10) / 10;
}

/** The zone message with the configured radius ('5 km' for 5000 m). */
export function outsideZoneMessage(radiusMeters: number): string {
  return OUTSIDE_ZONE_MESSAGE.replace('{km}', String(zoneKm(radiusMeters)));
}

/** `details` of an OUTSIDE_ZONE refusal: the radius the message names, so a client can say it in its own words. */
export const outsideZoneDetailsSchema = z.object({ radiusM: z.number() });
export type OutsideZoneDetails = z.infer<typeof outsideZoneDetailsSchema>;
