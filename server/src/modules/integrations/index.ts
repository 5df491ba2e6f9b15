import { mountTables } from '../../lib/route-table';
import { accessGuards, type AuthGuard } from '../auth';
import type { Feature } from '../feature';
import { integrationsRoutes } from './integrations.routes';
import type { IntegrationsService } from './integrations.service';

export { createIntegrationsService, type Integrator, type IntegrationsService } from './integrations.service';

/** Integrator API keys, managed by staff at /api/integrations. */
export function integrationsFeature({ integrations, guard }: { integrations: IntegrationsService; guard: AuthGuard }): Feature {
  return mountTables([integrationsRoutes(integrations)], accessGuards(guard));
}
