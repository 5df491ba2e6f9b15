import type { OrderType } from './constants';
import type { RestaurantStatus } from './schemas/restaurant';

/*
 * The one estimate behind every time promise: the board's accept (eta.ts), the status customers
 * read, checkout, the home page and a placed order's page. Pure and free of schemas: the home page
 * loads it before its first paint.
 */

export interface WaitInput {
  orderType: OrderType;
  prepMinutes: number;
  /** Busy mode's extra minutes (0 when not busy). */
  busyExtraMinutes: number;
  /** Delivery only: the driving minutes of the order's distance band. */
  deliveryMinutes?: number;
}

/** The kitchen's minutes for a service now: its usual (or chosen) prep time plus busy mode's extra. */
export const kitchenMinutes = (prepMinutes: number, busyExtraMinutes: number): number => prepMinutes + busyExtraMinutes;

/**
 * The one estimate, in minutes from accepting: until a pickup is ready (prep + busy extra), until a
 * delivery is at the door (prep + busy extra + the driving minutes of its distance band).
 */
export function waitMinutes({ orderType, prepMinutes, busyExtraMinutes, deliveryMinutes = 0 }: WaitInput): number {
  return kitchenMinutes(prepMinutes, busyExtraMinutes) + (orderType === 'DELIVERY' ? deliveryMinutes : 0);
}

/** A promise in minutes: one figure, or a range while the drive is not known (no address yet). */
export interface MinutesRange {
  min: number;
  max: number;
}

/**
 * What a customer is promised before an order is accepted, from the shop's status (its kitchen
 * minutes already include busy mode): a pickup's wait; a delivery's with the drive to the address
 * when known (checkout's quote, a placed order), else from the nearest to the farthest band in the
 * zone. Undefined when the status does not say (an older server).
 */
export function promisedMinutes(
  status: Pick<RestaurantStatus, 'typicalMinutes' | 'driveMinutes'>,
  orderType: OrderType,
  driveMinutes?: number,
): MinutesRange | undefined {
  const kitchen = status.typicalMinutes?.[orderType];
  if (kitchen === undefined) return undefined;
  if (orderType === 'PICKUP') return { min: kitchen, max: kitchen };
  if (driveMinutes !== undefined) return { min: kitchen + driveMinutes, max: kitchen + driveMinutes };
  const drive = status.driveMinutes;
  return drive ? { min: kitchen + drive.min, max: kitchen + drive.max } : undefined;
}

/** The delivery zone's radius in km, as the profile stores it in metres (one decimal). */
export const zoneKmOf = (radiusMeters: number): number => Math.round((radiusMeters / 1000) * 10) / 10;
