import type { Feature } from '../feature';
import { registerExtrasOpenApi } from './extras.openapi';
import { createExtrasRouter } from './extras.router';
import type { Catalogue } from './menu.catalogue';
import { registerMenuOpenApi } from './menu.openapi';
import { createMenuRouter } from './menu.router';

export { ExtraModel } from './extras.model';
export { type Catalogue, createMenuCatalogue } from './menu.catalogue';
export { PLACEHOLDER_IMAGE } from './menu-images';
export { MenuItemModel } from './menu.model';
export { seedMenu } from './menu.seed';

/**
 * Menu items (/api/menuItem) and their add-ons (/api/extras): one catalogue, one snapshot, one
 * invalidation. It is built now: the app is created after the database is connected and seeded.
 */
export function menuFeature({ catalogue }: { catalogue: Catalogue }): Feature {
  catalogue.rebuild();
  return {
    routes: [
      { path: '/api/menuItem', router: createMenuRouter(catalogue) },
      { path: '/api/extras', router: createExtrasRouter(catalogue) },
    ],
    registerOpenApi: (registry) => {
      registerMenuOpenApi(registry);
      registerExtrasOpenApi(registry);
    },
  };
}
