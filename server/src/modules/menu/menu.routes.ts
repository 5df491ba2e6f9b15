import {
  extraAvailabilityRequestSchema,
  extraSchema,
  idParamsSchema,
  menuCategoryParamsSchema,
  menuItemAvailabilityRequestSchema,
  menuItemByNameSizeQuerySchema,
  menuItemSchema,
  UNTIL_MAX_DAYS,
} from '@pizza/shared';
import { z } from 'zod';

import { msg, notFound } from '../../lib/errors';
import { errorResponse, jsonResponse } from '../../lib/openapi';
import { route, type RouteTable } from '../../lib/route-table';
import { currentUser } from '../auth';
import { MENU_CACHE_CONTROL, sendCachedJson } from './cached-json';
import type { MenuAvailabilityService } from './menu-availability';
import { type Catalogue, nameSizeKey } from './menu-catalogue';

export interface MenuRoutesDeps {
  catalogue: Catalogue;
  availability: MenuAvailabilityService;
}

/** 200 with the caching headers every catalogue answer carries, and the 304 a matching If-None-Match gets. */
function cachedJsonResponses(description: string, schema: z.ZodType) {
  const headers = {
    ETag: { description: 'Strong validator: a hash of the body bytes (the gzip variant has its own)', schema: { type: 'string' as const } },
    'Cache-Control': { description: MENU_CACHE_CONTROL, schema: { type: 'string' as const } },
  };
  return {
    200: { description, headers, content: { 'application/json': { schema } } },
    304: { description: 'Not modified: If-None-Match matched the current ETag; no body', headers },
  };
}

const ifNoneMatch = { headers: z.object({ 'if-none-match': z.string().optional() }) };
const staffOnly = { 401: errorResponse('Authentication required'), 403: errorResponse('Staff only, or Your role does not allow this') };

/**
 * Mounted at /api/menuItem (the original's paths). Public: browsing needs no login. Every answer
 * is a pre-serialised body from the catalogue; no request touches the database. Marking an item
 * sold out is staff only.
 */
export function menuItemRoutes({ catalogue, availability }: MenuRoutesDeps): RouteTable {
  const routes = [
    route({
      method: 'get',
      path: '/get/category/:category',
      access: 'public',
      params: menuCategoryParamsSchema,
      handler: async (req, res) => {
        const { byCategory } = await catalogue.current();
        sendCachedJson(req, res, byCategory[req.params.category]);
      },
      doc: {
        summary: 'Available items of one category, in menu order',
        request: ifNoneMatch,
        responses: { ...cachedJsonResponses('The items', z.array(menuItemSchema)), 400: errorResponse('Unknown category') },
      },
    }),
    // Before /get/:id, which would otherwise take "name" as an id.
    route({
      method: 'get',
      path: '/get/name/size',
      access: 'public',
      query: menuItemByNameSizeQuerySchema,
      handler: async (req, res) => {
        const { byNameSize, noItems } = await catalogue.current();
        sendCachedJson(req, res, byNameSize.get(nameSizeKey(req.query.name, req.query.size)) ?? noItems);
      },
      doc: {
        summary: 'Items with exactly this name and size (the item modal size toggle reads the first)',
        request: ifNoneMatch,
        responses: {
          ...cachedJsonResponses('The items, possibly none', z.array(menuItemSchema)),
          400: errorResponse('Missing name or unknown size'),
        },
      },
    }),
    route({
      method: 'get',
      path: '/get/:id',
      access: 'public',
      params: idParamsSchema,
      handler: async (req, res) => {
        const body = (await catalogue.current()).byId.get(req.params.id);
        if (!body) throw notFound(msg('Menu item not found: {id}', { id: req.params.id }));
        sendCachedJson(req, res, body);
      },
      doc: {
        summary: 'One menu item, available or not (order pages and the admin board need names)',
        request: ifNoneMatch,
        responses: {
          ...cachedJsonResponses('The item', menuItemSchema),
          400: errorResponse('Malformed id'),
          404: errorResponse('Menu item not found: <id>'),
        },
      },
    }),
    route({
      method: 'put',
      path: '/:id/availability',
      access: { can: 'menu.soldOut' },
      params: idParamsSchema,
      body: menuItemAvailabilityRequestSchema,
      handler: async (req, res) => {
        res.json(await availability.setMenuItem(currentUser(req), req.params.id, req.body));
      },
      doc: {
        summary: 'Sold out (staff): the product in every size, or only `sizes`; until `until`, by default until the shop next opens',
        description:
          'Without `until` it comes back at the next opening of the opening hours (without hours: the next midnight in Budapest). ' +
          '`soldOut: false` makes it orderable again. Every menu answer changes at once on every instance (new ETag), and ' +
          '`menu-availability-changed` is appended to the event log.',
        responses: {
          200: jsonResponse('The item as it stands now (available, soldOutUntil, soldOutSizes)', menuItemSchema),
          400: errorResponse(
            `Invalid body, until in the past or more than ${UNTIL_MAX_DAYS} days ahead, or a size the product does not come in`,
          ),
          ...staffOnly,
          404: errorResponse('Menu item not found: <id>'),
        },
      },
    }),
  ];
  return { mount: '/api/menuItem', tag: 'menu', routes };
}

/**
 * Mounted at /api/extras. Public (the item modal lists add-ons before login); served from the menu
 * catalogue. Marking an add-on sold out is staff only.
 */
export function extrasRoutes({ catalogue, availability }: MenuRoutesDeps): RouteTable {
  const routes = [
    route({
      method: 'get',
      path: '/get/all',
      access: 'public',
      handler: async (req, res) => {
        sendCachedJson(req, res, (await catalogue.current()).extras);
      },
      doc: { summary: 'Every add-on, in menu order', responses: cachedJsonResponses('The add-ons', z.array(extraSchema)) },
    }),
    route({
      method: 'get',
      path: '/get/:id',
      access: 'public',
      params: idParamsSchema,
      handler: async (req, res) => {
        const body = (await catalogue.current()).extraById.get(req.params.id);
        if (!body) throw notFound(msg('Extra not found: {id}', { id: req.params.id }));
        sendCachedJson(req, res, body);
      },
      doc: {
        summary: 'One add-on',
        responses: {
          ...cachedJsonResponses('The add-on', extraSchema),
          400: errorResponse('Malformed id'),
          404: errorResponse('Extra not found: <id>'),
        },
      },
    }),
    route({
      method: 'put',
      path: '/:id/availability',
      access: { can: 'menu.soldOut' },
      params: idParamsSchema,
      body: extraAvailabilityRequestSchema,
      handler: async (req, res) => {
        res.json(await availability.setExtra(currentUser(req), req.params.id, req.body));
      },
      doc: {
        summary: 'Sold out (staff): until `until`, by default until the shop next opens; `soldOut: false` ends it',
        responses: {
          200: jsonResponse('The add-on as it stands now', extraSchema),
          400: errorResponse(`Invalid body, until in the past or more than ${UNTIL_MAX_DAYS} days ahead`),
          ...staffOnly,
          404: errorResponse('Extra not found: <id>'),
        },
      },
    }),
  ];
  return { mount: '/api/extras', tag: 'menu', routes };
}
