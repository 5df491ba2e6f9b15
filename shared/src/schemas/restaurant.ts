import { z } from 'zod';

import { isoDateTimeSchema, moneySchema, queryBooleanSchema, untilSchema } from './primitives';

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
    /**
     * The usual minutes from accepting an order until it is ready (PICKUP) or leaves the kitchen
     * (DELIVERY): the staff's prep time of the service plus the busy extra.
     */
    typicalMinutes: z.object({ PICKUP: z.int().nonnegative(), DELIVERY: z.int().nonnegative() }).optional(),
    /**
     * A delivery's driving minutes inside the zone, from the nearest band to the farthest: with
     * `typicalMinutes.DELIVERY`, what a customer without an address is promised.
     */
    driveMinutes: z.object({ min: z.int().nonnegative(), max: z.int().nonnegative() }).optional(),
    /** The delivery zone's radius (straight line from the restaurant), in km. */
    deliveryZoneKm: z.number().positive().optional(),
    /** While new orders are paused (reason 'paused'): when they are taken again by themselves. */
    pausedUntil: isoDateTimeSchema.optional(),
    minimumOrder: moneySchema.optional(),
    /** While closed or paused: customers may still order for later at checkout (docs/product/scheduled-orders.md). */
    orderLater: z.literal(true).optional(),
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
  until: untilSchema.optional(),
});
export type RestaurantStatusUpdateQuery = z.infer<typeof restaurantStatusUpdateQuerySchema>;

export const BUSY_EXTRA_MINUTES = [0, 15, 30, 45] as const;
export const PAUSE_MINUTES = [0, 15, 30, 60] as const;

const oneOf = <T extends readonly number[]>(values: T, message: string) =>
  z.number().refine((value): value is T[number] => (values as readonly number[]).includes(value), message);

/** `PUT /api/restaurant/busy`: every new estimate grows by this much (0 ends busy mode). */
export const busyRequestSchema = z
  .strictObject({ extraMinutes: oneOf(BUSY_EXTRA_MINUTES, 'Busy mode adds 0, 15, 30 or 45 minutes.') })
  .meta({ id: 'BusyRequest' });
export type BusyRequest = z.infer<typeof busyRequestSchema>;

/** `PUT /api/restaurant/pause`: no new orders for this long, then they are taken again by themselves (0 ends the pause). */
export const pauseRequestSchema = z
  .strictObject({ minutes: oneOf(PAUSE_MINUTES, 'New orders can be paused for 15, 30 or 60 minutes (0 ends the pause).') })
  .meta({ id: 'PauseRequest' });
export type PauseRequest = z.infer<typeof pauseRequestSchema>;
