import { formatMoney, orderNumberText, type PushPayload, type ShopEvent } from '@pizza/shared';

/** What the shop pushes for one event, and how the push service should treat it. */
export interface PushNotification {
  payload: PushPayload;
  /** Push services keep at most one undelivered push per topic (a repeat for the order replaces the older one). */
  topic: string;
  urgency: 'very-low' | 'low' | 'normal' | 'high';
  /** Seconds the push service keeps trying a device that is off. */
  ttlSeconds: number;
}

/** A new order is worth nothing to a cook a quarter of an hour later: the board shows it by then. */
export const PUSH_TTL_SECONDS = 15 * 60;

const ORDER_TYPE_MARK = { DELIVERY: '🛵', PICKUP: '🥡' } as const;

/** Topics are base64url, at most 32 characters: an order id (a UUID, 36 characters) without its dashes is 32. */
export function topicFor(orderId: string): string {
  return orderId.replace(/[^A-Za-z0-9]/g, '').slice(0, 32);
}

/**
 * The one mapping from a logged event to a staff push (undefined: no push). Neutral words (the
 * order number as '#0007', its type, the total) so it reads in Hungarian and English alike, and nothing
 * personal on a lock screen; the board's URL of the order. New orders and escalations are pushed.
 */
export function notificationFor(event: ShopEvent): PushNotification | undefined {
  switch (event.type) {
    case 'order-created':
      return orderPush(event, `🍕 ${orderNumberText(event.order.orderSequence, 'hu')}`, '');
    case 'order-escalated':
      // Both stages under the order's topic and tag: the louder reminder replaces the new-order push.
      return orderPush(event, `⏰ ${orderNumberText(event.order.orderSequence, 'hu')}`, ` · ${ESCALATION_TEXT[event.stage]}`);
    default:
      return undefined;
  }
}

/** Staff read Hungarian or English: an escalation says both (the rest of a push is neutral). */
const ESCALATION_TEXT = {
  'ring-louder': 'Még nincs elfogadva / Not accepted yet',
  'tell-customer': 'A vendég várja a visszaigazolást / The customer is waiting for confirmation',
} as const;

function orderPush(
  event: Extract<ShopEvent, { type: 'order-created' | 'order-escalated' }>,
  title: string,
  suffix: string,
): PushNotification {
  const { order } = event;
  return {
    payload: {
      title,
      body: `${ORDER_TYPE_MARK[order.orderType]} ${order.orderType} · ${formatMoney(order.totalPrice, 'hu')}${suffix}`,
      url: `/admin?order=${encodeURIComponent(event.orderId)}`,
      tag: `order-${event.orderId}`,
      orderId: event.orderId,
      orderSequence: order.orderSequence,
      orderType: order.orderType,
      totalPrice: order.totalPrice,
    },
    topic: topicFor(event.orderId),
    urgency: 'high',
    ttlSeconds: PUSH_TTL_SECONDS,
  };
}
