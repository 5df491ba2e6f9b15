import fs from 'node:fs/promises';
import path from 'node:path';

import {
  BOTTLE_DEPOSIT_PER_DRINK,
  DELIVERY_FEE_BEFORE_NOON,
  DELIVERY_FEE_FROM_NOON,
  extraSchema,
  MINIMUM_ORDER,
  menuItemSchema,
  RESTAURANT_ID,
  RESTAURANT_PROFILE_DEFAULTS,
  SERVICE_FEE,
} from '@pizza/shared';
import { z } from 'zod';

import type { Config } from '../config/env';
import { type Logger } from '../lib/logger';
import { hashPassword } from '../lib/password';
import { ExtraModel } from '../modules/extras/extras.model';
import { invalidateMenuCatalogue } from '../modules/menu/menu.catalogue';
import { MenuItemModel } from '../modules/menu/menu.model';
import { RestaurantModel } from '../modules/restaurant/restaurant.model';
import { UserModel } from '../modules/users/users.model';
import { menuImageUrl } from './menu-images';

/* Idempotent: safe on every start. Upserts by id; state that staff own is only ever inserted. */

const seedFileSchema = z.object({
  menuItems: z.array(menuItemSchema.pick({ id: true, name: true, description: true, price: true, category: true, size: true })),
  extras: z.array(extraSchema),
});

/** Read at run time (not imported): the TypeScript project does not include JSON files. */
const SEED_FILE = path.join(__dirname, 'seed-data', 'menu-seed.json');

export interface SeedResult {
  menuItems: number;
  extras: number;
  adminCreated: boolean;
}

/** The seed file is the menu's source: catalogue fields follow it; availability belongs to staff. */
async function seedMenu(items: z.infer<typeof seedFileSchema>['menuItems']): Promise<void> {
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

async function seedExtras(extras: z.infer<typeof seedFileSchema>['extras']): Promise<void> {
  await ExtraModel.bulkWrite(
    extras.map(({ id, ...extra }, index) => ({
      updateOne: { filter: { _id: id }, update: { $set: { ...extra, sortOrder: index } }, upsert: true },
    })),
  );
}

/** Profile, open flag and fees are staff-configurable, so an existing restaurant is left alone. */
async function seedRestaurant(): Promise<void> {
  const profile = {
    ...RESTAURANT_PROFILE_DEFAULTS,
    serviceFee: SERVICE_FEE,
    bottleDepositPerDrink: BOTTLE_DEPOSIT_PER_DRINK,
    deliveryFeeBeforeNoon: DELIVERY_FEE_BEFORE_NOON,
    deliveryFeeFromNoon: DELIVERY_FEE_FROM_NOON,
    minimumOrder: MINIMUM_ORDER,
  };
  await RestaurantModel.updateOne({ _id: RESTAURANT_ID }, { $setOnInsert: profile }, { upsert: true });
}

/** Creates the staff account once; an existing account (and its password) is never changed. */
async function seedAdmin(admin: Config['admin'], logger: Logger): Promise<boolean> {
  const existing = await UserModel.findOne({ email: admin.email }, { role: 1 }).lean();
  if (existing) {
    if (existing.role !== 'ADMIN') logger.warn({ email: admin.email }, 'ADMIN_EMAIL belongs to a customer account; it was not made staff');
    return false;
  }
  try {
    await UserModel.create({
      email: admin.email,
      name: 'Pizza Point Staff',
      passwordHash: await hashPassword(admin.password),
      role: 'ADMIN',
    });
    return true;
  } catch (err) {
    // Another instance starting at the same moment created it first.
    if ((err as { code?: unknown }).code === 11000) return false;
    throw err;
  }
}

export async function seedDatabase(config: Pick<Config, 'admin'>, logger: Logger): Promise<SeedResult> {
  const data = seedFileSchema.parse(JSON.parse(await fs.readFile(SEED_FILE, 'utf8')));
  await Promise.all([seedMenu(data.menuItems), seedExtras(data.extras), seedRestaurant()]);
  // The menu routes answer from a catalogue built in memory; it must not outlive what it mirrors.
  invalidateMenuCatalogue();
  const adminCreated = await seedAdmin(config.admin, logger);
  const result = { menuItems: data.menuItems.length, extras: data.extras.length, adminCreated };
  logger.debug(result, 'database seeded');
  return result;
}
