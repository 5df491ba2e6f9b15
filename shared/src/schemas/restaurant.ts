import { z } from 'zod';

import { queryBooleanSchema } from './primitives';

/** Answer of `GET /api/restaurant/restaurant-status`. */
export const restaurantStatusSchema = z.object({ isOpen: z.boolean() }).meta({ id: 'RestaurantStatus' });
export type RestaurantStatus = z.infer<typeof restaurantStatusSchema>;

/** `PUT /api/restaurant/{RESTAURANT_ID}/status?isOpen=true|false`. */
export const restaurantStatusUpdateQuerySchema = z.strictObject({ isOpen: queryBooleanSchema });
export type RestaurantStatusUpdateQuery = z.infer<typeof restaurantStatusUpdateQuerySchema>;
