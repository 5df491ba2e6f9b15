import {
  CLOUD_EVENT_TYPES,
  EVENT_TYPES,
  EVENT_VISIBILITY,
  EVENTS_PULL_MAX_LIMIT,
  type EventType,
  SOCKET_HANDSHAKE_ERRORS,
} from '@pizza/shared';
import { z } from 'zod';

/*
 * The AsyncAPI 3.0 document of everything the shop pushes: the Socket.IO order channel and the
 * webhooks. Its schemas are the shared zod schemas (the ones with `.meta({ id })`, which the OpenAPI
 * document names too) turned into JSON Schema by zod itself, so neither document can drift from
 * what the server validates and sends. Socket.IO has no AsyncAPI binding (asyncapi/bindings#74):
 * the usual mapping is used (namespace -> channel, event name -> message name, argument -> payload),
 * and the handshake `auth` is described on the channel.
 */

type JsonSchema = Record<string, unknown>;

const SCHEMA_REF = '#/components/schemas/';

/** Standard Webhooks headers (spec v1.0.0) every delivery carries. */
export const WEBHOOK_HEADERS = ['webhook-id', 'webhook-timestamp', 'webhook-signature'] as const;

/** Every `$ref` id under `node` (only references into components/schemas exist here). */
function refsIn(node: unknown, found: Set<string> = new Set()): Set<string> {
  if (Array.isArray(node)) for (const item of node) refsIn(item, found);
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string' && value.startsWith(SCHEMA_REF)) found.add(value.slice(SCHEMA_REF.length));
      else refsIn(value, found);
    }
  }
  return found;
}

/**
 * The JSON Schemas (draft-07, what AsyncAPI schemas extend) of the named shared schemas and of every
 * schema they reference, keyed by their zod meta id and referring to each other as components.
 */
export function componentSchemas(roots: readonly string[]): Record<string, JsonSchema> {
  const all = z.toJSONSchema(z.globalRegistry, {
    target: 'draft-7',
    io: 'output',
    unrepresentable: 'any',
    uri: (id) => `${SCHEMA_REF}${id}`,
  }).schemas as Record<string, JsonSchema>;
  const kept: Record<string, JsonSchema> = {};
  const visit = (id: string) => {
    if (kept[id]) return;
    const schema = all[id];
    if (!schema) throw new Error(`no shared schema has the meta id '${id}'`);
    const { $schema: _dialect, $id: _uri, ...body } = schema;
    kept[id] = body;
    for (const ref of refsIn(body)) visit(ref);
  };
  for (const id of roots) visit(id);
  return Object.fromEntries(Object.entries(kept).sort(([a], [b]) => a.localeCompare(b)));
}

const ref = (id: string) => ({ $ref: `${SCHEMA_REF}${id}` });

const HANDSHAKE_DESCRIPTION = `Connect with Socket.IO 4 (e.g. \`socket.io-client\`) to the shop's URL, default namespace \`/\`, and pass the handshake \`auth\` object (schema **SocketAuth**):

- \`token\`: an integrator API key (\`ppk_...\`, made by staff on the integrations page or with \`npm run integrations:create-key\`), a staff JWT or a customer JWT. Integrators and staff see every event; a customer the status and estimate changes of their own orders and the public shop-wide events (\`restaurant-status-changed\`, \`menu-availability-changed\`).
- \`lastSeq\`: the highest \`seq\` you have processed. The server replays every event after it, then continues live with no gap and no duplicate. Omit it to start live from now.
- \`format\`: \`'cloudevents'\` to receive every event (replay and live) as a CloudEvents 1.0 JSON object; \`'default'\` (or absent) for the plain envelope. The event names stay the same.

Every event carries the global, gap-free \`seq\` (in a CloudEvent: \`data.seq\`, and \`sequence\` zero-padded to 16 digits). Keep the highest one you have processed and drop anything not above it. The channel is push only: clients emit nothing.

A refused handshake ends in \`connect_error\` (message **SocketHandshakeError**). If more events follow \`lastSeq\` than one socket replays (SOCKET_REPLAY_LIMIT, default 1000), the server sends \`resync-required\` (reason \`replay-limit\`) and closes the socket: page through \`GET /api/events?after=<lastSeq>&limit=${EVENTS_PULL_MAX_LIMIT}\` (same key in \`X-API-Key\`), then connect again with the new \`lastSeq\`.`;

