import { idParamsSchema, menuCategoryParamsSchema, menuItemAvailabilityRequestSchema, menuItemByNameSizeQuerySchema } from '@pizza/shared';
import { Router } from 'express';

import { msg, notFound } from '../../lib/errors';
import { validate } from '../../middleware/validate';
import { type AuthGuard, requireRole } from '../auth';
import { sendCachedJson } from './cached-json';
import type { MenuAvailabilityService } from './menu.availability';
import { type Catalogue, nameSizeKey } from './menu.catalogue';

export interface MenuRouterDeps {
  catalogue: Catalogue;
  availability: MenuAvailabilityService;
  guard: Pick<AuthGuard, 'authenticate'>;
}

/**
 * Mounted at /api/menuItem (the original's paths, SPEC section 7). Public: browsing needs no login.
 * Every answer is a pre-serialised body from the catalogue; no request touches the database.
 * Marking an item sold out is staff only.
 */
export function createMenuRouter({ catalogue, availability, guard }: MenuRouterDeps): Router {
  const router = Router();

  router.get('/get/category/:category', validate({ params: menuCategoryParamsSchema }), async (req, res) => {
    const { byCategory } = await catalogue.current();
    sendCachedJson(req, res, byCategory[req.params.category]);
  });

  // Before /get/:id, which would otherwise take "name" as an id.
  router.get('/get/name/size', validate({ query: menuItemByNameSizeQuerySchema }), async (req, res) => {
    const { byNameSize, noItems } = await catalogue.current();
    sendCachedJson(req, res, byNameSize.get(nameSizeKey(req.query.name, req.query.size)) ?? noItems);
  });

  router.get('/get/:id', validate({ params: idParamsSchema }), async (req, res) => {
    const body = (await catalogue.current()).byId.get(req.params.id);
    if (!body) throw notFound(msg('Menu item not found: {id}', { id: req.params.id }));
    sendCachedJson(req, res, body);
  });

  router.put(
    '/:id/availability',
    guard.authenticate,
    requireRole('ADMIN'),
    validate({ params: idParamsSchema, body: menuItemAvailabilityRequestSchema }),
    async (req, res) => {
      res.json(await availability.setMenuItem(req.params.id, req.body));
    },
  );

  return router;
}
