import { INTEGRATION_KEY_PREFIX } from '@pizza/shared';

import type { AuthGuard } from '../auth';
import type { IntegrationsService } from '../integrations';
import type { Audience } from './event-visibility';

/**
 * Whoever reads the order event stream (the socket or GET /api/events): a customer, a staff member
 * or an integrator. Checked exactly as the HTTP API checks people (the user re-loaded, the role from
 * the database, a session older than a password reset refused) and again, later, by `stillValid`.
 */
export type EventReader =
  | { kind: 'customer'; userId: string; credential: string; expiresAt: Date }
  | { kind: 'staff'; userId: string; credential: string; expiresAt: Date }
  | { kind: 'integrator'; keyId: string; name: string; credential: string };

export function audienceOf(reader: EventReader): Audience {
  return reader.kind === 'customer' ? { kind: 'customer', userId: reader.userId } : { kind: 'all' };
}

export interface EventReaderDeps {
  guard: Pick<AuthGuard, 'verify'>;
  integrations: Pick<IntegrationsService, 'verify'>;
}

export function createEventReaders({ guard, integrations }: EventReaderDeps) {
  /** The reader a credential (a JWT or an integrator key) names, or undefined for anything else. */
  async function resolve(credential: string): Promise<EventReader | undefined> {
    if (credential.startsWith(INTEGRATION_KEY_PREFIX)) {
      const integrator = await integrations.verify(credential);
      return integrator ? { kind: 'integrator', ...integrator, credential } : undefined;
    }
    const session = await guard.verify(credential);
    if (!session) return undefined;
    const kind = session.user.role === 'ADMIN' ? 'staff' : 'customer';
    return { kind, userId: session.user.id, credential, expiresAt: session.expiresAt };
  }

  /** Whether the reader may still read: the token has not expired, the user or key still stands as before. */
  async function stillValid(reader: EventReader, now: Date): Promise<boolean> {
    if (reader.kind !== 'integrator' && reader.expiresAt.getTime() <= now.getTime()) return false;
    const again = await resolve(reader.credential);
    return again !== undefined && again.kind === reader.kind;
  }

  return { resolve, stillValid };
}

export type EventReaders = ReturnType<typeof createEventReaders>;
