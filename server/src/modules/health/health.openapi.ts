import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { healthResponseSchema } from '@pizza/shared';

export function registerHealthOpenApi(registry: OpenAPIRegistry): void {
  registry.registerPath({
    method: 'get',
    path: '/api/health',
    tags: ['health'],
    summary: 'Liveness and database status',
    responses: {
      200: { description: 'Up, database reachable', content: { 'application/json': { schema: healthResponseSchema } } },
      503: { description: 'Database unreachable', content: { 'application/json': { schema: healthResponseSchema } } },
    },
  });
}
