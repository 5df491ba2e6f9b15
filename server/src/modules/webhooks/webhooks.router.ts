import {
  webhookCreateRequestSchema,
  webhookDeliveriesQuerySchema,
  webhookParamsSchema,
  webhookReplayRequestSchema,
  webhookResendRequestSchema,
  webhookUpdateRequestSchema,
} from '@pizza/shared';
import { Router } from 'express';

import { validate } from '../../middleware/validate';
import { type AuthGuard, currentUser, requireRole } from '../auth';
import type { WebhooksService } from './webhooks.service';

/** Mounted at /api/integrations/webhooks: staff manage the endpoints the shop calls. */
export function createWebhooksRouter(webhooks: WebhooksService, guard: Pick<AuthGuard, 'authenticate'>): Router {
  const router = Router();
  router.use(guard.authenticate, requireRole('ADMIN'));
  const params = validate({ params: webhookParamsSchema });

  router.post('/', validate({ body: webhookCreateRequestSchema }), async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.status(201).json(await webhooks.create(req.body, currentUser(req).id));
  });

  router.get('/', async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json(await webhooks.list());
  });

  router.patch('/:id', validate({ params: webhookParamsSchema, body: webhookUpdateRequestSchema }), async (req, res) => {
    res.json(await webhooks.update(req.params.id, req.body));
  });

  router.delete('/:id', params, async (req, res) => {
    await webhooks.remove(req.params.id);
    res.status(204).end();
  });

  router.post('/:id/rotate-secret', params, async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json(await webhooks.rotateSecret(req.params.id));
  });

  router.post('/:id/test', params, async (req, res) => {
    res.json(await webhooks.sendTest(req.params.id));
  });

  router.get('/:id/deliveries', validate({ params: webhookParamsSchema, query: webhookDeliveriesQuerySchema }), async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json(await webhooks.deliveries(req.params.id, req.query.limit));
  });

  router.post('/:id/resend', validate({ params: webhookParamsSchema, body: webhookResendRequestSchema }), async (req, res) => {
    res.json(await webhooks.resend(req.params.id, req.body.eventId));
  });

  router.post('/:id/replay', validate({ params: webhookParamsSchema, body: webhookReplayRequestSchema }), async (req, res) => {
    res.json(await webhooks.replay(req.params.id, req.body.fromSeq));
  });

  return router;
}
