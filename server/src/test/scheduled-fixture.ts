/**
 * An order for later, for the tests of what follows its placing (release, events, mails, push)
 * until placing with `scheduledFor` exists: an ordinary order placed through the API, then turned in
 * the database into one that waits for its slot, as placing for later leaves it (scheduledFor,
 * releaseAt, no escalation yet; docs/product/scheduled-orders.md#the-order), with the
 * `order-scheduled` that placing appends. Kept in this one function so that it becomes a real
 * placing with `scheduledFor` in one place.
 */
import type { Order } from '@pizza/shared';
import type request from 'supertest';

import { toOrderSummary } from '../modules/orders/order-view';
import type { EventLog } from '../platform';
import { fillCart, placed, WORKED_EXAMPLE } from './shop-requests';
import { OrderModel } from './stored-records';

export interface ScheduledOrderOptions {
  /** The slot: when the pickup should be ready or the delivery arrive. */
  scheduledFor: Date;
  /** When it goes to the kitchen (the slot minus the lead time). */
  releaseAt: Date;
  orderType?: 'PICKUP' | 'DELIVERY';
}

/**
 * Places an order for `customerToken` and makes it a waiting order for later; answers its id. The
 * log holds the ordinary placing's `order-created` too (until real placing for later replaces this).
 */
export async function placeScheduledOrder(
  t: { app: Parameters<typeof request>[0]; deps: { events: Pick<EventLog, 'transaction' | 'append'> } },
  customerToken: string,
  { scheduledFor, releaseAt, orderType = 'PICKUP' }: ScheduledOrderOptions,
): Promise<Order> {
  await fillCart(t.app, customerToken, WORKED_EXAMPLE);
  const order = await placed(t.app, customerToken, orderType);
  await t.deps.events.transaction(async (session) => {
    const scheduled = await OrderModel.findOneAndUpdate(
      { orderId: order.orderId, status: 'PLACED' },
      { $set: { scheduledFor, releaseAt }, $unset: { escalation: 1, releasedAt: 1 } },
      { session, returnDocument: 'after' },
    ).lean();
    if (!scheduled) throw new Error(`the order ${order.orderId} is not PLACED`);
    t.deps.events.append(session, { type: 'order-scheduled', order: toOrderSummary(scheduled), userId: String(scheduled.userId) });
  });
  const { escalation: _none, ...waiting } = order;
  return { ...waiting, scheduledFor: scheduledFor.toISOString(), releaseAt: releaseAt.toISOString() };
}
