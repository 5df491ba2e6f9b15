import type { Router } from 'express';

import type { OpenApiRegistrar } from '../lib/openapi';

/** What a feature module contributes to the app: its routers (by mount path) and its API docs. */
export interface Feature {
  routes: Array<{ path: string; router: Router }>;
  registerOpenApi: OpenApiRegistrar;
}
