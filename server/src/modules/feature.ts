import type { Router } from 'express';

import type { OpenApiRegistrar } from '../lib/openapi';
import type { RouteTable } from '../lib/route-table';

/** What a feature module contributes to the app: its routers (by mount path) and its API docs. */
export interface Feature {
  routes: Array<{ path: string; router: Router }>;
  registerOpenApi: OpenApiRegistrar;
  /** The route tables the routers were made from (a test walks every staff route × every role through them). */
  tables: RouteTable[];
}
