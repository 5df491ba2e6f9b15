import { z } from 'zod';

import { moneySchema, queryBooleanSchema } from './primitives';

/**
 * Answer of `GET /api/restaurant/restaurant-status`: whether the shop takes orders and what an order
 * needs. `isOpen` is the original's field; `minimumOrder` (items total, integer HUF) was added so
 * the cart can say how much is missing before checkout refuses it (issue 20).
 */
export const restaurantStatusSchema = z
  .object({ isOpen: z.boolean(), minimumOrder: moneySchema.optional() })
  .meta({ id: 'RestaurantStatus' });
export type RestaurantStatus = z.infer<typeof restaurantStatusSchema>;

/** `PUT /api/restaurant/{RESTAURANT_ID}/status?isOpen=true|false`. */
export const restaurantStatusUpdateQuerySchema = z.strictObject({ isOpen: queryBooleanSchema });
export type RestaurantStatusUpdateQuery = z.infer<typeof restaurantStatusUpdateQuerySchema>;
