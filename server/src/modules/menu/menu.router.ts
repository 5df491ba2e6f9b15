import { menuCategoryParamsSchema } from '@pizza/shared';
import { Router } from 'express';

import { validate } from '../../middleware/validate';
import type { MenuService } from './menu.service';

/** Mounted at /api/menuItem (the original's paths, SPEC section 7). Public: browsing needs no login. */
export function createMenuRouter(menu: MenuService): Router {
  const router = Router();

  router.get('/get/category/:category', validate({ params: menuCategoryParamsSchema }), async (req, res) => {
    res.json(await menu.listAvailableByCategory(req.params.category));
  });

  return router;
}
