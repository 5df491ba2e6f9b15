import type { Clock } from '../../lib/clock';
import { mountTables } from '../../lib/route-table';
import { accessGuards, type AuthGuard } from '../auth';
import type { Feature } from '../feature';
import type { RestaurantSettingsService } from './restaurant-settings';
import { restaurantRoutes } from './restaurant.routes';
import type { RestaurantService } from './restaurant.service';

export { createRestaurantSettings, type RestaurantSettingsService } from './restaurant-settings';
export type { RestaurantRecord } from './restaurant.model';
export { createRestaurantService, type RestaurantService, type ZoneCheck } from './restaurant.service';
export { hoursOf } from './restaurant-status';
export { seedRestaurant } from './restaurant.seed';
export { shopAddress } from './shop-address';
export { schedulingOf, settingsOf } from './stored-settings';

/** The open/closed status, the opening hours and the settings, mounted at /api/restaurant. */
export function restaurantFeature({
  restaurant,
  restaurantSettings,
  guard,
  clock,
}: {
  restaurant: RestaurantService;
  restaurantSettings: RestaurantSettingsService;
  guard: AuthGuard;
  clock: Clock;
}): Feature {
  return mountTables([restaurantRoutes({ restaurant, restaurantSettings, clock })], accessGuards(guard));
}
