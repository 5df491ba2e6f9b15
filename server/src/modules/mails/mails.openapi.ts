import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { accountPreferencesSchema, mailFailureSchema } from '@pizza/shared';
import { z } from 'zod';

import { bearerSecurity, errorResponse, jsonResponse } from '../../lib/openapi';

const signedIn = { 401: errorResponse('Authentication required') };

export function registerMailsOpenApi(registry: OpenAPIRegistry): void {
  registry.registerPath({
    method: 'get',
    path: '/api/account/preferences',
    security: bearerSecurity,
    tags: ['account'],
    summary: "The customer's language (of their mails) and optional order mails",
    responses: {
      200: jsonResponse('The preferences (every mail on until turned off)', accountPreferencesSchema),
      ...signedIn,
      403: errorResponse('Customers only'),
    },
  });
  registry.registerPath({
    method: 'put',
    path: '/api/account/preferences',
    security: bearerSecurity,
    tags: ['account'],
    summary: "Saves the customer's language and optional mails (ready, delivered); confirmation and cancellation mails always go",
    request: { body: { content: { 'application/json': { schema: accountPreferencesSchema } } } },
    responses: {
      200: jsonResponse('The saved preferences', accountPreferencesSchema),
      400: errorResponse('Not { language: "en"|"hu", mails: { ready, delivered } }'),
      ...signedIn,
      403: errorResponse('Customers only'),
    },
  });
  registry.registerPath({
    method: 'get',
    path: '/api/mails/failures',
    security: bearerSecurity,
    tags: ['mails'],
    summary: 'Customer mails that kept failing and were given up, newest first (at most 50)',
    responses: { 200: jsonResponse('The failed mails', z.array(mailFailureSchema)), ...signedIn, 403: errorResponse('Staff only') },
  });
}
