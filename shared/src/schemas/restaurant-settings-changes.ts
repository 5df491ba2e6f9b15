import { z } from 'zod';

import { deliveryBandsSchema, escalationFields, prepMinutesFields, type RestaurantSettings } from './restaurant-settings';

/*
 * `PATCH /api/restaurant/settings`: only the fields a form changed, so two staff saving different
 * fields from two tablets never undo each other's. `was` holds what the sender saw in those fields
 * before editing; a field stored differently now (someone else saved it meanwhile) is refused
 * with 409 instead of being overwritten unseen. The delivery bands are one field (a list).
 */

const changesSchema = z.strictObject({
  prepMinutes: z.strictObject(prepMinutesFields).partial().optional(),
  deliveryBands: deliveryBandsSchema.optional(),
  escalation: z.strictObject(escalationFields).partial().optional(),
});
export type RestaurantSettingsChanges = z.infer<typeof changesSchema>;

export const SETTINGS_CHANGE_MESSAGES = {
  nothing: 'Nothing to save: change at least one setting.',
  changedMeanwhile: '{label}: someone else just changed this. Reload the settings to see it, then make your change again.',
  wasOutsideSet: '`was` may only name fields that `set` changes.',
} as const;

/** The label of each field, as the settings' messages name it (a catalogue entry: translated with the sentence). */
export const SETTINGS_FIELD_LABELS: Readonly<Record<string, string>> = {
  'prepMinutes.PICKUP': 'The pickup preparation time',
  'prepMinutes.DELIVERY': 'The delivery preparation time',
  deliveryBands: 'The delivery bands',
  'escalation.ringLouderAfterMin': 'Ring louder after',
  'escalation.tellCustomerAfterMin': 'Tell the customer after',
  'escalation.autoCancelAfterMin': 'Cancel automatically after',
};

/** The fields a change names, as paths: 'prepMinutes.PICKUP', 'deliveryBands', 'escalation.autoCancelAfterMin'. */
export function changedFields(changes: RestaurantSettingsChanges): string[] {
  const inGroup = (group: 'prepMinutes' | 'escalation') =>
    Object.entries(changes[group] ?? {})
      .filter(([, value]) => value !== undefined)
      .map(([field]) => `${group}.${field}`);
  return [...inGroup('prepMinutes'), ...(changes.deliveryBands ? ['deliveryBands'] : []), ...inGroup('escalation')];
}

/** The value of a field path in settings or changes (undefined when it does not name it). */
export function fieldValue(settings: RestaurantSettingsChanges, field: string): unknown {
  const [group, name] = field.split('.') as [keyof RestaurantSettingsChanges, string | undefined];
  const value = settings[group];
  return name === undefined ? value : (value as Record<string, unknown> | undefined)?.[name];
}

export const restaurantSettingsPatchSchema = z
  .strictObject({ set: changesSchema, was: changesSchema.optional() })
  .refine((patch) => changedFields(patch.set).length > 0, { message: SETTINGS_CHANGE_MESSAGES.nothing, path: ['set'] })
  .refine((patch) => !patch.was || changedFields(patch.was).every((field) => changedFields(patch.set).includes(field)), {
    message: SETTINGS_CHANGE_MESSAGES.wasOutsideSet,
    path: ['was'],
  })
  .meta({ id: 'RestaurantSettingsPatch' });
export type RestaurantSettingsPatch = z.infer<typeof restaurantSettingsPatchSchema>;

/** `settings` with `changes` applied (not yet checked: the whole is checked with restaurantSettingsSchema). */
export function withSettingsChanges(settings: RestaurantSettings, changes: RestaurantSettingsChanges): RestaurantSettings {
  const defined = <T extends object>(part: T | undefined) =>
    Object.fromEntries(Object.entries(part ?? {}).filter(([, value]) => value !== undefined)) as Partial<T>;
  return {
    prepMinutes: { ...settings.prepMinutes, ...defined(changes.prepMinutes) },
    deliveryBands: changes.deliveryBands ?? settings.deliveryBands,
    escalation: { ...settings.escalation, ...defined(changes.escalation) },
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The fields `after` changes from `before`, and what `before` held in them (the PATCH of a form). */
export function settingsPatchBetween(before: RestaurantSettings, after: RestaurantSettings): RestaurantSettingsPatch {
  const set: RestaurantSettingsChanges = {};
  const was: RestaurantSettingsChanges = {};
  for (const group of ['prepMinutes', 'escalation'] as const) {
    for (const [field, value] of Object.entries(after[group])) {
      const old = (before[group] as Record<string, number>)[field];
      if (same(value, old)) continue;
      set[group] = { ...set[group], [field]: value };
      was[group] = { ...was[group], [field]: old };
    }
  }
  if (!same(before.deliveryBands, after.deliveryBands)) {
    set.deliveryBands = after.deliveryBands;
    was.deliveryBands = before.deliveryBands;
  }
  return { set, was };
}
