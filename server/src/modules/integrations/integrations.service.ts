import { createHash, randomBytes, randomUUID } from 'node:crypto';

import { INTEGRATION_KEY_PREFIX, type IntegrationKey, type IntegrationKeyCreated } from '@pizza/shared';

import { notFound } from '../../lib/errors';
import { IntegrationKeyModel, type IntegrationKeyRecord } from './integration-key.model';

const KEY_BYTES = 32;
const SHOWN_PREFIX_LENGTH = INTEGRATION_KEY_PREFIX.length + 6;

const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

function toDto(record: IntegrationKeyRecord): IntegrationKey {
  return {
    keyId: record.keyId,
    name: record.name,
    prefix: record.prefix,
    createdAt: record.createdAt.toISOString(),
    ...(record.revokedAt ? { revokedAt: record.revokedAt.toISOString() } : {}),
  };
}

/** Who holds a valid key. */
export interface Integrator {
  keyId: string;
  name: string;
}

/** Keys that let an integration read the order event stream (the socket and GET /api/events). */
export function createIntegrationsService() {
  /** A new key; the answer is the only place the key itself ever appears. */
  async function createKey(name: string, createdBy: string): Promise<IntegrationKeyCreated> {
    const key = `${INTEGRATION_KEY_PREFIX}${randomBytes(KEY_BYTES).toString('base64url')}`;
    const record = await IntegrationKeyModel.create({
      keyId: randomUUID(),
      name,
      keyHash: hashKey(key),
      prefix: key.slice(0, SHOWN_PREFIX_LENGTH),
      createdBy,
    });
    return { ...toDto(record.toObject() as IntegrationKeyRecord), key };
  }

  async function list(): Promise<IntegrationKey[]> {
    const records = await IntegrationKeyModel.find().sort({ createdAt: -1 }).lean<IntegrationKeyRecord[]>();
    return records.map(toDto);
  }

  /** Revoked at once for HTTP; open sockets with it are dropped at their next check (within a minute). */
  async function revoke(keyId: string): Promise<void> {
    const result = await IntegrationKeyModel.updateOne({ keyId, revokedAt: { $exists: false } }, { $set: { revokedAt: new Date() } });
    // Revoking twice is fine; an unknown key is not.
    if (result.matchedCount === 0 && !(await IntegrationKeyModel.exists({ keyId }))) throw notFound('Key not found');
  }

  /** The integrator a presented key belongs to, or undefined for an unknown or revoked key. */
  async function verify(key: string): Promise<Integrator | undefined> {
    if (!key.startsWith(INTEGRATION_KEY_PREFIX) || key.length > 200) return undefined;
    const record = await IntegrationKeyModel.findOne({ keyHash: hashKey(key) }, { keyId: 1, name: 1, revokedAt: 1 }).lean();
    return record && !record.revokedAt ? { keyId: record.keyId, name: record.name } : undefined;
  }

  return { createKey, list, revoke, verify };
}

export type IntegrationsService = ReturnType<typeof createIntegrationsService>;
