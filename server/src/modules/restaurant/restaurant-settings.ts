import {
  changedFields,
  fieldValue,
  HU_MESSAGES,
  RESTAURANT_ID,
  type RestaurantSettings,
  type RestaurantSettingsPatch,
  type SchedulingSettings,
  SETTINGS_CHANGE_MESSAGES,
  SETTINGS_FIELD_LABELS,
  settingsSchemaForZone,
  withSettingsChanges,
  zoneKmOf,
} from '@pizza/shared';
import type { ClientSession } from 'mongoose';

import type { Clock } from '../../lib/clock';
import { conflict, msg, notFound } from '../../lib/errors';
import { type EventLog, forgetRead } from '../../platform';
import { type AuditActor, recordAudit } from '../audit';
import { statusAt } from './restaurant-status';
import { PROFILE_READ, RestaurantModel, type RestaurantRecord } from './restaurant.model';
import { schedulingOf, settingsOf } from './stored-settings';

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** A field of a PATCH that someone else saved since the sender loaded the form. */
function changedMeanwhile(field: string, current: unknown) {
  const label = SETTINGS_FIELD_LABELS[field] ?? field;
  return conflict(msg(SETTINGS_CHANGE_MESSAGES.changedMeanwhile, { label: { en: label, hu: HU_MESSAGES[label] ?? label } }), {
    field,
    current,
  });
}

export interface RestaurantSettingsDeps {
  events: Pick<EventLog, 'transaction' | 'append'>;
  clock: Clock;
}

/**
 * The restaurant's settings (prep minutes, delivery bands, escalation), stored on the restaurant
 * document: the defaults until staff save them. Saving (whole, or only some fields) appends
 * `settings-changed` and, since the status tells customers the usual minutes,
 * `restaurant-status-changed`, in the same transaction.
 */
export function createRestaurantSettings({ events, clock }: RestaurantSettingsDeps) {
  /** The settings in force (DEFAULT_RESTAURANT_SETTINGS where nothing, or nothing valid, is stored). */
  async function get(session?: ClientSession): Promise<RestaurantSettings> {
    const restaurant = await RestaurantModel.findById(RESTAURANT_ID, { settings: 1 }, { session }).lean<
      Pick<RestaurantRecord, 'settings'>
    >();
    return settingsOf(restaurant ?? {});
  }

  /**
   * The shared settings schema for this shop: no delivery band may reach beyond its delivery zone
   * (the profile's radius). A ZodError from it is a 400 naming the band, like any other field.
   */
  async function schemaOfShop(session?: ClientSession) {
    const restaurant = await RestaurantModel.findById(RESTAURANT_ID, { deliveryRadiusM: 1 }, { session }).lean<
      Pick<RestaurantRecord, 'deliveryRadiusM'>
    >();
    if (!restaurant) throw notFound('Restaurant not found');
    return settingsSchemaForZone(zoneKmOf(restaurant.deliveryRadiusM));
  }

  /**
   * Stores `settings` and logs the change (settings-changed, the status that names the usual
   * minutes, and the audit entry of who changed which fields from what to what).
   */
  async function write(session: ClientSession, actor: AuditActor, settings: RestaurantSettings, now: Date): Promise<void> {
    const previous = await get(session);
    const after = await RestaurantModel.findOneAndUpdate(
      { _id: RESTAURANT_ID },
      { $set: { settings } },
      { session, returnDocument: 'after' },
    ).lean<RestaurantRecord>();
    if (!after) throw notFound('Restaurant not found');
    forgetRead(session, PROFILE_READ);
    events.append(session, { type: 'settings-changed', settings });
    events.append(session, { type: 'restaurant-status-changed', status: statusAt(after, now) });
    const changed = (Object.keys(settings) as Array<keyof RestaurantSettings>).filter((key) => !sameValue(previous[key], settings[key]));
    await recordAudit(session, {
      action: 'shop.settings',
      actor,
      at: now,
      before: Object.fromEntries(changed.map((key) => [key, previous[key]])),
      after: Object.fromEntries(changed.map((key) => [key, settings[key]])),
    });
  }

  /** Replaces the whole settings (already validated by restaurantSettingsSchema; here also against the zone) and logs the change. */
  async function put(actor: AuditActor, settings: RestaurantSettings): Promise<RestaurantSettings> {
    const now = clock.now();
    (await schemaOfShop()).parse(settings);
    await events.transaction((session) => write(session, actor, settings, now));
    return settings;
  }

  /**
   * Changes only the fields in `set`, on the settings as stored at that moment (read in the same
   * transaction), and checks the whole result with the shared schema (400 naming the field). A field
   * stored differently from what `was` says the sender saw is 409: someone saved it meanwhile.
   */
  async function patch(actor: AuditActor, { set, was }: RestaurantSettingsPatch): Promise<RestaurantSettings> {
    const now = clock.now();
    return events.transaction(async (session) => {
      const current = await get(session);
      const stale = changedFields(was ?? {}).find((field) => !sameValue(fieldValue(current, field), fieldValue(was!, field)));
      if (stale) throw changedMeanwhile(stale, fieldValue(current, stale));
      const settings = (await schemaOfShop(session)).parse(withSettingsChanges(current, set));
      await write(session, actor, settings, now);
      return settings;
    });
  }

  /** Ordering for later (docs/product/scheduled-orders.md#settings): DEFAULT_SCHEDULING_SETTINGS until saved. */
  async function getScheduling(session?: ClientSession): Promise<SchedulingSettings> {
    const restaurant = await RestaurantModel.findById(RESTAURANT_ID, { scheduling: 1 }, { session }).lean<
      Pick<RestaurantRecord, 'scheduling'>
    >();
    return schedulingOf(restaurant ?? {});
  }

  /**
   * Replaces the ordering-for-later settings (validated by schedulingSettingsSchema) with the audit
   * entry of the fields that changed, in one transaction. No event: customers read the slots, which
   * follow the stored settings on the next request.
   */
  async function putScheduling(actor: AuditActor, scheduling: SchedulingSettings): Promise<SchedulingSettings> {
    const now = clock.now();
    await events.transaction(async (session) => {
      const previous = await getScheduling(session);
      const after = await RestaurantModel.findOneAndUpdate({ _id: RESTAURANT_ID }, { $set: { scheduling } }, { session }).lean();
      if (!after) throw notFound('Restaurant not found');
      forgetRead(session, PROFILE_READ);
      const changed = (Object.keys(scheduling) as Array<keyof SchedulingSettings>).filter(
        (key) => !sameValue(previous[key], scheduling[key]),
      );
      await recordAudit(session, {
        action: 'scheduling.saved',
        actor,
        at: now,
        before: Object.fromEntries(changed.map((key) => [key, previous[key]])),
        after: Object.fromEntries(changed.map((key) => [key, scheduling[key]])),
      });
    });
    return scheduling;
  }

  return { get, put, patch, getScheduling, putScheduling };
}

export type RestaurantSettingsService = ReturnType<typeof createRestaurantSettings>;
