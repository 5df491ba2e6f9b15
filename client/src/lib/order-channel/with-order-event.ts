import { canTransition, type Order, type OrderEvent, type OrderSummary } from '@pizza/shared';

/**
 * An order after a live event: the new status, and the moment it was reached appended to its
 * history. Only a legal forward move is applied (the status machine never goes back), so an
 * event the order already reflects, or an older one replayed after a fresh fetch, changes
 * nothing and returns the same object: a status never goes backwards on screen.
 * The estimate the event carries (accepting sets it, eta-changed pushes it) is applied the same
 * way: only a later one, since estimates only ever move later.
 */
export function withOrderEvent(order: Order, event: OrderEvent): Order {
  if (order.orderId !== event.orderId) return order;
  return withEstimate(withStatus(order, event), event.order);
}

function withStatus(order: Order, event: OrderEvent): Order {
  const status = event.order.status;
  if (!canTransition(order.orderType, order.status, status)) return order;
  const known = order.statusHistory.some((change) => change.status === status);
  return {
    ...order,
    status,
    statusHistory: known ? order.statusHistory : [...order.statusHistory, { status, at: event.occurredAt }],
  };
}

function withEstimate(order: Order, summary: OrderSummary): Order {
  let next = order;
  for (const field of ['estimatedReadyAt', 'estimatedDeliveryAt'] as const) {
    const incoming = summary[field];
    const current = next[field];
    if (incoming && (!current || Date.parse(incoming) > Date.parse(current))) next = { ...next, [field]: incoming };
  }
  return next;
}
