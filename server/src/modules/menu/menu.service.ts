import {
  type Allergen,
  type Category,
  type DietTag,
  type Extra,
  type MenuCategory,
  type MenuItem,
  menuPhotoImageUrl,
  menuPhotoOf,
  type NameTranslations,
  type Size,
  SIZES,
  sortAllergens,
  type StoredMenuPhoto,
  withNameTranslations,
} from '@pizza/shared';
import type { ClientSession } from 'mongoose';

import { MenuCategoryModel, type MenuCategoryRecord } from './category.model';
import { ExtraModel, type ExtraRecord } from './extras.model';
import { MenuItemModel, type MenuItemRecord } from './menu.model';

/*
 * The catalogue's source. Reads by category, id or name happen on the pre-serialised catalogue,
 * never per request on the database. Availability is computed against `now`: a sold-out whose end
 * has passed is available again without anyone touching the stored value.
 */

/** Sold out at `now`: an end still ahead. */
export const soldOutAt = (until: Date | null | undefined, now: Date): until is Date => !!until && until.getTime() > now.getTime();

type ItemRecord = MenuItemRecord & { _id: string };
type ExtraDoc = ExtraRecord & { _id: string };
type CategoryDoc = MenuCategoryRecord & { _id: string };

/** Listed on the menu by staff: visible and not archived (an archived item is only read by id, for old orders). */
const listed = (item: Pick<MenuItemRecord, 'isAvailable' | 'archived'>) => item.isAvailable && !item.archived;

/** The sizes of each product (items sharing a name) sold out at `now`, smallest first. */
export function soldOutSizesByName(
  items: ReadonlyArray<Pick<MenuItemRecord, 'name' | 'size' | 'soldOutUntil'>>,
  now: Date,
): Map<string, Size[]> {
  const sizes = new Map<string, Size[]>();
  for (const item of items) {
    if (!soldOutAt(item.soldOutUntil, now)) continue;
    sizes.set(item.name, [...(sizes.get(item.name) ?? []), item.size as Size]);
  }
  for (const list of sizes.values()) list.sort((a, b) => SIZES.indexOf(a) - SIZES.indexOf(b));
  return sizes;
}

export function toMenuItemDto(item: ItemRecord, now: Date, soldOutSizes: Size[] = []): MenuItem {
  const hu = item.translations?.hu;
  const soldOut = soldOutAt(item.soldOutUntil, now);
  return {
    id: item._id,
    name: item.name,
    description: item.description,
    price: item.price,
    category: item.category as Category,
    size: item.size as MenuItem['size'],
    imageUrl: item.photo?.id ? menuPhotoImageUrl(item.photo as StoredMenuPhoto) : item.imageUrl,
    isAvailable: listed(item),
    available: listed(item) && !soldOut,
    ...(soldOut ? { soldOutUntil: item.soldOutUntil!.toISOString() } : {}),
    ...(soldOutSizes.length > 0 ? { soldOutSizes } : {}),
    // Only a real translation is served: mongoose may hand back an empty sub-document.
    ...(hu?.name ? { translations: { hu: { name: hu.name, description: hu.description ?? '' } } } : {}),
    dishId: item.dishId ?? item._id,
    allergens: sortAllergens((item.allergens ?? []) as Allergen[]),
    dietTags: (item.dietTags ?? []) as DietTag[],
    extraIds: item.extraIds ?? [],
    ...(item.photo?.id ? { photo: menuPhotoOf(item.photo as StoredMenuPhoto) } : {}),
  };
}

export function toExtraDto(extra: ExtraDoc, now: Date): Extra {
  const hu = extra.translations?.hu;
  const soldOut = soldOutAt(extra.soldOutUntil, now);
  return {
    id: extra._id,
    name: extra.name,
    price: extra.price,
    // An archived add-on is answered by id only (old orders, a cart line); it cannot be chosen.
    available: !soldOut && !extra.archived,
    ...(soldOut ? { soldOutUntil: extra.soldOutUntil!.toISOString() } : {}),
    ...(hu?.name ? { translations: { hu: { name: hu.name } } } : {}),
    allergens: sortAllergens((extra.allergens ?? []) as Allergen[]),
  };
}

/** The earliest sold-out end still ahead of `now`: when the menu's availability next changes by itself. */
export function nextExpiry(records: ReadonlyArray<{ soldOutUntil?: Date | null }>, now: Date): Date | undefined {
  const ends = records.map((record) => record.soldOutUntil).filter((until): until is Date => soldOutAt(until, now));
  return ends.length > 0 ? new Date(Math.min(...ends.map((until) => until.getTime()))) : undefined;
}

/**
 * What a cart prices an item by and checks before adding it: the stored fields, with the sold-out
 * end as stored, so availability is read against the cart's own `now` (not the listing's).
 */
export interface ItemPrice {
  id: string;
  name: string;
  imageUrl: string;
  size: Size;
  price: number;
  category: Category;
  isAvailable: boolean;
  soldOutUntil?: Date;
  translations?: NameTranslations;
  allergens: Allergen[];
  /** The add-ons this dish offers. */
  extraIds: string[];
}