const WEBHOOK_DESCRIPTION = `Staff register an endpoint URL (\`POST /api/integrations/webhooks\`); the shop then POSTs every event of the chosen types to it, one at a time and in \`seq\` order per endpoint, as a CloudEvents 1.0 JSON object in structured mode (\`Content-Type: application/cloudevents+json\`).

Deliveries are signed as the Standard Webhooks specification says: \`webhook-signature\` is \`v1,<base64 HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}">\` with the endpoint's \`whsec_\` secret (several space-separated during a secret rotation). Verify the exact bytes received (e.g. with the \`standardwebhooks\` npm package) and refuse timestamps more than 5 minutes away.

Delivery is at least once: \`webhook-id\` is the event id and stays the same on every retry, so dedupe by it; \`sequence\` lets you check that nothing is missing. Only a 2xx answer counts as delivered (within 15 s); 410 disables the endpoint; 429, 502, 503 and 504 are retried honouring \`Retry-After\`; other failures are retried after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h (with jitter), after which the endpoint is disabled.`;

/** The envelope schema (meta id) of each event type, and what it tells. */
const EVENT_MESSAGES: Record<EventType, { schema: string; about: string }> = {
  'order-created': { schema: 'OrderCreatedEvent', about: 'A customer placed an order.' },
  'status-changed': { schema: 'StatusChangedEvent', about: "An order's status changed (by staff, the customer or the shop itself)." },
  'eta-changed': {
    schema: 'EtaChangedEvent',
    about: "An order's estimate moved: `order` carries the new estimatedReadyAt or estimatedDeliveryAt.",
  },
  'order-escalated': {
    schema: 'OrderEscalatedEvent',
    about:
      "Nobody accepted an order in time: `stage` 'ring-louder' (the board rings louder) or 'tell-customer' (the customer is shown the shop's phone). The automatic cancel after it is a status-changed with by 'system' and cancelReason.",
  },
  'restaurant-status-changed': {
    schema: 'RestaurantStatusChangedEvent',
    about:
      'The shop opened, closed, got busy or paused new orders: `status` is what GET /api/restaurant/restaurant-status answers from then on.',
  },
  'menu-availability-changed': { schema: 'MenuAvailabilityChangedEvent', about: 'A menu item or an extra sold out or came back.' },
  'settings-changed': {
    schema: 'SettingsChangedEvent',
    about: 'Staff saved the restaurant settings (prep times, delivery bands, escalation).',
  },
};

const WHO_SEES = {
  staff: 'staff and integrators',
  owner: "staff, integrators and the order's customer",
  public: 'everyone connected',
} as const;

/** The message of one event name in one format. */
function eventMessage(type: EventType, format: 'default' | 'cloudevents') {
  const cloud = format === 'cloudevents';
  const { schema, about } = EVENT_MESSAGES[type];
  return {
    name: type,
    title: cloud ? `${type} (CloudEvent)` : type,
    summary: cloud
      ? `The same event as a CloudEvent (type ${CLOUD_EVENT_TYPES[type]}), sent when the handshake asked for format 'cloudevents'.`
      : `${about} Seen by ${WHO_SEES[EVENT_VISIBILITY[type]]}.`,
    contentType: 'application/json',
    payload: ref(cloud ? 'CloudEvent' : schema),
  };
}

/** 'restaurant-status-changed' -> 'restaurantStatusChanged'. */
const camel = (type: string) => type.replace(/-(\w)/g, (_m, c: string) => c.toUpperCase());

export interface AsyncApiOptions {
  version: string;
  /** The shop's public URL (config publicUrl): the socket's server and every CloudEvent's `source`. */
  publicUrl: string;
}

export type AsyncApiDocument = ReturnType<typeof buildAsyncApiDocument>;

