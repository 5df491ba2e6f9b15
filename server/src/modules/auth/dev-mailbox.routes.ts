import { z } from 'zod';

import type { Mailer } from '../../lib/mailer';
import { jsonResponse } from '../../lib/openapi';
import { mountTables, route } from '../../lib/route-table';
import type { Feature } from '../feature';

const capturedAttachmentSchema = z.object({
  filename: z.string(),
  contentType: z.string(),
  /** Text attachments as UTF-8 (a BOM kept); others in base64, with `encoding`. */
  content: z.string(),
  encoding: z.literal('base64').optional(),
});

const capturedMailSchema = z
  .object({
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    html: z.string(),
    sentAt: z.string(),
    attachments: z.array(capturedAttachmentSchema).optional(),
  })
  .meta({ id: 'CapturedMail' });

/**
 * `GET /dev/mailbox` lists the mail captured in the local profile and tests, newest first (the staff code
 * and reset links of `npm start` and the browser tests); `DELETE` empties it. Production has no
 * captured mail, so nothing is mounted (or documented) there at all.
 */
export function devMailboxFeature({ mailer }: { mailer: Mailer }): Feature {
  const { mailbox } = mailer;
  if (!mailbox) return mountTables([]);
  const routes = [
    route({
      method: 'get',
      path: '/',
      access: 'public',
      handler: (_req, res) => {
        res.setHeader('Cache-Control', 'no-store');
        res.json(mailbox.list());
      },
      doc: {
        summary: 'Embedded and test modes only: the captured e-mails, newest first',
        responses: { 200: jsonResponse('The mails', z.array(capturedMailSchema)) },
      },
    }),
    route({
      method: 'delete',
      path: '/',
      access: 'public',
      handler: (_req, res) => {
        mailbox.clear();
        res.status(204).end();
      },
      doc: { summary: 'Embedded and test modes only: empty the mailbox', responses: { 204: { description: 'Emptied' } } },
    }),
  ];
  return mountTables([{ mount: '/dev/mailbox', tag: 'dev', routes }]);
}
