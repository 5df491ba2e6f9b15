import type { AuditAction } from '@pizza/shared';
import type { ClientSession } from 'mongoose';

import { type AuditActor, recordAudit } from '../audit';
import type { WebhookEndpointRecord } from './webhook-endpoint.model';
import { endpointScopes } from './webhook-endpoints';

/**
 * What the audit log shows of an endpoint before and after a change (docs/product/audit-log.md):
 * its address, description, event types, whether it is on and what it is sent (its scopes). Never a secret.
 */
export function auditedEndpoint(endpoint: Pick<WebhookEndpointRecord, 'url' | 'description' | 'eventTypes' | 'enabled' | 'scopes'>) {
  const { url, description, eventTypes, enabled } = endpoint;
  return { url, description, eventTypes, enabled, scopes: endpointScopes(endpoint) };
}

export interface WebhookAudit {
  action: Extract<AuditAction, `integrations.webhook.${string}`>;
  actor: AuditActor;
  at: Date;
  endpointId: string;
  before?: unknown;
  after?: unknown;
}

/** The entry of a staff change to an endpoint, in the transaction of the change. */
export function recordWebhookAudit(session: ClientSession | null, { action, actor, at, endpointId, before, after }: WebhookAudit) {
  return recordAudit(session, { action, actor, at, subject: endpointId, before, after });
}
