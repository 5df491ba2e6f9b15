import {
  BOTTLE_DEPOSIT_PER_DRINK,
  DELIVERY_FEE_BEFORE_NOON,
  DELIVERY_FEE_FROM_NOON,
  MINIMUM_ORDER,
  RESTAURANT_ID,
  RESTAURANT_PROFILE_DEFAULTS,
  SERVICE_FEE,
} from '@pizza/shared';

import { RestaurantModel } from './restaurant.model';

/** The seeded address as the first version wrote it (city first, postcode last). */
const ADDRESS_BEFORE_ISSUE_20 = 'Debrecen, Bajcsy-Zsilinszky u. 2, 4025';

/**
 * Profile, open flag and fees are staff-configurable, so an existing restaurant is left alone; only
 * the seeded address, if nobody changed it, is rewritten in Hungarian order ('… u. 2., 4025 Debrecen').
 */
export async function seedRestaurant(): Promise<void> {
  const profile = {
    ...RESTAURANT_PROFILE_DEFAULTS,
    serviceFee: SERVICE_FEE,
    bottleDepositPerDrink: BOTTLE_DEPOSIT_PER_DRINK,
    deliveryFeeBeforeNoon: DELIVERY_FEE_BEFORE_NOON,
    deliveryFeeFromNoon: DELIVERY_FEE_FROM_NOON,
    minimumOrder: MINIMUM_ORDER,
  };
  await RestaurantModel.updateOne({ _id: RESTAURANT_ID }, { $setOnInsert: profile }, { upsert: true });
  await RestaurantModel.updateOne(
    { _id: RESTAURANT_ID, address: ADDRESS_BEFORE_ISSUE_20 },
    { $set: { address: RESTAURANT_PROFILE_DEFAULTS.address } },
  );
}
