import { ORDER_STATUS_PATHS, type Order, type OrderStatus } from '@pizza/shared';

/** done: passed (or skipped over); current: where the order is now; upcoming: not reached yet. */
export type StageState = 'done' | 'current' | 'upcoming';

export interface Stage {
  status: OrderStatus;
  state: StageState;
  /** When the stage was reached; absent for upcoming stages and for stages the kitchen skipped. */
  at?: string;
}

/**
 * The customer's stage tracker: Placed, Preparing, then Out for Delivery and Delivered (delivery)
 * or Ready for Pickup and Completed (pickup), each with the moment it was reached. A cancelled
 * order shows the stages it did reach, then Cancelled as where it ended.
 */
export function orderStages(order: Pick<Order, 'status' | 'orderType' | 'statusHistory'>): Stage[] {
  const reachedAt = (status: OrderStatus) => order.statusHistory.findLast((change) => change.status === status)?.at;
  const path: readonly OrderStatus[] = ORDER_STATUS_PATHS[order.orderType];
  if (order.status === 'CANCELLED') {
    const reached = path.flatMap((status): Stage[] => {
      const at = reachedAt(status);
      return at ? [{ status, state: 'done', at }] : [];
    });
    return [...reached, { status: 'CANCELLED', state: 'current', at: reachedAt('CANCELLED') }];
  }
  // A draft (PENDING) is before the first stage: every stage is upcoming.
  const current = path.indexOf(order.status);
  return path.map((status, index) => {
    if (index > current) return { status, state: 'upcoming' };
    return { status, state: index === current ? 'current' : 'done', at: reachedAt(status) };
  });
}
