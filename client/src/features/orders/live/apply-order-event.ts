import type { Order, OrderEvent } from '@pizza/shared';
import type { QueryClient } from '@tanstack/react-query';

import { withOrderEvent } from '../../../lib/order-channel';
import { writeLiveChange } from '../../../lib/query-cache';
import { orderQueryKeys } from '../api/order-query-keys';

/**
 * An order for later's release (order-released, docs/product/scheduled-orders.md#the-order): from
 * then on it reads as a normal waiting order and can no longer be cancelled here.
 */
export function withRelease(order: Order, event: OrderEvent): Order {
  const releasedAt = event.order.releasedAt;
  if (order.orderId !== event.orderId || !releasedAt || order.releasedAt) return order;
  return { ...order, releasedAt };
}

const withEvent = (order: Order, event: OrderEvent): Order => withRelease(withOrderEvent(order, event), event);

/** A list with the event's order updated in place (same array when nothing changed). */
export function listWithOrderEvent(orders: Order[], event: OrderEvent): Order[] {
  let changed = false;
  const next = orders.map((order) => {
    const updated = withEvent(order, event);
    changed ||= updated !== order;
    return updated;
  });
  return changed ? next : orders;
}

/**
 * Puts a live event into the customer's cached orders: the order page's query and the My Orders
 * list. An order the list does not have yet (placed in another tab) refetches the list.
 */
export function applyOrderEventToOrders(queryClient: QueryClient, email: string, event: OrderEvent): void {
  writeLiveChange<Order>(queryClient, orderQueryKeys.detail(email, event.orderId), (order) => withEvent(order, event));
  const listKey = orderQueryKeys.list(email);
  const list = queryClient.getQueryData<Order[]>(listKey);
  if (list && !list.some((order) => order.orderId === event.orderId)) {
    void queryClient.invalidateQueries({ queryKey: listKey, exact: true });
    return;
  }
  writeLiveChange<Order[]>(queryClient, listKey, (orders) => listWithOrderEvent(orders, event));
}

/** Everything cached for this customer's orders is refetched (the channel may have missed events). */
export function refetchCustomerOrders(queryClient: QueryClient, email: string): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: orderQueryKeys.customer(email) });
}
