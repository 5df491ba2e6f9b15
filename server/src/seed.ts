import type { Config } from './config/env';
import type { Clock } from './lib/clock';
import type { Logger } from './lib/logger';
import { seedStaffAccount } from './modules/auth';
import { placeholderDocuments, placeholderWarning, seedLegal } from './modules/legal';
import { type Catalogue, seedMenu } from './modules/menu';
import { fillOrderSearchFields } from './modules/orders';
import { seedRestaurant } from './modules/restaurant';

export interface SeedResult {
  menuItems: number;
  extras: number;
  adminCreated: boolean;
}

export interface SeedDeps {
  config: Pick<Config, 'admin' | 'profile'>;
  logger: Logger;
  clock: Clock;
  catalogue: Pick<Catalogue, 'invalidate'>;
}

/**
 * Idempotent, on every start: the menu from the bundled seed file, the restaurant profile, the
 * order search's fields of older orders, the legal pages' placeholders and the staff account of
 * ADMIN_EMAIL. Each module seeds its own data; this only orders the steps. A production start
 * warns, once, while a legal page is still the placeholder (docs/product/legal.md#placeholders).
 */
export async function seedDatabase({ config, logger, catalogue, clock }: SeedDeps): Promise<SeedResult> {
  const [menu] = await Promise.all([seedMenu(), seedRestaurant(), fillOrderSearchFields(), seedLegal(clock.now())]);
  const warning = placeholderWarning(config.profile, await placeholderDocuments());
  if (warning) logger.warn(warning);
  // The menu routes answer from a catalogue built in memory; it must not outlive what it mirrors.
  catalogue.invalidate();
  const adminCreated = await seedStaffAccount(config.admin, logger);
  const result = { ...menu, adminCreated };
  logger.debug(result, 'database seeded');
  return result;
}
