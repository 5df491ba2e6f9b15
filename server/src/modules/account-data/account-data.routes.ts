import { accountDeleteRequestSchema, accountExportSchema } from '@pizza/shared';
import type { RequestHandler } from 'express';

import type { Clock } from '../../lib/clock';
import { errorResponse, jsonResponse } from '../../lib/openapi';
import { route, type RouteTable } from '../../lib/route-table';
import { RATE_LIMITED_MESSAGE } from '../../middleware/rate-limit';
import { currentUser } from '../auth';
import { ACCOUNT_DATA_MESSAGES } from './account-data-messages';
import { deleteAccount, type DeleteAccountDeps } from './delete-account';
import { exportAccount, exportFileName } from './export-account';

export interface AccountDataRoutesDeps extends DeleteAccountDeps {
  clock: Clock;
  /** Counts failed deletions (wrong passwords), as login does. */
  deleteLimiter: RequestHandler;
}

/** Mounted at /api/account beside the preferences (mails module): the customer's export and erasure. */
export function accountDataRoutes({ clock, deleteLimiter, ...deleteDeps }: AccountDataRoutesDeps): RouteTable {
  const routes = [
    route({
      method: 'get',
      path: '/export',
      access: 'customer',
      handler: async (req, res) => {
        const data = await exportAccount(currentUser(req).id, clock);
        res.setHeader('Cache-Control', 'no-store');
        res.attachment(exportFileName(clock.now()));
        res.type('application/json').send(JSON.stringify(data, null, 2));
      },
      doc: {
        summary: 'Everything the shop holds about the signed-in customer, as a JSON file (GDPR Art. 15 and 20)',
        responses: {
          200: jsonResponse('The data, as an attachment named pizza-point-my-data-<date>.json', accountExportSchema),
          401: errorResponse('Authentication required'),
          403: errorResponse('Customers only'),
        },
      },
    }),
    route({
      method: 'delete',
      path: '/',
      // Signed in, not 'customer': a staff member is told how their account ends instead of "Customers only".
      access: 'signedIn',
      before: [deleteLimiter],
      body: accountDeleteRequestSchema,
      handler: async (req, res) => {
        await deleteAccount(deleteDeps, currentUser(req), req.body);
        res.status(204).end();
      },
      doc: {
        summary: "Erases the signed-in customer's account at once and for good; its orders stay under a pseudonym for accounting",
        responses: {
          204: { description: 'Erased: every session and socket of the account has ended' },
          400: errorResponse('Password is required'),
          401: errorResponse(`'${ACCOUNT_DATA_MESSAGES.wrongPassword}' or 'Authentication required'`),
          403: errorResponse(ACCOUNT_DATA_MESSAGES.staffCannotDelete),
          429: errorResponse(RATE_LIMITED_MESSAGE),
        },
      },
    }),
  ];
  return { mount: '/api/account', tag: 'account', routes };
}
