import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { extraAvailabilityRequestSchema, extraSchema, idParamsSchema, UNTIL_MAX_DAYS } from '@pizza/shared';
import { z } from 'zod';

import { bearerSecurity, errorResponse, jsonResponse } from '../../lib/openapi';
import { cachedJsonResponses } from './menu.openapi';

export function registerExtrasOpenApi(registry: OpenAPIRegistry): void {
  registry.registerPath({
    method: 'get',
    path: '/api/extras/get/all',
    tags: ['menu'],
    summary: 'Every add-on, in menu order',
    responses: cachedJsonResponses('The add-ons', z.array(extraSchema)),
  });
  registry.registerPath({
    method: 'get',
    path: '/api/extras/get/{id}',
    tags: ['menu'],
    summary: 'One add-on',
    request: { params: idParamsSchema },
    responses: {
      ...cachedJsonResponses('The add-on', extraSchema),
      400: errorResponse('Malformed id'),
      404: errorResponse('Extra not found: <id>'),
    },
  });
  registry.registerPath({
    method: 'put',
    path: '/api/extras/{id}/availability',
    tags: ['menu'],
    security: bearerSecurity,
    summary: 'Sold out (staff): until `until`, by default until the shop next opens; `soldOut: false` ends it',
    request: { params: idParamsSchema, body: { content: { 'application/json': { schema: extraAvailabilityRequestSchema } } } },
    responses: {
      200: jsonResponse('The add-on as it stands now', extraSchema),
      400: errorResponse(`Invalid body, until in the past or more than ${UNTIL_MAX_DAYS} days ahead`),
      401: errorResponse('Authentication required'),
      403: errorResponse('Staff only'),
      404: errorResponse('Extra not found: <id>'),
    },
  });
}
