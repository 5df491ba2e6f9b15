import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { menuCategoryParamsSchema, menuItemSchema } from '@pizza/shared';
import { z } from 'zod';

import { errorResponse } from '../../lib/openapi';

export function registerMenuOpenApi(registry: OpenAPIRegistry): void {
  registry.registerPath({
    method: 'get',
    path: '/api/menuItem/get/category/{category}',
    tags: ['menu'],
    summary: 'Available items of one category, in menu order',
    request: { params: menuCategoryParamsSchema },
    responses: {
      200: { description: 'The items', content: { 'application/json': { schema: z.array(menuItemSchema) } } },
      400: errorResponse('Unknown category'),
    },
  });
}
