import { accountPreferencesSchema, mailFailureSchema } from '@pizza/shared';
import { z } from 'zod';

import { errorResponse, jsonResponse } from '../../lib/openapi';
import { route, type RouteTable } from '../../lib/route-table';
import { currentUser } from '../auth';
import { readPreferences, savePreferences } from './account-preferences';
import { listFailures } from './sent-mails';

const signedIn = { 401: errorResponse('Authentication required') };

/** Mounted at /api/account: the signed-in customer's own settings. */
export function accountRoutes(): RouteTable {
  const routes = [
    route({
      method: 'get',
      path: '/preferences',
      access: 'customer',
      handler: async (req, res) => {
        res.setHeader('Cache-Control', 'no-store');
        res.json(await readPreferences(currentUser(req).id));
      },
      doc: {
        summary: "The customer's language (of their mails) and optional order mails",
        responses: {
          200: jsonResponse('The preferences (every mail on until turned off)', accountPreferencesSchema),
          ...signedIn,
          403: errorResponse('Customers only'),
        },
      },
    }),
    route({
      method: 'put',
      path: '/preferences',
      access: 'customer',
      body: accountPreferencesSchema,
      handler: async (req, res) => {
        res.setHeader('Cache-Control', 'no-store');
        res.json(await savePreferences(currentUser(req).id, req.body));
      },
      doc: {
        summary: "Saves the customer's language and optional mails (ready, delivered); confirmation and cancellation mails always go",
        responses: {
          200: jsonResponse('The saved preferences', accountPreferencesSchema),
          400: errorResponse('Not { language: "en"|"hu", mails: { ready, delivered } }'),
          ...signedIn,
          403: errorResponse('Customers only'),
        },
      },
    }),
  ];
  return { mount: '/api/account', tag: 'account', routes, unmatched: { access: 'customer' } };
}

/** Mounted at /api/mails: staff see the mails that kept failing. */
export function mailsRoutes(): RouteTable {
  const routes = [
    route({
      method: 'get',
      path: '/failures',
      access: { can: 'mails.view' },
      handler: async (_req, res) => {
        res.setHeader('Cache-Control', 'no-store');
        res.json(await listFailures());
      },
      doc: {
        summary: 'Customer mails that kept failing and were given up, newest first (at most 50)',
        responses: {
          200: jsonResponse('The failed mails', z.array(mailFailureSchema)),
          ...signedIn,
          403: errorResponse('Staff only, or Your role does not allow this'),
        },
      },
    }),
  ];
  return { mount: '/api/mails', tag: 'mails', routes, unmatched: { access: { can: 'mails.view' } } };
}
