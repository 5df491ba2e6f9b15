import type { Feature } from '../feature';
import { registerClientConfigOpenApi } from './client-config.openapi';
import { createClientConfigRouter } from './client-config.router';
import type { ClientConfigSource } from './client-config.service';

export function clientConfigFeature(source: ClientConfigSource): Feature {
  return {
    routes: [{ path: '/api/config/client', router: createClientConfigRouter(source) }],
    registerOpenApi: registerClientConfigOpenApi,
  };
}
