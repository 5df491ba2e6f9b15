import {
  addMinutes,
  ETA_STATUSES,
  formatOrderSequence,
  type Order,
  ORDER_MESSAGES,
  orderNumberParam,
  type OrderStatus,
  statusParam,
} from '@pizza/shared';

import type { Clock } from '../../lib/clock';
import { conflict, msg, notFound } from '../../lib/errors';
import type { EventLog } from '../../platform';
import { recordAudit } from '../audit';
import type { AuthUser } from '../auth';
import { type StoredOrder, toOrderDto, toOrderSummary } from './order-view';
import { OrderModel } from './orders.model';

export interface PushEtaDeps {
  events: Pick<EventLog, 'transaction' | 'append'>;
  clock: Clock;
}

/** Staff push an accepted order's estimate later from the board; the estimate it got when accepted is order-estimate.ts. */
export function createPushEta({ events, clock }: PushEtaDeps) {
  /**
   * Pushes an accepted, unfinished order's estimate `minutes` later and logs `eta-changed` (by staff)
   * and its audit entry (who, the estimate before and after) in the same transaction; answers the
   * order as it is after.
   */
  return async function pushEta(staff: AuthUser, orderId: string, minutes: number): Promise<Order> {
    return events.transaction(async (session) => {
      const current = await OrderModel.findOne({ orderId, status: { $ne: 'PENDING' } }, null, { session }).lean<StoredOrder>();
      if (!current) throw notFound(ORDER_MESSAGES.notFound);
      const sequence = orderNumberParam(formatOrderSequence(current.orderSequence ?? 0));
      const status = current.status as OrderStatus;
      const field = current.orderType === 'PICKUP' ? 'estimatedReadyAt' : 'estimatedDeliveryAt';
      const estimate = current[field];
      if (!ETA_STATUSES.includes(status))
        throw conflict(
          status === 'PLACED'
            ? msg('Order {order} is not accepted yet: accept it with a prep time first.', { order: sequence })
            : msg('Order {order} is already {status}; its estimate cannot change.', {
                order: sequence,
                status: statusParam(status, status.toLowerCase()),
              }),
          { status },
        );
      if (!estimate)
        throw conflict(msg('Order {order} has no estimate to push (it was accepted before estimates existed).', { order: sequence }), {
          status,
        });
      // The later of the estimate and now: pushing a late order gives a time in the future.
      const from = estimate.getTime() > clock.now().getTime() ? estimate : clock.now();
      const order = await OrderModel.findOneAndUpdate(
        { _id: current._id, status, [field]: estimate },
        { $set: { [field]: addMinutes(from, minutes) } },
        { session, returnDocument: 'after' },
      ).lean<StoredOrder>();
      if (!order)
        throw conflict(msg('Order {order} was just changed by someone else. Please check it and try again.', { order: sequence }), {
          status,
        });
      events.append(session, { type: 'eta-changed', order: toOrderSummary(order), userId: String(order.userId), by: 'staff' });
      await recordAudit(session, {
        action: 'order.eta',
        actor: staff,
        at: clock.now(),
        orderId: order.orderId,
        ...(order.orderSequence ? { orderNumber: order.orderSequence } : {}),
        before: { [field]: estimate.toISOString() },
        after: { [field]: order[field]?.toISOString(), addMinutes: minutes },
      });
      return toOrderDto(order);
    });
  };
}
