import type { Feature } from '../feature';
import { menuCatalogue } from '../menu/menu.catalogue';
import { registerExtrasOpenApi } from './extras.openapi';
import { createExtrasRouter } from './extras.router';

/** Add-ons share the menu's catalogue (one snapshot, one invalidation); menuFeature builds it. */
export function extrasFeature(): Feature {
  return {
    routes: [{ path: '/api/extras', router: createExtrasRouter(menuCatalogue) }],
    registerOpenApi: registerExtrasOpenApi,
  };
}
