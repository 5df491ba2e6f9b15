import { DEFAULT_RESTAURANT_SETTINGS, type RestaurantSettings, restaurantSettingsSchema } from '@pizza/shared';

import type { RestaurantRecord } from './restaurant.model';

/** The settings stored on the restaurant record, or DEFAULT_RESTAURANT_SETTINGS where nothing (valid) is stored. */
export function settingsOf(record: Pick<RestaurantRecord, 'settings'>): RestaurantSettings {
  if (!record.settings) return DEFAULT_RESTAURANT_SETTINGS;
  const stored = restaurantSettingsSchema.safeParse({ ...DEFAULT_RESTAURANT_SETTINGS, ...(record.settings as object) });
  return stored.success ? stored.data : DEFAULT_RESTAURANT_SETTINGS;
}
