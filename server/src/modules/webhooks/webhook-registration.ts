import { randomUUID } from 'node:crypto';

import { nextSequence } from '../../db/counters';
import { inTransaction } from '../../db/transaction';
import { conflict, msg } from '../../lib/errors';
import type { AuditActor } from '../audit';
import { auditedEndpoint, recordWebhookAudit } from './webhook-audit';
import { WebhookEndpointModel, type WebhookEndpointRecord } from './webhook-endpoint.model';

/** Endpoints the shop keeps (each a lane of the one delivery loop): a receiver per integration, not a flood. */
export const MAX_WEBHOOK_ENDPOINTS = 20;

export type NewEndpoint = Pick<
  WebhookEndpointRecord,
  'url' | 'description' | 'eventTypes' | 'scopes' | 'secret' | 'startAfterSeq' | 'createdBy'
>;

/**
 * Stores a new endpoint unless the shop already keeps the most (409). The count and the insert run
 * in a transaction that first advances the endpoints' counter, so registrations at the same moment
 * conflict on it and take turns: each sees the others' endpoints and the cap holds. The audit entry
 * of who registered it commits with it.
 */
export function insertEndpoint(endpoint: NewEndpoint, actor: AuditActor, at: Date): Promise<WebhookEndpointRecord> {
  return inTransaction(async (session) => {
    await nextSequence('webhook-endpoints', session);
    if ((await WebhookEndpointModel.countDocuments({}, { session })) >= MAX_WEBHOOK_ENDPOINTS) {
      throw conflict(
        msg('The shop already has {count} webhook endpoints, the most it keeps; delete one first', { count: MAX_WEBHOOK_ENDPOINTS }),
      );
    }
    const [record] = await WebhookEndpointModel.create([{ _id: randomUUID(), ...endpoint, enabled: true, failureCount: 0 }], { session });
    const created = record!.toObject() as WebhookEndpointRecord;
    const after = auditedEndpoint(created);
    await recordWebhookAudit(session, { action: 'integrations.webhook.created', actor, at, endpointId: created._id, after });
    return created;
  });
}
