import type { Feature } from '../feature';
import { registerHealthOpenApi } from './health.openapi';
import { createHealthRouter, type HealthDeps } from './health.router';

export function healthFeature(deps: HealthDeps): Feature {
  return { routes: [{ path: '/api/health', router: createHealthRouter(deps) }], registerOpenApi: registerHealthOpenApi };
}
