import { componentSchemas, ref } from './asyncapi-schemas';
import { connectError, EVENT_MESSAGES, HANDSHAKE_DESCRIPTION, orderMessages } from './asyncapi-socket';
import { WEBHOOK_DESCRIPTION, webhookEvent } from './asyncapi-webhooks';

/*
 * The AsyncAPI 3.0 document of everything the shop pushes: the Socket.IO order channel and the
 * webhooks. Its schemas are the shared zod schemas (the ones with `.meta({ id })`, which the OpenAPI
 * document names too) turned into JSON Schema by zod itself, so neither document can drift from
 * what the server validates and sends. Socket.IO has no AsyncAPI binding (asyncapi/bindings#74):
 * the usual mapping is used (namespace -> channel, event name -> message name, argument -> payload),
 * and the handshake `auth` is described on the channel.
 */

export interface AsyncApiOptions {
  version: string;
  /** The shop's public URL (config publicUrl): the socket's server and every CloudEvent's `source`. */
  publicUrl: string;
}

export type AsyncApiDocument = ReturnType<typeof buildAsyncApiDocument>;

/** The AsyncAPI 3.0 document served at /api/asyncapi.json, built once at start-up. */
export function buildAsyncApiDocument({ version, publicUrl }: AsyncApiOptions) {
  const url = new URL(publicUrl);
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
