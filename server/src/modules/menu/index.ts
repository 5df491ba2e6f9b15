import type { Feature } from '../feature';
import { registerMenuOpenApi } from './menu.openapi';
import { createMenuRouter } from './menu.router';
import { createMenuService } from './menu.service';

export function menuFeature(): Feature {
  return {
    routes: [{ path: '/api/menuItem', router: createMenuRouter(createMenuService()) }],
    registerOpenApi: registerMenuOpenApi,
  };
}
