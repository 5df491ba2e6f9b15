import {
  type AdminDish,
  type Allergen,
  type Category,
  type DietTag,
  type DishInput,
  MENU_ADMIN_MESSAGES,
  menuPhotoOf,
  type Size,
  SIZES,
  sortAllergens,
  type StoredMenuPhoto,
} from '@pizza/shared';
import type { ClientSession } from 'mongoose';

import { conflict, msg, notFound } from '../../../lib/errors';
import { ExtraModel } from '../extras.model';
import { MenuItemModel, type MenuItemRecord } from '../menu.model';
import { invalidField, type MenuEditorDeps, UNKNOWN_ADDONS_MESSAGE } from './editor-context';

/** One stored size of a dish (a menu item). */
export type SizeRecord = MenuItemRecord & { _id: string; updatedAt?: Date };

const bySize = (a: { size: string }, b: { size: string }) => SIZES.indexOf(a.size as Size) - SIZES.indexOf(b.size as Size);

/** The stored sizes of a dish (removed sizes kept for old orders included), smallest first; inside `session`. */
export async function dishSizes(dishId: string, session: ClientSession): Promise<SizeRecord[]> {
  const items = await MenuItemModel.find({ dishId }, null, { session }).lean<SizeRecord[]>();
  return items.sort(bySize);
}

/** The sizes the dish comes in now (not the removed ones); 404 when there is no such dish. */
export async function currentDish(dishId: string, session: ClientSession): Promise<{ all: SizeRecord[]; sizes: SizeRecord[] }> {
  const all = await dishSizes(dishId, session);
  const sizes = all.filter((item) => !item.sizeRemoved);
  if (sizes.length === 0) throw notFound(MENU_ADMIN_MESSAGES.dishNotFound);
  return { all, sizes };
}

/** The dish as the editor shows it, from its current sizes. */
export function toAdminDish(sizes: SizeRecord[], ordered: boolean): AdminDish {
  const first = sizes[0]!;
  const hu = first.translations?.hu;
  const updatedAt = Math.max(...sizes.map((item) => item.updatedAt?.getTime() ?? 0));
  return {
    id: first.dishId ?? first._id,
    category: first.category as Category,
    name: first.name,
    description: first.description,
    translations: { hu: { name: hu?.name ?? '', description: hu?.description ?? '' } },
    sizes: sizes.map((item) => ({
      itemId: item._id,
      size: item.size as Size,
      price: item.price,
      ...(item.soldOutUntil ? { soldOutUntil: item.soldOutUntil.toISOString() } : {}),
    })),
    ...(first.photo?.id ? { photo: menuPhotoOf(first.photo as StoredMenuPhoto) } : {}),
    imageUrl: first.imageUrl,
    allergens: sortAllergens((first.allergens ?? []) as Allergen[]),
    dietTags: (first.dietTags ?? []) as DietTag[],
    extraIds: first.extraIds ?? [],
    visible: first.isAvailable,
    archived: !!first.archived,
    ordered,
    version: first.dishVersion ?? 0,
    updatedAt: new Date(updatedAt).toISOString(),
  };
}

/** Whether placed orders name any of the sizes (removed ones too). */
export async function isOrdered(deps: MenuEditorDeps, items: ReadonlyArray<{ _id: string }>, session: ClientSession): Promise<boolean> {
  const { itemIds } = await deps.orders.orderedMenuEntries({ itemIds: items.map((item) => item._id), extraIds: [] }, session);
  return itemIds.size > 0;
}

/**
 * 409 when another dish on the menu (not archived) already has this name: the original client's
 * size toggle finds a dish's other size by its exact name (docs/product/menu.md#dishes-and-sizes).
 */
export async function checkNameFree(name: string, ownDishId: string | undefined, session: ClientSession): Promise<void> {
  // Case-insensitive: "margarita" beside "Margarita" would confuse staff and customers alike.
  const exactly = new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'i');
  const taken = await MenuItemModel.findOne(
    { name: exactly, archived: { $ne: true }, ...(ownDishId ? { dishId: { $ne: ownDishId } } : {}) },
    { _id: 1 },
    { session },
  ).lean();
  if (taken) throw conflict(MENU_ADMIN_MESSAGES.nameTaken);
}

/** 400 naming extraIds when one is not an add-on on the menu. */
export async function checkExtrasExist(extraIds: readonly string[], session: ClientSession): Promise<void> {
  if (extraIds.length === 0) return;
  const found = await ExtraModel.find({ _id: { $in: [...extraIds] }, archived: { $ne: true } }, { _id: 1 }, { session }).lean<
    Array<{ _id: string }>
  >();
  const known = new Set(found.map((extra) => extra._id));
  const unknown = extraIds.filter((id) => !known.has(id));
  if (unknown.length > 0) throw invalidField('extraIds', msg(UNKNOWN_ADDONS_MESSAGE, { ids: unknown.join(', ') }));
}

/** What a dish's every size stores of the input (the fields shared by its sizes). */
export function sharedFields(input: DishInput, photo: StoredMenuPhoto | undefined) {
  return {
    category: input.category,
    name: input.name,
    description: input.description,
    translations: { hu: { name: input.translations.hu.name, description: input.translations.hu.description } },
    allergens: sortAllergens(input.allergens),
    dietTags: input.dietTags,
    extraIds: input.extraIds,
    isAvailable: input.visible,
    ...(photo ? { photo: { id: photo.id, width: photo.width, height: photo.height, widths: photo.widths } } : {}),
  };
}

/** The editable fields of a dish, for the audit entry's before and after. */
export function auditedDish(dish: AdminDish) {
  return {
    category: dish.category,
    name: dish.name,
    description: dish.description,
    translations: dish.translations,
    sizes: dish.sizes.map(({ size, price, itemId }) => ({ itemId, size, price })),
    photoId: dish.photo?.id ?? null,
    allergens: dish.allergens,
    dietTags: dish.dietTags,
    extraIds: dish.extraIds,
    visible: dish.visible,
    archived: dish.archived,
  };
}

/** A size's place in menu order: the dish's place, then MEDIUM before LARGE. */
export const sizeSortOrder = (dishBase: number, size: Size) => dishBase + SIZES.indexOf(size) / 10;

/** After the last dish of `category`: where a new (or moved) dish goes. */
export async function endOfCategory(category: Category, session: ClientSession): Promise<number> {
  const last = await MenuItemModel.findOne({ category }, { sortOrder: 1 }, { session })
    .sort({ sortOrder: -1 })
    .lean<{ sortOrder: number }>();
  return Math.floor(last?.sortOrder ?? -1) + 1;
}
