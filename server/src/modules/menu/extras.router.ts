import { extraAvailabilityRequestSchema, idParamsSchema } from '@pizza/shared';
import { Router } from 'express';

import { msg, notFound } from '../../lib/errors';
import { validate } from '../../middleware/validate';
import { requireRole } from '../auth';
import { sendCachedJson } from './cached-json';
import type { MenuRouterDeps } from './menu.router';

/**
 * Mounted at /api/extras. Public (the item modal lists add-ons before login); served from the menu
 * catalogue. Marking an add-on sold out is staff only.
 */
export function createExtrasRouter({ catalogue, availability, guard }: MenuRouterDeps): Router {
  const router = Router();

  router.get('/get/all', async (req, res) => {
    sendCachedJson(req, res, (await catalogue.current()).extras);
  });

  router.get('/get/:id', validate({ params: idParamsSchema }), async (req, res) => {
    const body = (await catalogue.current()).extraById.get(req.params.id);
    if (!body) throw notFound(msg('Extra not found: {id}', { id: req.params.id }));
    sendCachedJson(req, res, body);
  });

  router.put(
    '/:id/availability',
    guard.authenticate,
    requireRole('ADMIN'),
    validate({ params: idParamsSchema, body: extraAvailabilityRequestSchema }),
    async (req, res) => {
      res.json(await availability.setExtra(req.params.id, req.body));
    },
  );

  return router;
}
