import { canTransition, ESCALATION_STAGES, type EscalationStage, type Order, type OrderEvent } from '@pizza/shared';

/**
 * An order after a live event: the new status, and the moment it was reached appended to its
 * history. Only a legal forward move is applied (the status machine never goes back), so an
 * event the order already reflects, or an older one replayed after a fresh fetch, changes
 * nothing and returns the same object: a status never goes backwards on screen.
 * The estimate the event carries (accepting sets it, eta-changed pushes it) is applied the same
 * way: only a later one, since estimates only ever move later. An order-escalated event moves the
 * escalation stage on (never back), and the escalation goes once the order leaves PLACED.
 */
export function withOrderEvent(order: Order, event: OrderEvent): Order {
  if (order.orderId !== event.orderId) return order;
  return withEscalation(
    withCancelReason(withEstimate(withRelease(withStatus(order, event), event.order), event.order), event.order),
    event,
  );
}

/**
 * An order for later that was released (order-released) takes its release time: it leaves the board's
 * Scheduled list and the customer's "until the release" state at once (docs/product/scheduled-orders.md).
 */
function withRelease(order: Order, summary: OrderEvent['order']): Order {
  if (order.releasedAt || !summary.releasedAt) return order;
  return { ...order, releasedAt: summary.releasedAt, ...(summary.releaseAt ? { releaseAt: summary.releaseAt } : {}) };
}

/** The escalation deadlines mean something while the order waits (PLACED) only; an order-escalated event moves its stage on. */
function withEscalation(order: Order, event: OrderEvent): Order {
  if (!order.escalation) return order;
  if (order.status !== 'PLACED') {
    const { escalation: _gone, ...rest } = order;
    return rest;
  }
  if (event.type !== 'order-escalated' || !isLaterStage(event.stage, order.escalation.stage)) return order;
  return { ...order, escalation: { ...order.escalation, stage: event.stage } };
}

const isLaterStage = (incoming: EscalationStage, current: EscalationStage | undefined) =>
  current === undefined || ESCALATION_STAGES.indexOf(incoming) > ESCALATION_STAGES.indexOf(current);

/** A cancelled order's reason comes with its status-changed (the automatic cancel says why). */
function withCancelReason(order: Order, summary: OrderEvent['order']): Order {
  if (order.status !== 'CANCELLED' || !summary.cancelReason || order.cancelReason === summary.cancelReason) return order;
  return { ...order, cancelReason: summary.cancelReason };
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

function withEstimate(order: Order, summary: OrderEvent['order']): Order {
  let next = order;
  for (const field of ['estimatedReadyAt', 'estimatedDeliveryAt'] as const) {
    const incoming = summary[field];
    const current = next[field];
    if (incoming && (!current || Date.parse(incoming) > Date.parse(current))) next = { ...next, [field]: incoming };
  }
  return next;
}
