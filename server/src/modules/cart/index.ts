import type { Config } from '../../config/env';
import type { Feature } from '../feature';
import { registerCartOpenApi } from './cart.openapi';
import { createCartRouter } from './cart.router';
import { createCartService } from './cart.service';

export function cartFeature(deps: { config: Pick<Config, 'jwtSecret'> }): Feature {
  return {
    routes: [{ path: '/api/cart', router: createCartRouter(createCartService(), deps.config) }],
    registerOpenApi: registerCartOpenApi,
  };
}
