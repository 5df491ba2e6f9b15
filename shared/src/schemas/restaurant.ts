import { z } from 'zod';

import { isoDateTimeSchema, moneySchema, queryBooleanSchema } from './primitives';

const serviceStatusSchema = z.object({
  isOpen: z.boolean(),
  /** While open: when this opening ends (the schedule's range, or the end of a manual opening). */
  closesAt: isoDateTimeSchema.optional(),
  /** While closed by the opening hours: when this service opens next (within two weeks). */
  nextOpening: isoDateTimeSchema.optional(),
});

/**
 * Answer of `GET /api/restaurant/restaurant-status`: whether the shop takes orders, why, and what an
 * order needs. `isOpen` is the original's field (true while either service takes orders);
 * `minimumOrder` (items total, integer HUF) lets the cart say how much is missing. `reason`: the
 * opening hours rule ('hours'), or the staff's toggle ('manual', also when no hours are set);
 * `closedUntil` ends a manual closing; `nextOpening` is when orders are taken again, if known.
 */
export const restaurantStatusSchema = z
  .object({
    isOpen: z.boolean(),
    reason: z.enum(['hours', 'manual', 'paused']),
    closedUntil: isoDateTimeSchema.optional(),
    nextOpening: isoDateTimeSchema.optional(),
    services: z.object({ PICKUP: serviceStatusSchema, DELIVERY: serviceStatusSchema }),
    busyExtraMinutes: z.int().nonnegative(),
    minimumOrder: moneySchema.optional(),
  })
  .meta({ id: 'RestaurantStatus' });
export type RestaurantStatus = z.infer<typeof restaurantStatusSchema>;

/**
 * `PUT /api/restaurant/{RESTAURANT_ID}/status?isOpen=true|false[&until=<ISO instant>]`. Without
 * `until` (the original client sends none) the toggle holds until the opening hours next change
 * (closing now means closed for the rest of this opening), or for good when no hours are set.
 */
export const restaurantStatusUpdateQuerySchema = z.strictObject({
  isOpen: queryBooleanSchema,
  until: isoDateTimeSchema.optional(),
});
export type RestaurantStatusUpdateQuery = z.infer<typeof restaurantStatusUpdateQuerySchema>;
