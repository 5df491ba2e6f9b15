import type { Order } from '@pizza/shared';

/**
 * The Placed tab's order: orders waiting to be accepted first, so none hides below the ones
 * already in the kitchen; otherwise the server's order (newest first) is kept.
 */
export function unacceptedFirst(orders: readonly Order[]): Order[] {
  return [...orders.filter((order) => order.status === 'PLACED'), ...orders.filter((order) => order.status !== 'PLACED')];
}
