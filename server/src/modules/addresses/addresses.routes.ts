import {
  ADDRESS_MESSAGES,
  addressCreateRequestSchema,
  addressSchema,
  addressSuggestionsSchema,
  addressSuggestQuerySchema,
  addressValidateRequestSchema,
  addressValidateResponseSchema,
  idParamsSchema,
  outsideZoneMessage,
  selectedAddressQuerySchema,
} from '@pizza/shared';
import type { RequestHandler, Response } from 'express';
import { z } from 'zod';

import { notFound } from '../../lib/errors';
import { errorResponse, jsonResponse, textResponse } from '../../lib/openapi';
import { messageForRequest } from '../../lib/request-language';
import { route, type RouteTable } from '../../lib/route-table';
import { RATE_LIMITED_MESSAGE } from '../../middleware/rate-limit';
import { currentUser } from '../auth';
import type { AddressService } from './addresses.service';

/** The header that carries the id of a new address (the body stays the original's text). */
export const ADDRESS_ID_HEADER = 'X-Address-Id';

const sendText = (res: Response, text: string) => void res.type('text/plain').send(text);
const signedIn = { 401: errorResponse('Authentication required'), 403: errorResponse('Customers only') };
const ZONE = `'${outsideZoneMessage(5000)}' (code OUTSIDE_ZONE)`;

export interface AddressRoutesDeps {
  addresses: AddressService;
  limiters: { validate: RequestHandler; suggest: RequestHandler };
}

/** Mounted at /api/address. validate and suggest are public; the rest is the signed-in customer's own book. */
export function addressRoutes({ addresses, limiters }: AddressRoutesDeps): RouteTable {
  const routes = [
    route({
      method: 'post',
      path: '/add',
      access: 'customer',
      body: addressCreateRequestSchema,
      bodyAs: 'form-or-json',
      handler: async (req, res) => {
        const addressId = await addresses.add(currentUser(req).id, req.body);
        res.setHeader(ADDRESS_ID_HEADER, addressId);
        sendText(res, messageForRequest(req, res, ADDRESS_MESSAGES.saved));
      },
      doc: {
        summary: 'Save an address; the server checks the delivery zone (straight line from the restaurant)',
        description: `Without latitude/longitude (the original client) the server places the street itself (demo street list, then Google geocoding when configured). The new id is in the ${ADDRESS_ID_HEADER} header.`,
        responses: {
          200: {
            ...textResponse(ADDRESS_MESSAGES.saved),
            headers: { [ADDRESS_ID_HEADER]: { description: 'Id of the new address', schema: { type: 'string' } } },
          },
          400: errorResponse(`Validation, ${ZONE}, '${ADDRESS_MESSAGES.chooseFromSuggestions}' or '${ADDRESS_MESSAGES.tooMany}'`),
          ...signedIn,
          409: errorResponse(ADDRESS_MESSAGES.duplicate),
        },
      },
    }),
    // The original client posts `{}` here; any body is ignored.
    route({
      method: 'post',
      path: '/address-selected/:id',
      access: 'customer',
      params: idParamsSchema,
      handler: async (req, res) => {
        await addresses.select(currentUser(req).id, req.params.id);
        sendText(res, messageForRequest(req, res, ADDRESS_MESSAGES.selected));
      },
      doc: {
        summary: 'Select one of your addresses; every other one is unselected in the same step',
        responses: {
          200: textResponse(ADDRESS_MESSAGES.selected),
          ...signedIn,
          404: errorResponse(`${ADDRESS_MESSAGES.notFound} (also for another customer's)`),
        },
      },
    }),
    route({
      method: 'get',
      path: '/all',
      access: 'customer',
      handler: async (req, res) => {
        res.json(await addresses.list(currentUser(req).id));
      },
      doc: {
        summary: 'Your addresses, newest first',
        responses: { 200: jsonResponse('The addresses', z.array(addressSchema)), ...signedIn },
      },
    }),
    route({
      method: 'get',
      path: '/selected',
      access: 'customer',
      query: selectedAddressQuerySchema,
      handler: async (req, res) => {
        const address = await addresses.selected(currentUser(req).id);
        if (!address) throw notFound(ADDRESS_MESSAGES.noneSelected);
        res.json(address);
      },
      doc: {
        summary: 'Your selected address',
        responses: {
          200: jsonResponse('The selected address', addressSchema),
          ...signedIn,
          404: errorResponse(ADDRESS_MESSAGES.noneSelected),
        },
      },
    }),
    route({
      method: 'delete',
      path: '/:id',
      access: 'customer',
      params: idParamsSchema,
      handler: async (req, res) => {
        await addresses.remove(currentUser(req).id, req.params.id);
        sendText(res, messageForRequest(req, res, ADDRESS_MESSAGES.deleted));
      },
      doc: {
        summary: 'Delete one of your addresses (orders keep their own copy)',
        responses: {
          200: textResponse(ADDRESS_MESSAGES.deleted),
          ...signedIn,
          404: errorResponse(`${ADDRESS_MESSAGES.notFound} (also for another customer's)`),
        },
      },
    }),
    route({
      method: 'post',
      path: '/validate',
      access: 'public',
      before: [limiters.validate],
      body: addressValidateRequestSchema,
      bodyAs: 'form-or-json',
      handler: async (req, res) => {
        res.json({ valid: await addresses.validate(req.body) });
      },
      doc: {
        summary: 'Is this point inside the delivery zone? (public, rate-limited)',
        responses: {
          200: jsonResponse('Whether the point is inside the zone', addressValidateResponseSchema),
          400: errorResponse('Missing or invalid coordinates'),
          429: errorResponse(RATE_LIMITED_MESSAGE),
        },
      },
    }),
    route({
      method: 'get',
      path: '/suggest',
      access: 'public',
      before: [limiters.suggest],
      query: addressSuggestQuerySchema,
      handler: async (req, res) => {
        res.setHeader('Cache-Control', 'public, max-age=3600');
        res.json(await addresses.suggest(req.query.q));
      },
      doc: {
        summary: 'Street suggestions from the bundled demo list of Debrecen streets (public, rate-limited; at most 8)',
        responses: {
          200: jsonResponse('Matching streets with coordinates and whether they are inside the zone', addressSuggestionsSchema),
          400: errorResponse('Missing or too long query'),
          429: errorResponse(RATE_LIMITED_MESSAGE),
        },
      },
    }),
  ];
  return { mount: '/api/address', tag: 'address', routes, unmatched: { access: 'customer' } };
}
