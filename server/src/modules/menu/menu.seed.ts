import { extraSchema, menuItemSchema, menuItemTranslationsSchema, nameTranslationsSchema } from '@pizza/shared';
import { z } from 'zod';

import { ExtraModel } from './extras.model';
import { menuImageUrl } from './menu-images';
import { MenuItemModel } from './menu.model';
import seedData from './seed-data/menu-seed.json';

/* Idempotent: safe on every start. Upserts by id; availability belongs to staff and is only ever inserted. */

const seedFileSchema = z.object({
  // Every dish and add-on carries its Hungarian text: the Hungarian shop shows no English.
  menuItems: z.array(
    menuItemSchema
      .pick({ id: true, name: true, description: true, price: true, category: true, size: true })
      .extend({ translations: menuItemTranslationsSchema.required() }),
  ),
  extras: z.array(extraSchema.pick({ id: true, name: true, price: true }).extend({ translations: nameTranslationsSchema.required() })),
});

type SeedFile = z.infer<typeof seedFileSchema>;

/** The seed file is the menu's source: catalogue fields follow it; availability belongs to staff. */
async function seedItems(items: SeedFile['menuItems']): Promise<void> {
  await MenuItemModel.bulkWrite(
    items.map(({ id, ...item }, index) => ({
      updateOne: {
        filter: { _id: id },
        update: { $set: { ...item, imageUrl: menuImageUrl(item), sortOrder: index }, $setOnInsert: { isAvailable: true } },
        upsert: true,
      },
    })),
  );
}

async function seedExtras(extras: SeedFile['extras']): Promise<void> {
  await ExtraModel.bulkWrite(
    extras.map(({ id, ...extra }, index) => ({
      updateOne: { filter: { _id: id }, update: { $set: { ...extra, sortOrder: index } }, upsert: true },
    })),
  );
}

/**
 * Menu items and extras from the bundled seed file. The caller invalidates the menu catalogue
 * afterwards: the menu routes answer from memory, which must not outlive what it mirrors.
 */
export async function seedMenu(): Promise<{ menuItems: number; extras: number }> {
  const data = seedFileSchema.parse(seedData);
  await Promise.all([seedItems(data.menuItems), seedExtras(data.extras)]);
  return { menuItems: data.menuItems.length, extras: data.extras.length };
}
