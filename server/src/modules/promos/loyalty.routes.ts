import { type LoyaltySettings, loyaltySettingsSchema, type RewardList, rewardListSchema } from '@pizza/shared';

import { errorResponse, jsonResponse } from '../../lib/openapi';
import { route, type RouteTable } from '../../lib/route-table';
import { currentUser } from '../auth';
import type { LoyaltySettingsService } from './loyalty-settings';

const staffOnly = { 401: errorResponse('Authentication required'), 403: errorResponse('Staff only, or Your role does not allow this') };

export interface LoyaltyRoutesDeps {
  loyalty: LoyaltySettingsService;
  myRewards: (userId: string) => Promise<RewardList>;
}

/** The loyalty reward's settings for staff with shop.settings, mounted at /api/admin/loyalty (docs/product/promo-codes.md#loyalty-reward). */
export function loyaltySettingsRoutes({ loyalty }: LoyaltyRoutesDeps): RouteTable {
  const routes = [
    route({
      method: 'get',
      path: '/',
      access: { can: 'shop.settings' },
      handler: async (_req, res) => {
        res.setHeader('Cache-Control', 'no-store');
        res.json((await loyalty.get()) satisfies LoyaltySettings);
      },
      doc: {
        summary: 'The loyalty reward settings (staff): on or off, every how many finished orders, the reward and its validity',
        responses: { 200: jsonResponse('The settings in force (off until saved)', loyaltySettingsSchema), ...staffOnly },
      },
    }),
    route({
      method: 'put',
      path: '/',
      access: { can: 'shop.settings' },
      body: loyaltySettingsSchema,
      handler: async (req, res) => {
        res.json(await loyalty.put(currentUser(req), req.body));
      },
      doc: {
        summary: 'Replace the loyalty reward settings (staff; the whole object); audited as loyalty.saved',
        description: 'Rewards already given keep their amount and validity; the new settings apply to the orders finished from now on.',
        responses: {
          200: jsonResponse('The settings as stored', loyaltySettingsSchema),
          400: errorResponse('A value out of range or not offered, with the reason and its path'),
          ...staffOnly,
        },
      },
    }),
  ];
  return { mount: '/api/admin/loyalty', tag: 'promos', routes, unmatched: { access: { can: 'shop.settings' } } };
}

/** The signed-in customer's rewards, mounted at /api/account/rewards. */
export function rewardsRoutes({ myRewards }: LoyaltyRoutesDeps): RouteTable {
  const routes = [
    route({
      method: 'get',
      path: '/',
      access: 'customer',
      handler: async (req, res) => {
        res.setHeader('Cache-Control', 'no-store');
        res.json(await myRewards(currentUser(req).id));
      },
      doc: {
        summary: 'My rewards (customer): your loyalty codes, newest first, each available, used or expired, and your progress to the next',
        responses: {
          200: jsonResponse('The rewards, and the progress while loyalty is on', rewardListSchema),
          401: errorResponse('Authentication required'),
          403: errorResponse('Customers only'),
        },
      },
    }),
  ];
  return { mount: '/api/account/rewards', tag: 'account', routes };
}
