import {
  allergenSchema,
  categorySchema,
  dietTagSchema,
  extraSchema,
  idSchema,
  menuItemSchema,
  menuItemTranslationsSchema,
  nameTranslationsSchema,
} from '@pizza/shared';
import { z } from 'zod';

import { MenuCategoryModel } from './category.model';
import { ExtraModel } from './extras.model';
import { menuImageUrl } from './menu-images';
import { MenuItemModel } from './menu.model';
import { RemovedEntryModel, removedKey } from './removed-entries.model';
import seedData from './seed-data/menu-seed.json';

/*
 * Idempotent, on every start, and insert-only: the seed file is the demo menu a new shop starts with;
 * once staff edit it in the menu editor, their edits are the menu and a restart never overwrites them
 * (docs/product/menu.md#the-menu-editor). Entries staff deleted are not inserted again.
 */

const seedFileSchema = z.object({
  // Every dish and add-on carries its Hungarian text: the Hungarian shop shows no English.
  menuItems: z.array(
    menuItemSchema.pick({ id: true, name: true, description: true, price: true, category: true, size: true }).extend({
      translations: menuItemTranslationsSchema.required(),
      allergens: z.array(allergenSchema),
      dietTags: z.array(dietTagSchema),
      extraIds: z.array(idSchema),
    }),
  ),
  extras: z.array(
    extraSchema
      .pick({ id: true, name: true, price: true })
      .extend({ translations: nameTranslationsSchema.required(), allergens: z.array(allergenSchema) }),
  ),
  categories: z.array(z.object({ id: categorySchema, name: z.string(), translations: nameTranslationsSchema.required() })),
});

type SeedFile = z.infer<typeof seedFileSchema>;

/** A dish is the items sharing category and name; its id is the first size's id (docs/product/menu.md#dishes-and-sizes). */
export function dishIdsOf(items: ReadonlyArray<{ id: string; category: string; name: string }>): Map<string, string> {
  const first = new Map<string, string>();
  const dishIds = new Map<string, string>();
  for (const item of items) {
    const key = `${item.category}\u0000${item.name}`;
    if (!first.has(key)) first.set(key, item.id);
    dishIds.set(item.id, first.get(key)!);
  }
  return dishIds;
}

async function removedIds(kind: 'item' | 'extra'): Promise<Set<string>> {
  const entries = await RemovedEntryModel.find({ _id: { $regex: `^${kind}:` } }, { _id: 1 }).lean<Array<{ _id: string }>>();
  return new Set(entries.map((entry) => entry._id));
}

async function seedItems(items: SeedFile['menuItems']): Promise<void> {
  const removed = await removedIds('item');
  const dishIds = dishIdsOf(items);
  const inserts = items
    .map((item, index) => ({ item, index }))
    .filter(({ item }) => !removed.has(removedKey('item', item.id)))
    .map(({ item: { id, ...item }, index }) => ({
      updateOne: {
        filter: { _id: id },
        update: {
          $setOnInsert: {
            ...item,
            imageUrl: menuImageUrl(item),
            sortOrder: index,
            isAvailable: true,
            dishId: dishIds.get(id),
            dishVersion: 0,
          },
        },
        upsert: true,
      },
    }));
  if (inserts.length > 0) await MenuItemModel.bulkWrite(inserts);
}

async function seedExtras(extras: SeedFile['extras']): Promise<void> {
  const removed = await removedIds('extra');
  const inserts = extras
    .map((extra, index) => ({ extra, index }))
    .filter(({ extra }) => !removed.has(removedKey('extra', extra.id)))
    .map(({ extra: { id, ...extra }, index }) => ({
      updateOne: { filter: { _id: id }, update: { $setOnInsert: { ...extra, sortOrder: index, version: 0 } }, upsert: true },
    }));
  if (inserts.length > 0) await ExtraModel.bulkWrite(inserts);
}

async function seedCategories(categories: SeedFile['categories']): Promise<void> {
  await MenuCategoryModel.bulkWrite(
    categories.map(({ id, ...category }, index) => ({
      updateOne: { filter: { _id: id }, update: { $setOnInsert: { ...category, sortOrder: index, version: 0 } }, upsert: true },
    })),
  );
}

type Migrated = { _id: string; category: string; name: string };

/**
 * Databases from before the editor: each item gets its dish (the first item of its category and
 * name, in menu order) and a version, and the seed's allergens, diet tags and add-ons once; an
 * add-on gets its allergens and a version. Fields already there (staff's) are never touched.
 */
async function migrate(data: SeedFile): Promise<void> {
  const seedItem = new Map(data.menuItems.map((item) => [item.id, item]));
  const withoutDish = await MenuItemModel.find({ dishId: { $exists: false } }, { category: 1, name: 1 })
    .sort({ sortOrder: 1, _id: 1 })
    .lean<Migrated[]>();
  if (withoutDish.length > 0) {
    const all = await MenuItemModel.find({}, { category: 1, name: 1, dishId: 1 })
      .sort({ sortOrder: 1, _id: 1 })
      .lean<Array<Migrated & { dishId?: string }>>();
    const dishIds = dishIdsOf(all.map((item) => ({ id: item._id, category: item.category, name: item.name })));
    await MenuItemModel.bulkWrite(
      withoutDish.map((item) => ({
        updateOne: { filter: { _id: item._id, dishId: { $exists: false } }, update: { $set: { dishId: dishIds.get(item._id) } } },
      })),
    );
  }
  const fill = (field: 'allergens' | 'dietTags' | 'extraIds') =>
    MenuItemModel.find({ [field]: { $exists: false } }, { _id: 1 })
      .lean<Array<{ _id: string }>>()
      .then((items) =>
        items.length === 0
          ? undefined
          : MenuItemModel.bulkWrite(
              items.map(({ _id }) => ({
                updateOne: {
                  filter: { _id, [field]: { $exists: false } },
                  update: { $set: { [field]: seedItem.get(_id)?.[field] ?? [] } },
                },
              })),
            ),
      );
  await Promise.all([fill('allergens'), fill('dietTags'), fill('extraIds')]);
  await MenuItemModel.updateMany({ dishVersion: { $exists: false } }, { $set: { dishVersion: 0 } });
  const seedExtra = new Map(data.extras.map((extra) => [extra.id, extra]));
  const extrasWithout = await ExtraModel.find({ allergens: { $exists: false } }, { _id: 1 }).lean<Array<{ _id: string }>>();
  if (extrasWithout.length > 0)
    await ExtraModel.bulkWrite(
      extrasWithout.map(({ _id }) => ({
        updateOne: { filter: { _id, allergens: { $exists: false } }, update: { $set: { allergens: seedExtra.get(_id)?.allergens ?? [] } } },
      })),
    );
  await ExtraModel.updateMany({ version: { $exists: false } }, { $set: { version: 0 } });
}

/**
 * Menu items, add-ons and categories from the bundled seed file, then the migration of an older
 * database. The caller invalidates the menu catalogue afterwards: the menu routes answer from
 * memory, which must not outlive what it mirrors.
 */
export async function seedMenu(): Promise<{ menuItems: number; extras: number }> {
  const data = seedFileSchema.parse(seedData);
  await Promise.all([seedItems(data.menuItems), seedExtras(data.extras), seedCategories(data.categories)]);
  await migrate(data);
  return { menuItems: data.menuItems.length, extras: data.extras.length };
}
