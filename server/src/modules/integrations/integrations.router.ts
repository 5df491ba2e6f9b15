import { integrationKeyCreateRequestSchema, integrationKeyParamsSchema } from '@pizza/shared';
import { Router } from 'express';

import { validate } from '../../middleware/validate';
import { type AuthGuard, currentUser, requireRole } from '../auth';
import type { IntegrationsService } from './integrations.service';

/** Mounted at /api/integrations: staff manage the integrators' keys. */
export function createIntegrationsRouter(integrations: IntegrationsService, guard: Pick<AuthGuard, 'authenticate'>): Router {
  const router = Router();
  router.use(guard.authenticate, requireRole('ADMIN'));

  router.post('/keys', validate({ body: integrationKeyCreateRequestSchema }), async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.status(201).json(await integrations.createKey(req.body.name, currentUser(req).id));
  });

  router.get('/keys', async (_req, res) => {
    res.json(await integrations.list());
  });

  router.delete('/keys/:keyId', validate({ params: integrationKeyParamsSchema }), async (req, res) => {
    await integrations.revoke(req.params.keyId);
    res.status(204).end();
  });

  return router;
}
