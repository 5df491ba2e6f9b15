import { pushSubscriptionParamsSchema, pushSubscriptionRequestSchema } from '@pizza/shared';
import { Router } from 'express';

import { validate } from '../../middleware/validate';
import { type AuthGuard, currentUser, requireRole } from '../auth';
import type { PushService } from './push.service';

/** Mounted at /api/push: staff subscribe their board devices to web push and manage them. */
export function createPushRouter(push: PushService, guard: Pick<AuthGuard, 'authenticate'>): Router {
  const router = Router();
  router.use(guard.authenticate, requireRole('ADMIN'));

  router.get('/vapid-public-key', async (_req, res) => {
    res.json(await push.publicKey());
  });

  router.post('/subscriptions', validate({ body: pushSubscriptionRequestSchema }), async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.status(201).json(await push.subscribe(req.body, currentUser(req).id, req.get('user-agent')));
  });

  router.get('/subscriptions', async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json(await push.list(currentUser(req).id));
  });

  router.delete('/subscriptions/:id', validate({ params: pushSubscriptionParamsSchema }), async (req, res) => {
    await push.remove(req.params.id, currentUser(req).id);
    res.status(204).end();
  });

  return router;
}
