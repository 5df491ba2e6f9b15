import type { Feature } from '../feature';
import { menuCatalogue } from './menu.catalogue';
import { registerMenuOpenApi } from './menu.openapi';
import { createMenuRouter } from './menu.router';

/** Builds the catalogue now: the app is created after the database is connected and seeded. */
export function menuFeature(): Feature {
  menuCatalogue.rebuild();
  return {
    routes: [{ path: '/api/menuItem', router: createMenuRouter(menuCatalogue) }],
    registerOpenApi: registerMenuOpenApi,
  };
}
