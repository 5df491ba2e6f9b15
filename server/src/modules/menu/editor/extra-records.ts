import { type AdminExtra, type Allergen, MENU_ADMIN_MESSAGES, sortAllergens } from '@pizza/shared';
import type { ClientSession } from 'mongoose';

import { msg, notFound } from '../../../lib/errors';
import { ExtraModel, type ExtraRecord } from '../extras.model';
import { MenuItemModel } from '../menu.model';
import { invalidField, UNKNOWN_DISHES_MESSAGE } from './editor-context';

export type ExtraDoc = ExtraRecord & { _id: string; updatedAt?: Date };

export async function storedExtra(id: string, session: ClientSession): Promise<ExtraDoc> {
  const extra = await ExtraModel.findById(id, null, { session }).lean<ExtraDoc>();
  if (!extra) throw notFound(MENU_ADMIN_MESSAGES.extraNotFound);
  return extra;
}

/** The dishes (not archived) offering each add-on. */
export async function dishesOffering(session: ClientSession): Promise<Map<string, string[]>> {
  const items = await MenuItemModel.find({ archived: { $ne: true } }, { dishId: 1, extraIds: 1 }, { session })
    .sort({ sortOrder: 1, _id: 1 })
    .lean<Array<{ _id: string; dishId?: string; extraIds?: string[] }>>();
  const offering = new Map<string, Set<string>>();
  for (const item of items)
    for (const extraId of item.extraIds ?? []) offering.set(extraId, (offering.get(extraId) ?? new Set()).add(item.dishId ?? item._id));
  return new Map([...offering].map(([extraId, dishes]) => [extraId, [...dishes]]));
}

export function toAdminExtra(extra: ExtraDoc, dishIds: string[], ordered: boolean): AdminExtra {
  return {
    id: extra._id,
    name: extra.name,
    translations: { hu: { name: extra.translations?.hu?.name ?? '' } },
    price: extra.price,
    allergens: sortAllergens((extra.allergens ?? []) as Allergen[]),
    dishIds,
    archived: !!extra.archived,
    ordered,
    ...(extra.soldOutUntil ? { soldOutUntil: extra.soldOutUntil.toISOString() } : {}),
    version: extra.version ?? 0,
    updatedAt: (extra.updatedAt ?? new Date(0)).toISOString(),
  };
}

/**
 * Offers the add-on on exactly `dishIds`: added at the end of the dishes' lists where missing,
 * removed from every other dish; each dish changed gets a new version (docs/product/menu.md#add-ons).
 * Unknown dishes: 400 naming dishIds.
 */
export async function offerOn(extraId: string, dishIds: readonly string[], session: ClientSession): Promise<void> {
  const known = await MenuItemModel.distinct('dishId', { dishId: { $in: [...dishIds] }, archived: { $ne: true } }, { session });
  const unknown = dishIds.filter((id) => !known.includes(id));
  if (unknown.length > 0) throw invalidField('dishIds', msg(UNKNOWN_DISHES_MESSAGE, { ids: unknown.join(', ') }));
  await withdrawFrom(extraId, dishIds, session);
  const adding = await MenuItemModel.distinct('dishId', { dishId: { $in: [...dishIds] }, extraIds: { $ne: extraId } }, { session });
  if (adding.length > 0)
    await MenuItemModel.updateMany({ dishId: { $in: adding } }, { $push: { extraIds: extraId }, $inc: { dishVersion: 1 } }, { session });
}

/** Takes the add-on off every dish but `keep`. */
export async function withdrawFrom(extraId: string, keep: readonly string[], session: ClientSession): Promise<void> {
  const removing = await MenuItemModel.distinct('dishId', { dishId: { $nin: [...keep] }, extraIds: extraId }, { session });
  if (removing.length > 0)
    await MenuItemModel.updateMany({ dishId: { $in: removing } }, { $pull: { extraIds: extraId }, $inc: { dishVersion: 1 } }, { session });
}

/** The editable fields of an add-on, for the audit entry. */
export function auditedExtra(extra: AdminExtra) {
  return {
    name: extra.name,
    translations: extra.translations,
    price: extra.price,
    allergens: extra.allergens,
    dishIds: extra.dishIds,
    archived: extra.archived,
  };
}
