import {
  type HealthResponse,
  healthResponseSchema,
  type LiveResponse,
  liveResponseSchema,
  type ReadyResponse,
  readyResponseSchema,
} from '@pizza/shared';

import { transactionCounts } from '../../db/transaction';
import { route, type RouteTable } from '../../lib/route-table';
import type { Readiness } from '../../platform';

export interface HealthDeps {
  db: { status(): 'up' | 'down' };
  version: string;
  readiness: Readiness;
}

/** Mounted at /api/health. 503 while the database is down, so load balancers stop routing to us. */
export function healthRoutes({ db, version, readiness }: HealthDeps): RouteTable {
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
  const live = route({
    method: 'get',
    path: '/live',
    access: 'public',
    handler: (_req, res) => {
      const body: LiveResponse = { status: 'live', uptimeSeconds: Math.floor(process.uptime()) };
      res.setHeader('Cache-Control', 'no-store');
      res.json(body);
    },
    doc: {
      summary: 'Liveness: the process answers (restart it when this fails)',
      responses: { 200: { description: 'Alive', content: { 'application/json': { schema: liveResponseSchema } } } },
    },
  });
  const ready = route({
    method: 'get',
    path: '/ready',
    access: 'public',
    handler: async (_req, res) => {
      const body: ReadyResponse = await readiness.state();
      res.setHeader('Cache-Control', 'no-store');
      res.status(body.ready ? 200 : 503).json(body);
    },
    doc: {
      summary: 'Readiness: route traffic here (warmed, not draining, database reachable, follower caught up)',
      responses: {
        200: { description: 'Ready', content: { 'application/json': { schema: readyResponseSchema } } },
        503: { description: 'Not ready; the failing checks say why', content: { 'application/json': { schema: readyResponseSchema } } },
      },
    },
  });
  return { mount: '/api/health', tag: 'health', routes: [health, live, ready] };
}
