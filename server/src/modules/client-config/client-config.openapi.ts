import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { clientConfigSchema } from '@pizza/shared';

export function registerClientConfigOpenApi(registry: OpenAPIRegistry): void {
  registry.registerPath({
    method: 'get',
    path: '/api/config/client',
    tags: ['config'],
    summary: 'Public run-time settings of the web client (Firebase web config, Auth emulator host, maps key)',
    responses: {
      200: { description: 'The settings', content: { 'application/json': { schema: clientConfigSchema } } },
    },
  });
}
