import { mountTables } from '../../lib/route-table';
import type { Feature } from '../feature';
import { type HealthDeps, healthRoutes } from './health.routes';

export function healthFeature(deps: HealthDeps): Feature {
  return mountTables([healthRoutes(deps)]);
}
