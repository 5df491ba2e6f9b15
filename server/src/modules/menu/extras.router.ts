import { idParamsSchema } from '@pizza/shared';
import { Router } from 'express';

import { notFound } from '../../lib/errors';
import { validate } from '../../middleware/validate';
import { sendCachedJson } from './cached-json';
import type { Catalogue } from './menu.catalogue';

/** Mounted at /api/extras. Public (the item modal lists add-ons before login); served from the menu catalogue. */
export function createExtrasRouter(catalogue: Catalogue): Router {
  const router = Router();

  router.get('/get/all', async (req, res) => {
    sendCachedJson(req, res, (await catalogue.current()).extras);
  });

  router.get('/get/:id', validate({ params: idParamsSchema }), async (req, res) => {
    const body = (await catalogue.current()).extraById.get(req.params.id);
    if (!body) throw notFound(`Extra not found: ${req.params.id}`);
    sendCachedJson(req, res, body);
  });

  return router;
}
