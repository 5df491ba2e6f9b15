import { ref } from './asyncapi-schemas';

/** Standard Webhooks headers (spec v1.0.0) every delivery carries. */
export const WEBHOOK_HEADERS = ['webhook-id', 'webhook-timestamp', 'webhook-signature'] as const;

export const WEBHOOK_DESCRIPTION = `Staff register an endpoint URL (\`POST /api/integrations/webhooks\`); the shop then POSTs every event of the chosen types to it, one at a time and in \`seq\` order per endpoint, as a CloudEvents 1.0 JSON object in structured mode (\`Content-Type: application/cloudevents+json\`). The endpoint's scopes shape \`data\` before it is signed: with \`["events"]\` (the default) an order's \`order\` is **OrderSummaryWithoutCustomer**, with \`["events", "orders"]\` the full **OrderSummary** (docs/integrators/keys.md).

Deliveries are signed as the Standard Webhooks specification says: \`webhook-signature\` is \`v1,<base64 HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}">\` with the endpoint's \`whsec_\` secret (several space-separated during a secret rotation). Verify the exact bytes received (e.g. with the \`standardwebhooks\` npm package) and refuse timestamps more than 5 minutes away.

Delivery is at least once: \`webhook-id\` is the event id and stays the same on every retry, so dedupe by it; \`sequence\` lets you check that nothing is missing. Only a 2xx answer counts as delivered (within 15 s); 410 disables the endpoint; 429, 502, 503 and 504 are retried honouring \`Retry-After\`; other failures are retried after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h (with jitter), after which the endpoint is disabled.`;

/** The one message of the webhook channel: a delivery. */
export const webhookEvent = {
  name: 'webhook',
  title: 'Webhook delivery',
  summary: 'One event of the log, as a CloudEvent, POSTed to the endpoint with the Standard Webhooks headers.',
  contentType: 'application/cloudevents+json',
  headers: {
    type: 'object',
    required: [...WEBHOOK_HEADERS],
    properties: {
      'webhook-id': {
        type: 'string',
        description: "The event's id (the CloudEvent `id`): the same on every retry, the receiver's idempotency key.",
      },
      'webhook-timestamp': { type: 'string', pattern: '^\\d+$', description: 'Unix seconds when this attempt was signed.' },
      'webhook-signature': {
        type: 'string',
        pattern: '^v1,[A-Za-z0-9+/=]+( v1,[A-Za-z0-9+/=]+)*$',
        description:
          'v1,<base64 HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}">; several, space-separated, while a rotated secret is in its grace period.',
      },
    },
  },
  payload: ref('CloudEvent'),
};
