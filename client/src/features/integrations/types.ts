import type { EventType, WebhookScope } from '@pizza/shared';

/*
 * The webhooks API as the page uses it, shaped exactly like the server's answers. The
 * shared zod schemas replace these when the webhooks module joins this branch.
 */

export type WebhookState = 'ok' | 'failing' | 'disabled';

/** `GET /api/integrations/webhooks`: an endpoint as listed (never its secret). */
export interface WebhookEndpoint {
  id: string;
  url: string;
  description: string;
  eventTypes: string[];
  /** What the receiver is sent: 'orders' adds the customer (docs/integrators/keys.md). */
  scopes: WebhookScope[];
  enabled: boolean;
  createdAt: string;
  state: WebhookState;
  /** The seq up to which every event is delivered or skipped (a type the endpoint does not take): its cursor. */
  lastSeq: number;
  /** The last event the receiver acknowledged with a 2xx, and when; absent while nothing was delivered yet. */
  lastDeliveredSeq?: number;
  lastDeliveredAt?: string;
  failingSince?: string;
  disabledReason?: string;
  failureCount: number;
}

/** `POST /api/integrations/webhooks` answers 201 with the secret: the only time it is shown (besides rotation). */
export interface WebhookEndpointCreated {
  id: string;
  url: string;
  description: string;
  eventTypes: string[];
  scopes: WebhookScope[];
  enabled: boolean;
  createdAt: string;
  secret: string;
}

export interface WebhookCreateRequest {
  url: string;
  description?: string;
  eventTypes?: EventType[];
  scopes?: WebhookScope[];
}

export interface WebhookUpdateRequest {
  url?: string;
  description?: string;
  eventTypes?: EventType[];
  enabled?: boolean;
  scopes?: WebhookScope[];
}

/** `POST /api/integrations/webhooks/{id}/test`. */
export interface WebhookTestResult {
  ok: boolean;
  statusCode?: number;
  error?: string;
  durationMs: number;
}

/** `GET /api/integrations/webhooks/{id}/deliveries`: one attempt, newest first. */
export interface WebhookDelivery {
  id: string;
  at: string;
  /** Absent for a test event. */
  seq?: number;
  eventId: string;
  attempt: number;
  statusCode?: number;
  durationMs: number;
  error?: string;
  ok: boolean;
}
