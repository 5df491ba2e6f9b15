import { clientConfigSchema } from '@pizza/shared';

import { route, type RouteTable } from '../../lib/route-table';
import { buildClientConfig, type ClientConfigSource } from './client-config.service';

/** Mounted at /api/config/client. The answer is fixed for the life of the process. */
export function clientConfigRoutes(source: ClientConfigSource): RouteTable {
  const body = buildClientConfig(source);
  const config = route({
    method: 'get',
    path: '/',
    access: 'public',
    handler: (_req, res) => {
      // A restart may move the emulator to another port; never let a browser keep an old answer.
      res.setHeader('Cache-Control', 'no-cache');
      res.json(body);
    },
    doc: {
      summary: 'Public run-time settings of the web client (Firebase web config, Auth emulator host, maps key)',
      responses: {
        200: { description: 'The settings', content: { 'application/json': { schema: clientConfigSchema } } },
      },
    },
  });
  return { mount: '/api/config/client', tag: 'config', routes: [config] };
}
