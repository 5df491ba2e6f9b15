import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { extraSchema, idParamsSchema } from '@pizza/shared';
import { z } from 'zod';

import { errorResponse } from '../../lib/openapi';
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
}
