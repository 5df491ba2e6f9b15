import type { Config } from '../../config/env';
import type { Clock } from '../../lib/clock';
import type { Logger } from '../../lib/logger';
import type { Mailer } from '../../lib/mailer';
import type { AuditActor } from '../audit';
import type { AuthUser } from '../users';

/** Ends a member's open sockets at once (the realtime channel provides it through the composition root). */
export interface LiveSessions {
  endUser(userId: string): void;
}

/** What the staff use cases work with, built by the composition root. */
export interface StaffDeps {
  config: Pick<Config, 'publicUrl'>;
  clock: Clock;
  logger: Logger;
  mailer: Mailer;
  liveSessions: LiveSessions;
}

/** The signed-in owner as the audit log names them. */
export const actorOf = (user: AuthUser): AuditActor => ({
  id: user.id,
  name: user.name,
  email: user.email,
  ...(user.staffRole ? { staffRole: user.staffRole } : {}),
});
