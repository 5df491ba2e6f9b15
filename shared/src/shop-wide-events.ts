import { z } from 'zod';

import { logFields } from './event-log-fields';
import { isoDateTimeSchema } from './schemas/primitives';
import { restaurantStatusSchema } from './schemas/restaurant';
import { restaurantSettingsSchema } from './schemas/restaurant-settings';

/** The shop's state changed (toggle, hours, busy, pause): `status` is GET /api/restaurant/restaurant-status as of then. */
export const restaurantStatusChangedEventSchema = z
  .object({ ...logFields, type: z.literal('restaurant-status-changed'), status: restaurantStatusSchema })
  .meta({ id: 'RestaurantStatusChangedEvent' });
export type RestaurantStatusChangedEvent = z.infer<typeof restaurantStatusChangedEventSchema>;

/** A menu item or an extra became sold out or available again. */
export const menuAvailabilitySchema = z
  .object({
    kind: z.enum(['menuItem', 'extra']),
    id: z.string().min(1),
    name: z.string(),
    available: z.boolean(),
    /** Sold out until then (it comes back by itself); absent: until staff say otherwise. */
    soldOutUntil: isoDateTimeSchema.optional(),
    /** Sizes sold out while the item itself is available. */
    soldOutSizes: z.array(z.string()).optional(),
  })
  .meta({ id: 'MenuAvailability' });
export type MenuAvailability = z.infer<typeof menuAvailabilitySchema>;

export const menuAvailabilityChangedEventSchema = z
  .object({ ...logFields, type: z.literal('menu-availability-changed'), item: menuAvailabilitySchema })
  .meta({ id: 'MenuAvailabilityChangedEvent' });
export type MenuAvailabilityChangedEvent = z.infer<typeof menuAvailabilityChangedEventSchema>;

/**
 * Staff saved something in the menu editor (docs/product/menu.md#live-changes): a page that shows
 * the menu, a cart or a checkout reads it again. Names what changed, not the new menu: readers
 * fetch that from the menu API (one cached answer for everyone).
 */
export const menuChangeSchema = z
  .object({
    kind: z.enum(['dish', 'extra', 'category']),
    action: z.enum(['created', 'updated', 'archived', 'restored', 'deleted', 'reordered']),
    /** The dishes, add-ons or categories it concerns (every one of a reorder). */
    ids: z.array(z.string().min(1)),
    /** The English name of the one entry changed; absent for a reorder. */
    name: z.string().optional(),
    /** The menu item ids (sizes) whose price changed: carts holding them are re-priced. */
    repricedItemIds: z.array(z.string().min(1)).optional(),
  })
  .meta({ id: 'MenuChange' });
export type MenuChange = z.infer<typeof menuChangeSchema>;

export const menuChangedEventSchema = z
  .object({ ...logFields, type: z.literal('menu-changed'), change: menuChangeSchema })
  .meta({ id: 'MenuChangedEvent' });
export type MenuChangedEvent = z.infer<typeof menuChangedEventSchema>;

/** Staff saved the restaurant settings (staff and integrators only). */
export const settingsChangedEventSchema = z
  .object({ ...logFields, type: z.literal('settings-changed'), settings: restaurantSettingsSchema })
  .meta({ id: 'SettingsChangedEvent' });
export type SettingsChangedEvent = z.infer<typeof settingsChangedEventSchema>;
