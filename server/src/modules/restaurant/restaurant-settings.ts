import { RESTAURANT_ID, type RestaurantSettings } from '@pizza/shared';
import type { ClientSession } from 'mongoose';

import type { Clock } from '../../lib/clock';
import { notFound } from '../../lib/errors';
import type { OrderEventLog } from '../events';
import { statusAt } from './restaurant-status';
import { RestaurantModel, type RestaurantRecord } from './restaurant.model';
import { settingsOf } from './stored-settings';

export interface RestaurantSettingsDeps {
  events: Pick<OrderEventLog, 'transaction' | 'append'>;
  clock: Clock;
}

/**
 * The restaurant's settings (prep minutes, delivery bands, escalation), stored on the restaurant
 * document: the defaults until staff save them. Saving appends `settings-changed` and, since the
 * status tells customers the usual minutes, `restaurant-status-changed`, in the same transaction.
 */
export function createRestaurantSettings({ events, clock }: RestaurantSettingsDeps) {
  /** The settings in force (DEFAULT_RESTAURANT_SETTINGS where nothing, or nothing valid, is stored). */
  async function get(session?: ClientSession): Promise<RestaurantSettings> {
    const restaurant = await RestaurantModel.findById(RESTAURANT_ID, { settings: 1 }, { session }).lean<
      Pick<RestaurantRecord, 'settings'>
    >();
    return settingsOf(restaurant ?? {});
  }

  /** Replaces the whole settings (already validated by restaurantSettingsSchema) and logs the change. */
  async function put(settings: RestaurantSettings): Promise<RestaurantSettings> {
    const now = clock.now();
    await events.transaction(async (session) => {
      const after = await RestaurantModel.findOneAndUpdate(
        { _id: RESTAURANT_ID },
        { $set: { settings } },
        { session, returnDocument: 'after' },
      ).lean<RestaurantRecord>();
      if (!after) throw notFound('Restaurant not found');
      events.append(session, { type: 'settings-changed', settings });
      events.append(session, { type: 'restaurant-status-changed', status: statusAt(after, now) });
    });
    return settings;
  }

  return { get, put };
}

export type RestaurantSettingsService = ReturnType<typeof createRestaurantSettings>;
