import { formatMoney, orderNumberText, type PushPayload, type ShopEvent, slotWhen } from '@pizza/shared';

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
 * personal on a lock screen; the board's URL of the order. New orders and escalations are pushed; an
 * order for later once when it is placed (with its slot) and again at its release, like a new order
 * (docs/product/scheduled-orders.md).
 */
export function notificationFor(event: ShopEvent): PushNotification | undefined {
  switch (event.type) {
    case 'order-created':
    case 'order-released':
      return orderPush(event, `🍕 ${orderNumberText(event.order.orderSequence, 'hu')}`, '');
    case 'order-scheduled':
      return orderPush(event, `🗓️ ${orderNumberText(event.order.orderSequence, 'hu')}`, scheduledText(event));
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

/** The slot of an order for later, in both languages, as read when it was placed ("today 19:30", "Saturday 19:30"). */
function scheduledText(event: Extract<ShopEvent, { type: 'order-scheduled' }>): string {
  if (!event.order.scheduledFor) return '';
  const [slot, placed] = [new Date(event.order.scheduledFor), new Date(event.occurredAt)];
  return ` · Időzítve: ${slotWhen(slot, placed, 'hu')} / Scheduled for ${slotWhen(slot, placed, 'en')}`;
}

function orderPush(
  event: Extract<ShopEvent, { type: 'order-created' | 'order-scheduled' | 'order-released' | 'order-escalated' }>,
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
