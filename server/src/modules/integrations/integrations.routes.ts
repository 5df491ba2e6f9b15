import {
  integrationKeyCreatedSchema,
  integrationKeyCreateRequestSchema,
  integrationKeyParamsSchema,
  integrationKeySchema,
  integrationKeyScopesRequestSchema,
} from '@pizza/shared';
import { z } from 'zod';

import { errorResponse, jsonResponse } from '../../lib/openapi';
import { route, type RouteTable } from '../../lib/route-table';
import { currentUser } from '../auth';
import type { IntegrationsService } from './integrations.service';

const staffOnly = { 401: errorResponse('Authentication required'), 403: errorResponse('Staff only, or Your role does not allow this') };

/** Mounted at /api/integrations: staff manage the integrators' keys. */
export function integrationsRoutes(integrations: IntegrationsService): RouteTable {
  const routes = [
    route({
      method: 'post',
      path: '/keys',
      access: { can: 'integrations.manage' },
      body: integrationKeyCreateRequestSchema,
      bodyAs: 'form-or-json',
      handler: async (req, res) => {
        res.setHeader('Cache-Control', 'no-store');
        res.status(201).json(await integrations.createKey(req.body.name, currentUser(req), req.body.scopes));
      },
      doc: {
        summary: 'Create an integrator API key (shown once; stored hashed)',
        description:
          "`scopes` says what the key may read (docs/integrators/keys.md): 'events' (the event stream, orders without the customer), 'orders' (full orders: the customer's name in events and GET /api/orders/{orderId}), 'menu'. Default: ['events'].",
        responses: {
          201: jsonResponse('The new key, with the key itself', integrationKeyCreatedSchema),
          400: errorResponse('Missing name or an unknown scope'),
          ...staffOnly,
        },
      },
    }),
    route({
      method: 'get',
      path: '/keys',
      access: { can: 'integrations.manage' },
      handler: async (_req, res) => {
        res.json(await integrations.list());
      },
      doc: {
        summary: 'Every key, newest first (never the keys themselves)',
        responses: { 200: jsonResponse('The keys', z.array(integrationKeySchema)), ...staffOnly },
      },
    }),
    route({
      method: 'patch',
      path: '/keys/:keyId',
      access: { can: 'integrations.manage' },
      params: integrationKeyParamsSchema,
      body: integrationKeyScopesRequestSchema,
      handler: async (req, res) => {
        res.json(await integrations.setScopes(req.params.keyId, req.body.scopes, currentUser(req)));
      },
      doc: {
        summary:
          "Change what a key may read (audited): new requests read with the new scopes at once; the key's open sockets are dropped within 30 s and reconnect with them",
        responses: {
          200: jsonResponse('The key with its new scopes', integrationKeySchema),
          400: errorResponse('No scope, or an unknown one'),
          ...staffOnly,
          404: errorResponse('Key not found'),
        },
      },
    }),
    route({
      method: 'delete',
      path: '/keys/:keyId',
      access: { can: 'integrations.manage' },
      params: integrationKeyParamsSchema,
      handler: async (req, res) => {
        await integrations.revoke(req.params.keyId, currentUser(req));
        res.status(204).end();
      },
      doc: {
        summary: 'Revoke a key: refused at once over HTTP; open sockets using it are dropped within a minute',
        responses: { 204: { description: 'Revoked' }, ...staffOnly, 404: errorResponse('Key not found') },
      },
    }),
  ];
  return { mount: '/api/integrations', tag: 'integrations', routes, unmatched: { access: { can: 'integrations.manage' } } };
}
