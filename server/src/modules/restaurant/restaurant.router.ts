import {
  busyRequestSchema,
  pauseRequestSchema,
  RESTAURANT_ID,
  type RestaurantStatus,
  restaurantHoursSchema,
  restaurantSettingsPatchSchema,
  restaurantSettingsSchema,
  restaurantStatusUpdateQuerySchema,
  UNTIL_TOO_FAR_MESSAGE,
  untilTooFar,
} from '@pizza/shared';
import { Router } from 'express';
import { z } from 'zod';

import type { Clock } from '../../lib/clock';
import { badRequest, notFound } from '../../lib/errors';
import { messageForRequest } from '../../lib/request-language';
import { validate } from '../../middleware/validate';
import { type AuthGuard, requireRole } from '../auth';
import type { RestaurantSettingsService } from './restaurant-settings';
import type { RestaurantService } from './restaurant.service';

export const RESTAURANT_MESSAGES = {
  statusUpdated: 'Restaurant status updated successfully.',
  hoursUpdated: 'Opening hours updated.',
  notFound: 'Restaurant not found',
  untilInPast: 'The end of the change must be in the future.',
} as const;

const restaurantParamsSchema = z.strictObject({ restaurantId: z.string().regex(/^\d{1,9}$/, 'Invalid restaurant id') });

export interface RestaurantRouterDeps {
  restaurant: RestaurantService;
  restaurantSettings: RestaurantSettingsService;
  guard: Pick<AuthGuard, 'authenticate'>;
  clock: Clock;
}

/**
 * Mounted at /api/restaurant. The status and the opening hours are public (customers are told when
 * the shop is open, search engines and integrators read the hours); changing them is staff only.
 * The settings (prep times, delivery bands, escalation) are staff only, read and write.
 */
export function createRestaurantRouter({ restaurant, restaurantSettings, guard, clock }: RestaurantRouterDeps): Router {
  const router = Router();
  const staff = [guard.authenticate, requireRole('ADMIN')];

  router.get('/restaurant-status', async (_req, res) => {
    // Never cached: a toggle or the hours' turn must show at once, everywhere.
    res.setHeader('Cache-Control', 'no-store');
    res.json((await restaurant.status(clock.now())) satisfies RestaurantStatus);
  });

  router.get('/hours', async (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.json(await restaurant.hours());
  });

  router.put('/hours', ...staff, validate({ body: restaurantHoursSchema }), async (req, res) => {
    await restaurant.setHours(req.body, clock.now());
    res.json(await restaurant.hours());
  });

  router.get('/settings', ...staff, async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json(await restaurantSettings.get());
  });

  router.put('/settings', ...staff, validate({ body: restaurantSettingsSchema }), async (req, res) => {
    res.json(await restaurantSettings.put(req.body));
  });

  router.patch('/settings', ...staff, validate({ body: restaurantSettingsPatchSchema }), async (req, res) => {
    res.json(await restaurantSettings.patch(req.body));
  });

  router.put('/busy', ...staff, validate({ body: busyRequestSchema }), async (req, res) => {
    res.json(await restaurant.setBusy(req.body.extraMinutes, clock.now()));
  });

  router.put('/pause', ...staff, validate({ body: pauseRequestSchema }), async (req, res) => {
    res.json(await restaurant.pause(req.body.minutes, clock.now()));
  });

  // Staff only; the original client always uses id 1 and sends a body `{}`, which is ignored.
  router.use('/:restaurantId/status', ...staff);
  router.put(
    '/:restaurantId/status',
    validate({ params: restaurantParamsSchema, query: restaurantStatusUpdateQuerySchema }),
    async (req, res) => {
      if (Number(req.params.restaurantId) !== RESTAURANT_ID) throw notFound(RESTAURANT_MESSAGES.notFound);
      const now = clock.now();
      const until = req.query.until ? new Date(req.query.until) : undefined;
      if (until && until.getTime() <= now.getTime()) throw badRequest(RESTAURANT_MESSAGES.untilInPast);
      if (until && untilTooFar(until, now)) throw badRequest(UNTIL_TOO_FAR_MESSAGE);
      await restaurant.setOpen(req.query.isOpen, now, until);
      res.type('text/plain').send(messageForRequest(req, res, RESTAURANT_MESSAGES.statusUpdated));
    },
  );

  return router;
}
