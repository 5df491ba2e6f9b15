import { accountPreferencesSchema } from '@pizza/shared';
import { Router } from 'express';

import { validate } from '../../middleware/validate';
import { type AuthGuard, currentUser, requireRole } from '../auth';
import { readPreferences, savePreferences } from './account-preferences';
import { listFailures } from './sent-mails';

/** Mounted at /api/account: the signed-in customer's own settings. */
export function createAccountRouter(guard: Pick<AuthGuard, 'authenticate'>): Router {
  const router = Router();
  router.use(guard.authenticate, requireRole('USER'));

  router.get('/preferences', async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json(await readPreferences(currentUser(req).id));
  });

  router.put('/preferences', validate({ body: accountPreferencesSchema }), async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json(await savePreferences(currentUser(req).id, req.body));
  });
  return router;
}

/** Mounted at /api/mails: staff see the mails that kept failing. */
export function createMailsRouter(guard: Pick<AuthGuard, 'authenticate'>): Router {
  const router = Router();
  router.use(guard.authenticate, requireRole('ADMIN'));

  router.get('/failures', async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json(await listFailures());
  });
  return router;
}