export interface ExtraPrice {
  id: string;
  name: string;
  price: number;
  soldOutUntil?: Date;
  translations?: NameTranslations;
  allergens: Allergen[];
}

/** Every item and add-on by id (in menu order), as a cart prices them. */
export interface MenuPrices {
  items: ReadonlyMap<string, ItemPrice>;
  extras: ReadonlyMap<string, ExtraPrice>;
}

function toItemPrice(item: ItemRecord): ItemPrice {
  return {
    id: item._id,
    name: item.name,
    imageUrl: item.imageUrl,
    size: item.size as Size,
    price: item.price,
    category: item.category as Category,
    // An archived item can no longer be added or ordered (docs/product/menu.md#dishes-and-sizes).
    isAvailable: listed(item),
    ...(item.soldOutUntil ? { soldOutUntil: item.soldOutUntil } : {}),
    ...withNameTranslations(item.translations),
    allergens: sortAllergens((item.allergens ?? []) as Allergen[]),
    extraIds: item.extraIds ?? [],
  };
}

function toExtraPrice(extra: ExtraDoc): ExtraPrice {
  return {
    id: extra._id,
    name: extra.name,
    price: extra.price,
    ...(extra.soldOutUntil ? { soldOutUntil: extra.soldOutUntil } : {}),
    ...withNameTranslations(extra.translations),
    allergens: sortAllergens((extra.allergens ?? []) as Allergen[]),
  };
}

export function toCategoryDto(category: CategoryDoc): MenuCategory {
  const hu = category.translations?.hu;
  return {
    id: category._id as Category,
    name: category.name,
    ...(hu?.name ? { translations: { hu: { name: hu.name } } } : {}),
    ...(category.banner?.id ? { banner: menuPhotoOf(category.banner as StoredMenuPhoto) } : {}),
  };
}

export interface MenuListing {
  /** Every item, archived ones included (read by id for old orders), in menu order. */
  items: MenuItem[];
  /** Every add-on, archived ones included, in menu order. */
  extras: Extra[];
  /** The customer's sections, in their order. */
  categories: MenuCategory[];
  /** Archived items and add-ons: never listed, still answered by id. */
  archivedItemIds: ReadonlySet<string>;
  archivedExtraIds: ReadonlySet<string>;
  /** The same items and add-ons as a cart prices them (sold-out ends as stored). */
  prices: MenuPrices;
  /** When a sold-out ends next (the listing is stale from then on). */
  changesAt?: Date;
}

/** Every item (available or not) and every add-on, in menu (seed) order, as they stand at `now`. */
export async function listMenu(now: Date): Promise<MenuListing> {
  const [items, extras, categories] = await Promise.all([
    MenuItemModel.find().sort({ sortOrder: 1, _id: 1 }).lean<ItemRecord[]>(),
    ExtraModel.find().sort({ sortOrder: 1, _id: 1 }).lean<ExtraDoc[]>(),
    MenuCategoryModel.find().sort({ sortOrder: 1, _id: 1 }).lean<CategoryDoc[]>(),
  ]);
  // An archived dish may share its name with a new one: its sizes are not the new one's.
  const sizes = soldOutSizesByName(
    items.filter((item) => !item.archived),
    now,
  );
  const changesAt = nextExpiry([...items, ...extras], now);
  return {
    items: items.map((item) => toMenuItemDto(item, now, item.archived ? [] : sizes.get(item.name))),
    extras: extras.map((extra) => toExtraDto(extra, now)),
    categories: categories.map(toCategoryDto),
    archivedItemIds: new Set(items.filter((item) => item.archived).map((item) => item._id)),
    archivedExtraIds: new Set(extras.filter((extra) => extra.archived).map((extra) => extra._id)),
    prices: {
      items: new Map(items.map((item) => [item._id, toItemPrice(item)])),
      extras: new Map(extras.map((extra) => [extra._id, toExtraPrice(extra)])),
    },
    ...(changesAt ? { changesAt } : {}),
  };
}

/** One item as it stands at `now` (with its product's sold-out sizes); inside `session` when given. */
export async function readMenuItem(id: string, now: Date, session?: ClientSession): Promise<MenuItem | undefined> {
  const item = await MenuItemModel.findById(id, null, { session }).lean<ItemRecord>();
  if (!item) return undefined;
  if (item.archived) return toMenuItemDto(item, now);
  const siblings = await MenuItemModel.find(
    { name: item.name, archived: { $ne: true } },
    { name: 1, size: 1, soldOutUntil: 1 },
    { session },
  ).lean<ItemRecord[]>();
  return toMenuItemDto(item, now, soldOutSizesByName(siblings, now).get(item.name));
}

export async function readExtra(id: string, now: Date, session?: ClientSession): Promise<Extra | undefined> {
  const extra = await ExtraModel.findById(id, null, { session }).lean<ExtraDoc>();
  return extra ? toExtraDto(extra, now) : undefined;
}
