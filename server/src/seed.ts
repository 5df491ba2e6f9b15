import type { Config } from './config/env';
import type { Logger } from './lib/logger';
import { seedStaffAccount } from './modules/auth';
import { type Catalogue, seedMenu } from './modules/menu';
import { fillOrderSearchFields } from './modules/orders';
import { seedRestaurant } from './modules/restaurant';

export interface SeedResult {
  menuItems: number;
  extras: number;
  adminCreated: boolean;
}

export interface SeedDeps {
  config: Pick<Config, 'admin'>;
  logger: Logger;
  catalogue: Pick<Catalogue, 'invalidate'>;
}

/**
 * Idempotent, on every start: the menu from the bundled seed file, the restaurant profile, the
 * order search's fields of older orders and the staff account of ADMIN_EMAIL. Each module seeds its
 * own data; this only orders the steps.
 */
export async function seedDatabase({ config, logger, catalogue }: SeedDeps): Promise<SeedResult> {
  const [menu] = await Promise.all([seedMenu(), seedRestaurant(), fillOrderSearchFields()]);
  // The menu routes answer from a catalogue built in memory; it must not outlive what it mirrors.
  catalogue.invalidate();
  const adminCreated = await seedStaffAccount(config.admin, logger);
  const result = { ...menu, adminCreated };
  logger.debug(result, 'database seeded');
  return result;
}
