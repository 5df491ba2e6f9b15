import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { restaurantStatusSchema, restaurantStatusUpdateQuerySchema } from '@pizza/shared';
import { z } from 'zod';

import { bearerSecurity, errorResponse, jsonResponse, textResponse } from '../../lib/openapi';
import { RESTAURANT_MESSAGES } from './restaurant.router';

export function registerRestaurantOpenApi(registry: OpenAPIRegistry): void {
  registry.registerPath({
    method: 'get',
    path: '/api/restaurant/restaurant-status',
    tags: ['restaurant'],
    summary: 'Whether the shop takes orders now (public; read from the database on every call, never cached)',
    responses: { 200: jsonResponse('The open flag and the minimum order (items total, HUF)', restaurantStatusSchema) },
  });
  registry.registerPath({
    method: 'put',
    path: '/api/restaurant/{restaurantId}/status',
    tags: ['restaurant'],
    security: bearerSecurity,
    summary: 'Open or close the shop (staff); the id is always 1; any body is ignored',
    request: { params: z.object({ restaurantId: z.string().meta({ example: '1' }) }), query: restaurantStatusUpdateQuerySchema },
    responses: {
      200: textResponse(RESTAURANT_MESSAGES.statusUpdated),
      400: errorResponse('isOpen must be true or false'),
      401: errorResponse('Authentication required'),
      403: errorResponse('Staff only'),
      404: errorResponse(RESTAURANT_MESSAGES.notFound),
    },
  });
}
