import { promoCodeSchema, promoCreateRequestSchema, promoIdParamsSchema, promoListSchema, promoUpdateRequestSchema } from '@pizza/shared';
import { z } from 'zod';

import { errorResponse, jsonResponse } from '../../lib/openapi';
import { route, type RouteTable } from '../../lib/route-table';
import { currentUser } from '../auth';
import type { PromoAdmin } from './promo-admin';
import { PROMO_ADMIN_MESSAGES } from './promo-messages';

const staffOnly = { 401: errorResponse('Authentication required'), 403: errorResponse('Staff only, or Your role does not allow this') };
const listQuerySchema = z.strictObject({
  /** true: the customers' personal loyalty rewards too. */
  personal: z.enum(['true', 'false'], 'personal is true or false.').optional(),
});
const invalidRules =
  'A value out of range (a percentage over 100, a cap on a fixed amount, the end of validity before its start, a code with other than 4–24 letters, digits or dashes), with the reason and its path';

/** Mounted at /api/admin/promos: staff with shop.settings make and edit promo codes (docs/product/promo-codes.md). */
export function promosRoutes({ admin }: { admin: PromoAdmin }): RouteTable {
  const routes = [
    route({
      method: 'get',
      path: '/',
      access: { can: 'shop.settings' },
      query: listQuerySchema,
      handler: async (req, res) => {
        res.setHeader('Cache-Control', 'no-store');
        res.json(await admin.list({ personal: req.query.personal === 'true' }));
      },
      doc: {
        summary: 'The promo codes, newest first, with their uses (staff with shop.settings)',
        description: 'Without ?personal=true the loyalty rewards (personal codes of one customer) are left out.',
        responses: { 200: jsonResponse('The codes', promoListSchema), ...staffOnly },
      },
    }),
    route({
      method: 'post',
      path: '/',
      access: { can: 'shop.settings' },
      body: promoCreateRequestSchema,
      handler: async (req, res) => {
        res.status(201).json(await admin.create(currentUser(req), req.body));
      },
      doc: {
        summary: 'Make a promo code (staff with shop.settings); audited as promo.created',
        description:
          'code (any case, stored upper-case) may be left out: the server generates 10 symbols of ABCDEFGHJKMNPQRSTUVWXYZ23456789 (about 49 bits).',
        responses: {
          201: jsonResponse('The code as stored', promoCodeSchema),
          400: errorResponse(invalidRules),
          ...staffOnly,
          409: errorResponse(`'${PROMO_ADMIN_MESSAGES.codeTaken}' (code PROMO_CODE_TAKEN)`),
        },
      },
    }),
    route({
      method: 'put',
      path: '/:promoId',
      access: { can: 'shop.settings' },
      params: promoIdParamsSchema,
      body: promoUpdateRequestSchema,
      handler: async (req, res) => {
        res.json(await admin.update(currentUser(req), req.params.promoId, req.body.rules));
      },
      doc: {
        summary: "Replace a promo code's rules (staff with shop.settings; the code and its uses stay); audited as promo.updated",
        description: 'Codes are never deleted (orders and reports name them): switch one off with active false.',
        responses: {
          200: jsonResponse('The code as stored', promoCodeSchema),
          400: errorResponse(invalidRules),
          ...staffOnly,
          404: errorResponse(PROMO_ADMIN_MESSAGES.notFound),
        },
      },
    }),
  ];
  return { mount: '/api/admin/promos', tag: 'promos', routes, unmatched: { access: { can: 'shop.settings' } } };
}
