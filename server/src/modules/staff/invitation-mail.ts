import { CLIENT_PATHS, type Language, type StaffRole } from '@pizza/shared';

import { AppError } from '../../lib/errors';
import type { StaffDeps } from './staff-deps';
import { invitationEmail } from './staff-emails';
import { STAFF_MESSAGES } from './staff-messages';

/**
 * Sends an invitation link; a mail that cannot be sent is a 503 (the caller undoes what it wrote).
 * The token goes in the fragment: browsers never send it, so no access log keeps it.
 */
export async function sendInvitationMail(
  { config, mailer, logger }: Pick<StaffDeps, 'config' | 'mailer' | 'logger'>,
  mail: { to: string; inviterName: string; role: StaffRole; token: string; language: Language },
): Promise<void> {
  const link = `${config.publicUrl}${CLIENT_PATHS.adminJoin}#${mail.token}`;
  try {
    await mailer.send(invitationEmail({ ...mail, link }));
  } catch (err) {
    logger.error({ err }, 'a staff invitation could not be e-mailed');
    throw new AppError(503, 'SERVICE_UNAVAILABLE', STAFF_MESSAGES.mailNotSent);
  }
}
