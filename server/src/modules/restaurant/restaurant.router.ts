import { RESTAURANT_ID, type RestaurantStatus, restaurantStatusUpdateQuerySchema } from '@pizza/shared';
import { Router } from 'express';
import { z } from 'zod';

import { notFound } from '../../lib/errors';
import { validate } from '../../middleware/validate';
import { type AuthGuard, requireRole } from '../auth';
import type { RestaurantService } from './restaurant.service';

export const RESTAURANT_MESSAGES = { statusUpdated: 'Restaurant status updated successfully.', notFound: 'Restaurant not found' } as const;

const restaurantParamsSchema = z.strictObject({ restaurantId: z.string().regex(/^\d{1,9}$/, 'Invalid restaurant id') });

/** Mounted at /api/restaurant. The status is public (customers are told when the shop is closed); changing it is staff only. */
export function createRestaurantRouter(restaurant: RestaurantService, guard: Pick<AuthGuard, 'authenticate'>): Router {
  const router = Router();

  router.get('/restaurant-status', async (_req, res) => {
    // Never cached: a toggle must show at once, everywhere.
    res.setHeader('Cache-Control', 'no-store');
    const { isOpen, minimumOrder } = await restaurant.profile();
    res.json({ isOpen, minimumOrder } satisfies RestaurantStatus);
  });

  // Staff only; the original client always uses id 1 and sends a body `{}`, which is ignored.
  router.use('/:restaurantId/status', guard.authenticate, requireRole('ADMIN'));
  router.put(
    '/:restaurantId/status',
    validate({ params: restaurantParamsSchema, query: restaurantStatusUpdateQuerySchema }),
    async (req, res) => {
      if (Number(req.params.restaurantId) !== RESTAURANT_ID) throw notFound(RESTAURANT_MESSAGES.notFound);
      await restaurant.setOpen(req.query.isOpen);
      res.type('text/plain').send(RESTAURANT_MESSAGES.statusUpdated);
    },
  );

  return router;
}
