import { distanceMeters, type GeoPoint, RESTAURANT_ID } from '@pizza/shared';
import type { ClientSession } from 'mongoose';

import { notFound } from '../../lib/errors';
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

  async function isOpen(session?: ClientSession): Promise<boolean> {
    return (await profile(session)).isOpen;
  }

  async function setOpen(open: boolean): Promise<void> {
    const result = await RestaurantModel.updateOne({ _id: RESTAURANT_ID }, { $set: { isOpen: open } });
    if (result.matchedCount === 0) throw notFound('Restaurant not found');
  }

  return { profile, zoneCheck, isOpen, setOpen };
}

export type RestaurantService = ReturnType<typeof createRestaurantService>;
