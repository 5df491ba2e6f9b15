import { distanceMeters, type GeoPoint, RESTAURANT_ID, type RestaurantHours, type RestaurantStatus } from '@pizza/shared';
import type { ClientSession } from 'mongoose';

import { notFound } from '../../lib/errors';
import { hoursOf, statusAt, toggleEnd } from './restaurant-status';
import { RestaurantModel, type RestaurantRecord } from './restaurant.model';

export interface ZoneCheck {
  inZone: boolean;
  distanceM: number;
  radiusM: number;
}

/**
 * The restaurant's profile, open flag and fees, read from the database on every use: a toggle by
 * staff takes effect on the very next request on every instance (the original cached it a minute).
 */
export function createRestaurantService() {
  async function profile(session?: ClientSession): Promise<RestaurantRecord> {
    const restaurant = await RestaurantModel.findById(RESTAURANT_ID, null, { session }).lean<RestaurantRecord>();
    // Seeded at every start; missing means the database was emptied under a running server.
    if (!restaurant) throw notFound('Restaurant not found');
    return restaurant;
  }

  /** Straight-line distance from the restaurant against its delivery radius (DESIGN section 6). */
  async function zoneCheck(point: GeoPoint, session?: ClientSession): Promise<ZoneCheck> {
    const restaurant = await profile(session);
    const distanceM = distanceMeters(restaurant, point);
    return { inZone: distanceM <= restaurant.deliveryRadiusM, distanceM, radiusM: restaurant.deliveryRadiusM };
  }

  /** Whether orders are taken at `now`, why, and until or from when (restaurant-status.ts). */
  async function status(now: Date, session?: ClientSession): Promise<RestaurantStatus> {
    return statusAt(await profile(session), now);
  }

  /** The staff's toggle, until `until` or (without) until the opening hours next change. */
  async function setOpen(open: boolean, now: Date, until?: Date): Promise<void> {
    const end = until ?? toggleEnd(await profile(), now);
    const result = await RestaurantModel.updateOne(
      { _id: RESTAURANT_ID },
      end ? { $set: { isOpen: open, manualUntil: end } } : { $set: { isOpen: open }, $unset: { manualUntil: 1 } },
    );
    if (result.matchedCount === 0) throw notFound('Restaurant not found');
  }

  async function hours(): Promise<RestaurantHours> {
    return hoursOf(await profile());
  }

  /** New opening hours rule from now on: a toggle still running ends. */
  async function setHours(next: RestaurantHours): Promise<void> {
    const result = await RestaurantModel.updateOne({ _id: RESTAURANT_ID }, { $set: { hours: next }, $unset: { manualUntil: 1 } });
    if (result.matchedCount === 0) throw notFound('Restaurant not found');
  }

  /** Busy mode: every new estimate grows by `extraMinutes` (0 ends it). */
  async function setBusy(extraMinutes: number): Promise<void> {
    const result = await RestaurantModel.updateOne({ _id: RESTAURANT_ID }, { $set: { busyExtraMinutes: extraMinutes } });
    if (result.matchedCount === 0) throw notFound('Restaurant not found');
  }

  /** No new orders for `minutes` from `now`, then they are taken again by themselves (0 ends the pause). */
  async function pause(minutes: number, now: Date): Promise<void> {
    const update = minutes > 0 ? { $set: { pausedUntil: new Date(now.getTime() + minutes * 60_000) } } : { $unset: { pausedUntil: 1 } };
    const result = await RestaurantModel.updateOne({ _id: RESTAURANT_ID }, update);
    if (result.matchedCount === 0) throw notFound('Restaurant not found');
  }

  return { profile, zoneCheck, status, statusOf: statusAt, setOpen, hours, setHours, setBusy, pause };
}

export type RestaurantService = ReturnType<typeof createRestaurantService>;
