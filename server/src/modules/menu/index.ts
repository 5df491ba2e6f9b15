import { mountTables } from '../../lib/route-table';
import { accessGuards, type AuthGuard } from '../auth';
import type { Feature } from '../feature';
import type { MenuAvailabilityService } from './menu.availability';
import type { Catalogue } from './menu.catalogue';
import { extrasRoutes, menuItemRoutes } from './menu.routes';

export { type CatalogueSync, createCatalogueSync } from './catalogue-sync';
export { createMenuAvailability, type MenuAvailabilityService } from './menu.availability';
export { type ExtraPrice, type ItemPrice, type MenuPrices, soldOutAt } from './menu.service';
export { type Catalogue, createMenuCatalogue, type MenuPriceSource, menuPrices } from './menu.catalogue';
export { PLACEHOLDER_IMAGE } from './menu-images';
export { seedMenu } from './menu.seed';

/**
 * Menu items (/api/menuItem) and their add-ons (/api/extras): one catalogue, one snapshot, one
 * invalidation. It is built now: the app is created after the database is connected and seeded.
 */
export function menuFeature({
  catalogue,
  menuAvailability,
  guard,
}: {
  catalogue: Catalogue;
  menuAvailability: MenuAvailabilityService;
  guard: AuthGuard;
}): Feature {
  catalogue.rebuild();
  const deps = { catalogue, availability: menuAvailability };
  return mountTables([menuItemRoutes(deps), extrasRoutes(deps)], accessGuards(guard));
}
