import {
  CLOUD_EVENT_TYPES,
  EVENT_TYPES,
  EVENT_VISIBILITY,
  EVENTS_PULL_MAX_LIMIT,
  type EventType,
  SOCKET_HANDSHAKE_ERRORS,
} from '@pizza/shared';

import { ref } from './asyncapi-schemas';

export const HANDSHAKE_DESCRIPTION = `Connect with Socket.IO 4 (e.g. \`socket.io-client\`) to the shop's URL, default namespace \`/\`, and pass the handshake \`auth\` object (schema **SocketAuth**):

- \`token\`: an integrator API key (\`ppk_...\`, made by staff on the integrations page or with \`npm run integrations:create-key\`), a staff JWT or a customer JWT. Integrators see every event; staff by their role (owner, manager and kitchen every event, a courier the status and estimate changes of delivery orders and the public shop-wide events; docs/product/staff-roles.md); a customer the release, status and estimate changes and escalations of their own orders and the public shop-wide events (\`restaurant-status-changed\`, \`menu-availability-changed\`). A key reads only what its scopes allow (docs/integrators/keys.md): a key without \`events\` is refused (\`forbidden\`); with \`events\` but not \`orders\` every order's \`order\` is **OrderSummaryWithoutCustomer** (no customer name, only the fixed words of a cancel reason).
- \`lastSeq\`: the highest \`seq\` you have processed. The server replays every event after it, then continues live with no gap and no duplicate. Omit it to start live from now.
- \`format\`: \`'cloudevents'\` to receive every event (replay and live) as a CloudEvents 1.0 JSON object; \`'default'\` (or absent) for the plain envelope. The event names stay the same.

Every event carries the global, gap-free \`seq\` (in a CloudEvent: \`data.seq\`, and \`sequence\` zero-padded to 16 digits). Keep the highest one you have processed and drop anything not above it. The channel is push only: clients emit nothing.

A refused handshake ends in \`connect_error\` (message **SocketHandshakeError**). If more events follow \`lastSeq\` than one socket replays (SOCKET_REPLAY_LIMIT, default 1000), the server sends \`resync-required\` (reason \`replay-limit\`) and closes the socket: page through \`GET /api/events?after=<lastSeq>&limit=${EVENTS_PULL_MAX_LIMIT}\` (same key in \`X-API-Key\`), then connect again with the new \`lastSeq\`.`;

/** The envelope schema (meta id) of each event type, and what it tells. */
export const EVENT_MESSAGES: Record<EventType, { schema: string; about: string }> = {
  'order-created': { schema: 'OrderCreatedEvent', about: 'A customer placed an order for as soon as possible.' },
  'order-scheduled': {
    schema: 'OrderScheduledEvent',
    about:
      'A customer placed an order for later: `order.scheduledFor` is the slot (a pickup ready, a delivery at the door), `order.releaseAt` when it goes to the kitchen. It takes the place of order-created for such an order; make it after order-released (or when staff accept it early).',
  },
  'order-released': {
    schema: 'OrderReleasedEvent',
    about:
      'A scheduled order reached its release time: it is now a new order for the kitchen (the board rings), and its escalation deadlines count from `order.releasedAt`. Sent once, late rather than never; not sent for an order accepted or cancelled before.',
  },
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
  'menu-changed': {
    schema: 'MenuChangedEvent',
    about:
      'Staff saved a dish, an add-on or a category in the menu editor (prices, photos, allergens, order): read the menu again (GET /api/menu). `repricedItemIds` names the menu items whose price changed.',
  },
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

/** The messages of the order channel: each event type in both formats, and resync-required. */
export const orderMessages = {
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

/** What a refused handshake gets instead of a connection. */
export const connectError = {
  name: 'connect_error',
  title: 'connect_error (handshake refused)',
  summary: `The handshake was refused; the socket is not connected. message: ${Object.values(SOCKET_HANDSHAKE_ERRORS).join(' | ')}.`,
  description:
    "'unauthorized': the token is missing, unknown, expired or revoked (do not retry with it). 'bad-request': the token is valid but `auth` is not (e.g. a negative lastSeq or an unknown format); `data` is `{ message, code: 'VALIDATION_ERROR' }` naming the field. 'unavailable': the credential could not be checked (the database did not answer) and 'rate-limited': too many handshakes; retry both with backoff.",
  contentType: 'application/json',
  payload: ref('SocketHandshakeError'),
};
