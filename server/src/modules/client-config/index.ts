import { mountTables } from '../../lib/route-table';
import type { Feature } from '../feature';
import { clientConfigRoutes } from './client-config.routes';
import type { ClientConfigSource } from './client-config.service';

export function clientConfigFeature(source: ClientConfigSource): Feature {
  return mountTables([clientConfigRoutes(source)]);
}
