import { randomBytes } from 'node:crypto';

import { WEBHOOK_SECRET_PREFIX, type WebhookEndpoint, type WebhookScope } from '@pizza/shared';

import type { WebhookEndpointRecord } from './webhook-endpoint.model';

const SECRET_BYTES = 24;

/** `whsec_` + base64 of 24 random bytes (Standard Webhooks). */
export const newWebhookSecret = () => `${WEBHOOK_SECRET_PREFIX}${randomBytes(SECRET_BYTES).toString('base64')}`;

/** The durable consumer (cursor and lease) that delivers to an endpoint. */
export const consumerName = (endpointId: string) => `webhook:${endpointId}`;

/** What an endpoint's receiver is sent; one registered before scopes existed receives full orders, as it always did. */
export const endpointScopes = (endpoint: Pick<WebhookEndpointRecord, 'scopes'>): WebhookScope[] =>
  endpoint.scopes && endpoint.scopes.length > 0 ? [...endpoint.scopes] : ['events', 'orders'];

/** The secrets that sign at `now`: the current one, and the previous one during a rotation's grace period. */
export function signingSecrets(
  endpoint: Pick<WebhookEndpointRecord, 'secret' | 'previousSecret' | 'previousSecretExpiresAt'>,
  now: Date,
): string[] {
  const previousValid = endpoint.previousSecret && endpoint.previousSecretExpiresAt && endpoint.previousSecretExpiresAt > now;
  return previousValid ? [endpoint.secret, endpoint.previousSecret!] : [endpoint.secret];
}

export function webhookState(endpoint: Pick<WebhookEndpointRecord, 'enabled' | 'failureCount'>): WebhookEndpoint['state'] {
  if (!endpoint.enabled) return 'disabled';
  return endpoint.failureCount > 0 ? 'failing' : 'ok';
}

/** An endpoint as staff see it (never a secret); `cursor` is its consumer's, when it has one yet. */
export function toEndpointDto(endpoint: WebhookEndpointRecord, cursor: number | undefined, now: Date): WebhookEndpoint {
  const graceUntil =
    endpoint.previousSecretExpiresAt && endpoint.previousSecretExpiresAt > now ? endpoint.previousSecretExpiresAt : undefined;
  return {
    id: endpoint._id,
    url: endpoint.url,
    description: endpoint.description ?? '',
    eventTypes: (endpoint.eventTypes ?? []) as WebhookEndpoint['eventTypes'],
    scopes: endpointScopes(endpoint),
    enabled: endpoint.enabled,
    createdAt: endpoint.createdAt.toISOString(),
    state: webhookState(endpoint),
    lastSeq: cursor ?? endpoint.startAfterSeq,
    ...(typeof endpoint.lastDeliveredSeq === 'number' ? { lastDeliveredSeq: endpoint.lastDeliveredSeq } : {}),
    ...(endpoint.lastDeliveredAt ? { lastDeliveredAt: endpoint.lastDeliveredAt.toISOString() } : {}),
    failureCount: endpoint.failureCount,
    ...(endpoint.failingSince ? { failingSince: endpoint.failingSince.toISOString() } : {}),
    ...(endpoint.disabledReason ? { disabledReason: endpoint.disabledReason } : {}),
    ...(endpoint.disabledAt ? { disabledAt: endpoint.disabledAt.toISOString() } : {}),
    ...(endpoint.lastError ? { lastError: endpoint.lastError } : {}),
    ...(graceUntil ? { previousSecretExpiresAt: graceUntil.toISOString() } : {}),
  };
}
