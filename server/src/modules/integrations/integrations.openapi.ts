import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import {
  integrationKeyCreatedSchema,
  integrationKeyCreateRequestSchema,
  integrationKeyParamsSchema,
  integrationKeySchema,
} from '@pizza/shared';
import { z } from 'zod';

import { bearerSecurity, errorResponse, formOrJson, jsonResponse } from '../../lib/openapi';

const staff = { security: bearerSecurity, tags: ['integrations'] };
const staffOnly = { 401: errorResponse('Authentication required'), 403: errorResponse('Staff only') };

export function registerIntegrationsOpenApi(registry: OpenAPIRegistry): void {
  registry.registerPath({
    ...staff,
    method: 'post',
    path: '/api/integrations/keys',
    summary: 'Create an integrator API key (shown once; stored hashed)',
    request: { body: formOrJson(integrationKeyCreateRequestSchema) },
    responses: {
      201: jsonResponse('The new key, with the key itself', integrationKeyCreatedSchema),
      400: errorResponse('Missing name'),
      ...staffOnly,
    },
  });
  registry.registerPath({
    ...staff,
    method: 'get',
    path: '/api/integrations/keys',
    summary: 'Every key, newest first (never the keys themselves)',
    responses: { 200: jsonResponse('The keys', z.array(integrationKeySchema)), ...staffOnly },
  });
  registry.registerPath({
    ...staff,
    method: 'delete',
    path: '/api/integrations/keys/{keyId}',
    summary: 'Revoke a key: refused at once over HTTP; open sockets using it are dropped within a minute',
    request: { params: integrationKeyParamsSchema },
    responses: { 204: { description: 'Revoked' }, ...staffOnly, 404: errorResponse('Key not found') },
  });
}
