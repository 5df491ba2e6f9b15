import { createHash, randomBytes, randomUUID } from 'node:crypto';

import {
  INTEGRATION_KEY_PREFIX,
  type IntegrationKey,
  type IntegrationKeyCreated,
  type IntegrationScope,
  LEGACY_SCOPES,
} from '@pizza/shared';

import { inTransaction } from '../../db/transaction';
import type { Clock } from '../../lib/clock';
import { notFound } from '../../lib/errors';
import { type AuditActor, recordAudit } from '../audit';
import { IntegrationKeyModel, type IntegrationKeyRecord } from './integration-key.model';

const KEY_BYTES = 32;
/** A key's last use is written at most this often: a busy integrator costs one write a minute, not one per request. */
export const LAST_USED_RESOLUTION_MS = 60_000;
const SHOWN_PREFIX_LENGTH = INTEGRATION_KEY_PREFIX.length + 6;

const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

/** A key's scopes: a key made before scopes existed has none stored and reads what it always read. */
const scopesOf = (record: Pick<IntegrationKeyRecord, 'scopes'>): IntegrationScope[] =>
  record.scopes && record.scopes.length > 0 ? [...record.scopes] : [...LEGACY_SCOPES];

function toDto(record: IntegrationKeyRecord): IntegrationKey {
  return {
    keyId: record.keyId,
    name: record.name,
    prefix: record.prefix,
    scopes: scopesOf(record),
    createdAt: record.createdAt.toISOString(),
    ...(record.revokedAt ? { revokedAt: record.revokedAt.toISOString() } : {}),
    ...(record.lastUsedAt ? { lastUsedAt: record.lastUsedAt.toISOString() } : {}),
  };
}

/** Who holds a valid key, and what it may read (docs/integrators/keys.md). */
export interface Integrator {
  keyId: string;
  name: string;
  scopes: IntegrationScope[];
}

/** Keys that let an integration read the order event stream (the socket and GET /api/events). */
/** Ends a key's open sockets at once (the realtime channel provides it through the composition root). */
export interface KeySessions {
  endKey(keyId: string): void;
}

export function createIntegrationsService({ clock, liveSessions }: { clock: Clock; liveSessions?: KeySessions }) {
  /**
   * A new key, with its audit entry in the same transaction (never the key itself); the answer is
   * the only place the key ever appears. `by` is the staff member (the command line names itself).
   * Without `scopes` the key reads the event stream with order summaries only (docs/integrators/keys.md).
   */
  async function createKey(name: string, by: AuditActor, scopes: readonly IntegrationScope[] = ['events']): Promise<IntegrationKeyCreated> {
    const key = `${INTEGRATION_KEY_PREFIX}${randomBytes(KEY_BYTES).toString('base64url')}`;
    const created = await inTransaction(async (session) => {
      const [record] = await IntegrationKeyModel.create(
        [
          {
            keyId: randomUUID(),
            name,
            keyHash: hashKey(key),
            prefix: key.slice(0, SHOWN_PREFIX_LENGTH),
            scopes: [...scopes],
            createdBy: by.id ?? by.name,
          },
        ],
        { session },
      );
      const dto = toDto(record!.toObject() as IntegrationKeyRecord);
      const after = { name: dto.name, prefix: dto.prefix, scopes: dto.scopes };
      await recordAudit(session, { action: 'integrations.key.created', actor: by, at: clock.now(), subject: dto.keyId, after });
      return dto;
    });
    return { ...created, key };
  }

  async function list(): Promise<IntegrationKey[]> {
    const records = await IntegrationKeyModel.find().sort({ createdAt: -1 }).lean<IntegrationKeyRecord[]>();
    return records.map(toDto);
  }

  /**
   * Revoked at once, for HTTP and for the key's open sockets (dropped after the commit; they cannot
   * connect again). The revocation and its audit entry commit together; revoking a revoked key
   * again changes nothing and records nothing.
   */
  async function revoke(keyId: string, by: AuditActor): Promise<void> {
    await inTransaction(async (session) => {
      const at = clock.now();
      const key = await IntegrationKeyModel.findOneAndUpdate(
        { keyId, revokedAt: { $exists: false } },
        { $set: { revokedAt: at } },
        { session, projection: { name: 1, prefix: 1 } },
      ).lean<Pick<IntegrationKeyRecord, 'name' | 'prefix'>>();
      if (key) {
        const after = { name: key.name, prefix: key.prefix, revokedAt: at.toISOString() };
        return recordAudit(session, { action: 'integrations.key.revoked', actor: by, at, subject: keyId, after });
      }
      // Revoking twice is fine; an unknown key is not.
      if (!(await IntegrationKeyModel.exists({ keyId }).session(session))) throw notFound('Key not found');
    });
    liveSessions?.endKey(keyId);
  }

  /**
   * What the key may read from now on, with its audit entry in the same transaction. New requests
   * read with the new scopes at once; open sockets are dropped after the commit and connect again
   * with them (docs/integrators/keys.md).
   */
  async function setScopes(keyId: string, scopes: readonly IntegrationScope[], by: AuditActor): Promise<IntegrationKey> {
    const key = await inTransaction(async (session) => {
      const record = await IntegrationKeyModel.findOne({ keyId }).session(session).lean<IntegrationKeyRecord>();
      if (!record) throw notFound('Key not found');
      const updated = await IntegrationKeyModel.findOneAndUpdate(
        { keyId },
        { $set: { scopes: [...scopes] } },
        { session, returnDocument: 'after', lean: true },
      );
      await recordAudit(session, {
        action: 'integrations.key.scopes',
        actor: by,
        at: clock.now(),
        subject: keyId,
        before: { name: record.name, scopes: scopesOf(record) },
        after: { name: record.name, scopes: [...scopes] },
      });
      return toDto(updated as IntegrationKeyRecord);
    });
    liveSessions?.endKey(keyId);
    return key;
  }

  /**
   * Records a use of the key unless one was recorded in the last minute. The condition is in the
   * update itself, so several instances verifying the same key at once still write it once.
   */
  async function markUsed(keyId: string, lastUsedAt: Date | undefined | null): Promise<void> {
    const now = clock.now();
    const staleBefore = new Date(now.getTime() - LAST_USED_RESOLUTION_MS);
    if (lastUsedAt && lastUsedAt > staleBefore) return;
    await IntegrationKeyModel.updateOne(
      { keyId, $or: [{ lastUsedAt: { $exists: false } }, { lastUsedAt: { $lte: staleBefore } }] },
      { $set: { lastUsedAt: now } },
    );
  }

  /** The integrator a presented key belongs to, or undefined for an unknown or revoked key. A valid key's use is recorded. */
  async function verify(key: string): Promise<Integrator | undefined> {
    if (!key.startsWith(INTEGRATION_KEY_PREFIX) || key.length > 200) return undefined;
    const record = await IntegrationKeyModel.findOne(
      { keyHash: hashKey(key) },
      { keyId: 1, name: 1, scopes: 1, revokedAt: 1, lastUsedAt: 1 },
    ).lean<Pick<IntegrationKeyRecord, 'keyId' | 'name' | 'scopes' | 'revokedAt' | 'lastUsedAt'>>();
    if (!record || record.revokedAt) return undefined;
    await markUsed(record.keyId, record.lastUsedAt);
    return { keyId: record.keyId, name: record.name, scopes: scopesOf(record) };
  }

  return { createKey, list, revoke, setScopes, verify };
}

export type IntegrationsService = ReturnType<typeof createIntegrationsService>;
