import { Router } from 'express';

import type { Mailer } from '../../lib/mailer';
import type { Feature } from '../feature';
import { registerDevMailboxOpenApi } from './auth.openapi';

/**
 * `GET /dev/mailbox` lists the mail captured in the local profile and tests, newest first (the staff code
 * and reset links of `npm start` and the browser tests); `DELETE` empties it. Production has no
 * captured mail, so nothing is mounted there at all.
 */
export function devMailboxFeature({ mailer }: { mailer: Mailer }): Feature {
  const { mailbox } = mailer;
  if (!mailbox) return { routes: [], registerOpenApi: () => undefined };
  const router = Router();
  router.get('/', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json(mailbox.list());
  });
  router.delete('/', (_req, res) => {
    mailbox.clear();
    res.status(204).end();
  });
  return { routes: [{ path: '/dev/mailbox', router }], registerOpenApi: registerDevMailboxOpenApi };
}
