import type { Feature } from '../feature';
import { registerExtrasOpenApi } from './extras.openapi';
import { createExtrasRouter } from './extras.router';
import { registerMenuOpenApi } from './menu.openapi';
import { createMenuRouter, type MenuRouterDeps } from './menu.router';

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
}: Omit<MenuRouterDeps, 'availability'> & { menuAvailability: MenuRouterDeps['availability'] }): Feature {
  catalogue.rebuild();
  const deps = { catalogue, availability: menuAvailability, guard };
  return {
    routes: [
      { path: '/api/menuItem', router: createMenuRouter(deps) },
      { path: '/api/extras', router: createExtrasRouter(deps) },
    ],
    registerOpenApi: (registry) => {
      registerMenuOpenApi(registry);
      registerExtrasOpenApi(registry);
    },
  };
}
