import type { HealthResponse } from '@pizza/shared';
import { Router } from 'express';

import { transactionCounts } from '../../db/transaction';

export interface HealthDeps {
  db: { status(): 'up' | 'down' };
  version: string;
}

/** Mounted at /api/health. 503 while the database is down, so load balancers stop routing to us. */
export function createHealthRouter({ db, version }: HealthDeps): Router {
  const router = Router();

  router.get('/', (_req, res) => {
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
  });

  return router;
}
