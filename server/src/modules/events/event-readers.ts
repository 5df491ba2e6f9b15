import { can, FULL_READ_SCOPES, INTEGRATION_KEY_PREFIX, type IntegrationScope, type StaffRole } from '@pizza/shared';

import type { Audience } from '../../platform';
import type { AuthGuard, AuthUser, TokenSession } from '../auth';
import type { IntegrationsService } from '../integrations';

/**
 * Whoever reads the order event stream (the socket or GET /api/events): a customer, a staff member
 * or an integrator. Checked exactly as the HTTP API checks people (the user re-loaded, the role from
 * the database, a session older than a password reset refused) and again, later, by `stillValid`.
 */
export type EventReader =
  | { kind: 'customer'; userId: string; credential: string; expiresAt: Date }
  | { kind: 'staff'; userId: string; staffRole: StaffRole; credential: string; expiresAt: Date }
  | { kind: 'integrator'; keyId: string; name: string; scopes: IntegrationScope[]; credential: string };

/**
 * What a reader sees (docs/product/staff-roles.md#the-live-channel): staff by their role's
 * permissions (every order, or the delivery orders on the road; a role with neither sees only what
 * any customer sees), a customer their own orders, an integrator everything.
 */
export function audienceOf(reader: EventReader): Audience {
  if (reader.kind === 'integrator') return { kind: 'all' };
  if (reader.kind === 'customer') return { kind: 'customer', userId: reader.userId };
  if (can(reader.staffRole, 'orders.view')) return { kind: 'all' };
  if (can(reader.staffRole, 'deliveries.view')) return { kind: 'deliveries' };
  return { kind: 'customer', userId: reader.userId };
}

/**
 * The scopes each event is shaped by (eventForScopes): a key's own; people (staff, a customer, who
 * sees only their own orders) read every event their audience allows in full.
 */
export const scopesOf = (reader: EventReader): readonly IntegrationScope[] =>
  reader.kind === 'integrator' ? reader.scopes : FULL_READ_SCOPES;

/** The same set of scopes (a key whose scopes changed drops its sockets: they reconnect with the new ones). */
const sameScopes = (a: readonly IntegrationScope[], b: readonly IntegrationScope[]) =>
  a.length === b.length && a.every((scope) => b.includes(scope));

export interface EventReaderDeps {
  guard: Pick<AuthGuard, 'verify' | 'verifyAll'>;
  integrations: Pick<IntegrationsService, 'verify'>;
}

const kindOf = (user: AuthUser): 'staff' | 'customer' => (user.role === 'ADMIN' ? 'staff' : 'customer');

/** The reader a signed-in user is, with their staff role (an account without one is the owner, users' staffRoleOf). */
function personOf(user: AuthUser, credential: string, expiresAt: Date): EventReader {
  const base = { userId: user.id, credential, expiresAt };
  return user.role === 'ADMIN' ? { kind: 'staff', staffRole: user.staffRole ?? 'OWNER', ...base } : { kind: 'customer', ...base };
}

/** The same person, with the same role: a member whose role changed sees by another rule, so their socket is dropped (the client reconnects). */
const sameReader = (reader: EventReader, user: AuthUser): boolean =>
  kindOf(user) === reader.kind && (reader.kind !== 'staff' || (user.staffRole ?? 'OWNER') === reader.staffRole);

export function createEventReaders({ guard, integrations }: EventReaderDeps) {
  /** The reader a credential (a JWT or an integrator key) names, or undefined for anything else. */
  async function resolve(credential: string): Promise<EventReader | undefined> {
    if (credential.startsWith(INTEGRATION_KEY_PREFIX)) {
      const integrator = await integrations.verify(credential);
      return integrator ? { kind: 'integrator', ...integrator, credential } : undefined;
    }
    const session = await guard.verify(credential);
    if (!session) return undefined;
    return personOf(session.user, credential, session.expiresAt);
  }

  /**
   * Whether each reader may still read (in the same order): the token has not expired, the user or
   * key still stands as before (a key with the same scopes: docs/integrators/keys.md). Every token's user is re-loaded with one query (a slice of the
   * channel's sockets at a time), so a re-check is one read of the database, not one per socket.
   */
  async function stillValid(readers: readonly EventReader[], now: Date): Promise<boolean[]> {
    const live = (reader: EventReader) => reader.kind === 'integrator' || reader.expiresAt.getTime() > now.getTime();
    const tokens = readers.filter((reader) => reader.kind !== 'integrator' && live(reader)).map((reader) => reader.credential);
    const sessions = new Map<string, TokenSession | undefined>();
    (await guard.verifyAll(tokens)).forEach((session, i) => sessions.set(tokens[i]!, session));
    return Promise.all(
      readers.map(async (reader) => {
        if (reader.kind === 'integrator') {
          const integrator = await integrations.verify(reader.credential);
          return integrator !== undefined && sameScopes(integrator.scopes, reader.scopes);
        }
        const session = live(reader) ? sessions.get(reader.credential) : undefined;
        return session !== undefined && sameReader(reader, session.user);
      }),
    );
  }

  return { resolve, stillValid };
}

export type EventReaders = ReturnType<typeof createEventReaders>;
