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

/** Profile, open flag and fees are staff-configurable, so an existing restaurant is left alone. */
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
}
