import {
  DEFAULT_RESTAURANT_SETTINGS,
  DEFAULT_SCHEDULING_SETTINGS,
  type RestaurantSettings,
  restaurantSettingsSchema,
  type SchedulingSettings,
  schedulingSettingsSchema,
} from '@pizza/shared';

import type { RestaurantRecord } from './restaurant.model';

/** The settings stored on the restaurant record, or DEFAULT_RESTAURANT_SETTINGS where nothing (valid) is stored. */
export function settingsOf(record: Pick<RestaurantRecord, 'settings'>): RestaurantSettings {
  if (!record.settings) return DEFAULT_RESTAURANT_SETTINGS;
  const stored = restaurantSettingsSchema.safeParse({ ...DEFAULT_RESTAURANT_SETTINGS, ...(record.settings as object) });
  return stored.success ? stored.data : DEFAULT_RESTAURANT_SETTINGS;
}

/** The ordering-for-later settings stored on the record, or DEFAULT_SCHEDULING_SETTINGS where nothing (valid) is stored. */
export function schedulingOf(record: Pick<RestaurantRecord, 'scheduling'>): SchedulingSettings {
  if (!record.scheduling) return DEFAULT_SCHEDULING_SETTINGS;
  const stored = schedulingSettingsSchema.safeParse({ ...DEFAULT_SCHEDULING_SETTINGS, ...(record.scheduling as object) });
  return stored.success ? stored.data : DEFAULT_SCHEDULING_SETTINGS;
}
