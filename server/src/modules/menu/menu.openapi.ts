import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import {
  idParamsSchema,
  menuCategoryParamsSchema,
  menuItemAvailabilityRequestSchema,
  menuItemByNameSizeQuerySchema,
  menuItemSchema,
  UNTIL_MAX_DAYS,
} from '@pizza/shared';
import { z } from 'zod';

import { bearerSecurity, errorResponse, jsonResponse } from '../../lib/openapi';
import { MENU_CACHE_CONTROL } from './cached-json';

/** 200 with the caching headers every catalogue answer carries, and the 304 a matching If-None-Match gets. */
export function cachedJsonResponses(description: string, schema: z.ZodType) {
  const headers = {
    ETag: { description: 'Strong validator: a hash of the body bytes (the gzip variant has its own)', schema: { type: 'string' as const } },
    'Cache-Control': { description: MENU_CACHE_CONTROL, schema: { type: 'string' as const } },
  };
  return {
    200: { description, headers, content: { 'application/json': { schema } } },
    304: { description: 'Not modified: If-None-Match matched the current ETag; no body', headers },
  };
}

const ifNoneMatch = z.object({ 'if-none-match': z.string().optional() });

export function registerMenuOpenApi(registry: OpenAPIRegistry): void {
  registry.registerPath({
    method: 'get',
    path: '/api/menuItem/get/category/{category}',
    tags: ['menu'],
    summary: 'Available items of one category, in menu order',
    request: { params: menuCategoryParamsSchema, headers: ifNoneMatch },
    responses: { ...cachedJsonResponses('The items', z.array(menuItemSchema)), 400: errorResponse('Unknown category') },
  });
  registry.registerPath({
    method: 'get',
    path: '/api/menuItem/get/name/size',
    tags: ['menu'],
    summary: 'Items with exactly this name and size (the item modal size toggle reads the first)',
    request: { query: menuItemByNameSizeQuerySchema, headers: ifNoneMatch },
    responses: {
      ...cachedJsonResponses('The items, possibly none', z.array(menuItemSchema)),
      400: errorResponse('Missing name or unknown size'),
    },
  });
  registry.registerPath({
    method: 'get',
    path: '/api/menuItem/get/{id}',
    tags: ['menu'],
    summary: 'One menu item, available or not (order pages and the admin board need names)',
    request: { params: idParamsSchema, headers: ifNoneMatch },
    responses: {
      ...cachedJsonResponses('The item', menuItemSchema),
      400: errorResponse('Malformed id'),
      404: errorResponse('Menu item not found: <id>'),
    },
  });
  registry.registerPath({
    method: 'put',
    path: '/api/menuItem/{id}/availability',
    tags: ['menu'],
    security: bearerSecurity,
    summary: 'Sold out (staff): the product in every size, or only `sizes`; until `until`, by default until the shop next opens',
    description:
      'Without `until` it comes back at the next opening of the opening hours (without hours: the next midnight in Budapest). ' +
      '`soldOut: false` makes it orderable again. Every menu answer changes at once on every instance (new ETag), and ' +
      '`menu-availability-changed` is appended to the event log.',
    request: { params: idParamsSchema, body: { content: { 'application/json': { schema: menuItemAvailabilityRequestSchema } } } },
    responses: {
      200: jsonResponse('The item as it stands now (available, soldOutUntil, soldOutSizes)', menuItemSchema),
      400: errorResponse(
        `Invalid body, until in the past or more than ${UNTIL_MAX_DAYS} days ahead, or a size the product does not come in`,
      ),
      401: errorResponse('Authentication required'),
      403: errorResponse('Staff only'),
      404: errorResponse('Menu item not found: <id>'),
    },
  });
}