/** The AsyncAPI 3.0 document served at /api/asyncapi.json, built once at start-up. */
export function buildAsyncApiDocument({ version, publicUrl }: AsyncApiOptions) {
  const url = new URL(publicUrl);
  const orderMessages = {
    ...Object.fromEntries(
      EVENT_TYPES.flatMap((type) => [
        [camel(type), eventMessage(type, 'default')],
        [`${camel(type)}CloudEvent`, eventMessage(type, 'cloudevents')],
      ]),
    ),
    resyncRequired: {
      name: 'resync-required',
      title: 'resync-required',
      summary:
        "The server cannot replay exactly after lastSeq: 'retention-exceeded' (older than the log keeps) or 'unknown-seq' (ahead of the log): refetch over HTTP, live events follow; 'replay-limit': the socket is closed, catch up through GET /api/events and reconnect.",
      contentType: 'application/json',
      payload: ref('ResyncRequired'),
    },
  };
  const connectError = {
    name: 'connect_error',
    title: 'connect_error (handshake refused)',
    summary: `The handshake was refused; the socket is not connected. message: ${Object.values(SOCKET_HANDSHAKE_ERRORS).join(' | ')}.`,
    description:
      "'unauthorized': the token is missing, unknown, expired or revoked (do not retry with it). 'bad-request': the token is valid but `auth` is not (e.g. a negative lastSeq or an unknown format); `data` is `{ message, code: 'VALIDATION_ERROR' }` naming the field. 'unavailable': the credential could not be checked (the database did not answer) and 'rate-limited': too many handshakes; retry both with backoff.",
    contentType: 'application/json',
    payload: ref('SocketHandshakeError'),
  };
  const webhookEvent = {
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
  const socketMessage = (id: keyof typeof orderMessages | 'connectError') => ({ $ref: `#/channels/orderEvents/messages/${id}` });

  return {
    asyncapi: '3.0.0',
    info: {
      title: 'Pizza Point events',
      version,
      description:
        'What the shop pushes to integrators: the live order channel (Socket.IO) and signed webhooks. Every event is one entry of a durable log with a global, gap-free `seq`; the same events can be paged with `GET /api/events` (see the OpenAPI document at /api/docs).',
    },
    defaultContentType: 'application/json',
    servers: {
      shop: {
        host: url.host,
        protocol: url.protocol === 'https:' ? 'wss' : 'ws',
        pathname: '/socket.io/',
        title: 'The shop (Socket.IO 4 over WebSocket or long polling)',
        description: `Socket.IO 4 at ${publicUrl} (engine path /socket.io/).`,
      },
      webhookReceiver: {
        host: '{receiverHost}',
        protocol: 'https',
        title: "An integrator's webhook endpoint",
        description:
          'Whatever URL staff registered: https to a public address in production (http://127.0.0.1 or localhost only in the embedded mode). Redirects are not followed.',
        variables: { receiverHost: { description: 'Host (and port) of the registered endpoint URL.' } },
      },
    },
    channels: {
      orderEvents: {
        address: '/',
        title: 'Live order channel',
        description: HANDSHAKE_DESCRIPTION,
        servers: [{ $ref: '#/servers/shop' }],
        messages: { ...orderMessages, connectError },
        'x-socketio-handshake-auth': ref('SocketAuth'),
      },
      webhooks: {
        address: '{receiverPath}',
        title: 'Webhook endpoint',
        description: WEBHOOK_DESCRIPTION,
        servers: [{ $ref: '#/servers/webhookReceiver' }],
        parameters: { receiverPath: { description: 'Path (and query) of the registered endpoint URL.' } },
        messages: { webhookEvent },
      },
    },
    operations: {
      sendOrderEvents: {
        action: 'send',
        channel: { $ref: '#/channels/orderEvents' },
        title: 'Events of the log to a connected socket',
        summary: 'Replay after lastSeq, then live, in seq order; each in the format the handshake asked for.',
        messages: (Object.keys(orderMessages) as Array<keyof typeof orderMessages>).map(socketMessage),
      },
      refuseHandshake: {
        action: 'send',
        channel: { $ref: '#/channels/orderEvents' },
        title: 'Refuse a handshake',
        summary: 'connect_error instead of a connection.',
        messages: [socketMessage('connectError')],
      },
      deliverWebhook: {
        action: 'send',
        channel: { $ref: '#/channels/webhooks' },
        title: 'Deliver an event to a webhook endpoint',
        summary: 'HTTP POST of the CloudEvent with the Standard Webhooks headers; a 2xx answer within 15 s acknowledges it.',
        bindings: { http: { method: 'POST', bindingVersion: '0.3.0' } },
        messages: [{ $ref: '#/channels/webhooks/messages/webhookEvent' }],
      },
    },
    components: {
      schemas: componentSchemas([
        'SocketAuth',
        ...Object.values(EVENT_MESSAGES).map(({ schema }) => schema),
        'CloudEvent',
        'ResyncRequired',
        'SocketHandshakeError',
        'EventsPage',
        'CloudEventsPage',
      ]),
    },
  };
}
