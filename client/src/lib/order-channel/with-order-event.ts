import { canTransition, type Order, type OrderEvent } from '@pizza/shared';

/**
 * An order after a live event: the new status, and the moment it was reached appended to its
 * history. Only a legal forward move is applied (the status machine never goes back), so an
 * event the order already reflects, or an older one replayed after a fresh fetch, changes
 * nothing and returns the same object: a status never goes backwards on screen.
 */
export function withOrderEvent(order: Order, event: OrderEvent): Order {
  if (order.orderId !== event.orderId) return order;
  const status = event.order.status;
  if (!canTransition(order.orderType, order.status, status)) return order;
  const known = order.statusHistory.some((change) => change.status === status);
  return {
    ...order,
    status,
    statusHistory: known ? order.statusHistory : [...order.statusHistory, { status, at: event.occurredAt }],
  };
}
