import type { Clock } from '../../lib/clock';
import type { AuthGuard } from '../auth';
import type { Feature } from '../feature';
import { registerRestaurantOpenApi } from './restaurant.openapi';
import { createRestaurantRouter } from './restaurant.router';
import type { RestaurantService } from './restaurant.service';

export { RestaurantModel, type RestaurantRecord } from './restaurant.model';
export { createRestaurantService, type RestaurantService, type ZoneCheck } from './restaurant.service';
export { seedRestaurant } from './restaurant.seed';

/** The open/closed status and the opening hours, mounted at /api/restaurant. */
export function restaurantFeature({
  restaurant,
  guard,
  clock,
}: {
  restaurant: RestaurantService;
  guard: AuthGuard;
  clock: Clock;
}): Feature {
  return {
    routes: [{ path: '/api/restaurant', router: createRestaurantRouter({ restaurant, guard, clock }) }],
    registerOpenApi: registerRestaurantOpenApi,
  };
}
