import type { AuthGuard } from '../auth';
import type { Feature } from '../feature';
import { registerIntegrationsOpenApi } from './integrations.openapi';
import { createIntegrationsRouter } from './integrations.router';
import type { IntegrationsService } from './integrations.service';

export { createIntegrationsService, type Integrator, type IntegrationsService } from './integrations.service';

/** Integrator API keys, managed by staff at /api/integrations. */
export function integrationsFeature({ integrations, guard }: { integrations: IntegrationsService; guard: AuthGuard }): Feature {
  return {
    routes: [{ path: '/api/integrations', router: createIntegrationsRouter(integrations, guard) }],
    registerOpenApi: registerIntegrationsOpenApi,
  };
}
