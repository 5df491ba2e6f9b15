import type { OrderMailKind, OrderStatus, ShopEvent } from '@pizza/shared';

const BY_STATUS: Partial<Record<OrderStatus, OrderMailKind>> = {
  PREPARING: 'accepted',
  OUT_FOR_DELIVERY: 'ready',
  READY_FOR_PICKUP: 'ready',
  DELIVERED: 'delivered',
  COMPLETED: 'delivered',
  CANCELLED: 'cancelled',
};

/**
 * The mail an event calls for: a new order (for later too, saying its slot), and each status change
 * a customer cares about. An estimate that moves (eta-changed), the release of an order for later
 * (the customer was told its slot; the kitchen's accepting it is the next mail) and shop-wide events
 * send nothing.
 */
export function mailKindOf(event: ShopEvent): OrderMailKind | undefined {
  if (event.type === 'order-created' || event.type === 'order-scheduled') return 'placed';
  if (event.type === 'status-changed') return BY_STATUS[event.order.status];
  return undefined;
}

/** The mails a customer may turn off (the others always go). */
export const OPTIONAL_MAILS = { ready: 'ready', delivered: 'delivered' } as const satisfies Partial<Record<OrderMailKind, string>>;
