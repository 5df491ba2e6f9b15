import { type HealthResponse, healthResponseSchema } from '@pizza/shared';

import { transactionCounts } from '../../db/transaction';
import { route, type RouteTable } from '../../lib/route-table';

export interface HealthDeps {
  db: { status(): 'up' | 'down' };
  version: string;
}

/** Mounted at /api/health. 503 while the database is down, so load balancers stop routing to us. */
export function healthRoutes({ db, version }: HealthDeps): RouteTable {
  const health = route({
    method: 'get',
    path: '/',
    access: 'public',
    handler: (_req, res) => {
      const dbStatus = db.status();
      const body: HealthResponse = {
        status: dbStatus === 'up' ? 'ok' : 'degraded',
        db: dbStatus,
        uptimeSeconds: Math.floor(process.uptime()),
        version,
        transactions: transactionCounts(),
      };
      res.setHeader('Cache-Control', 'no-store');
      res.status(dbStatus === 'up' ? 200 : 503).json(body);
    },
    doc: {
      summary: 'Liveness and database status',
      responses: {
        200: { description: 'Up, database reachable', content: { 'application/json': { schema: healthResponseSchema } } },
        503: { description: 'Database unreachable', content: { 'application/json': { schema: healthResponseSchema } } },
      },
    },
  });
  return { mount: '/api/health', tag: 'health', routes: [health] };
}
