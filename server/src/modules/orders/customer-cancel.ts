import { isAwaitingRelease, type Order, ORDER_MESSAGES, SCHEDULING_MESSAGES } from '@pizza/shared';

import type { Clock } from '../../lib/clock';
import { AppError, notFound } from '../../lib/errors';
import type { EventLog } from '../../platform';
import type { AuthUser } from '../auth';
import { applyStatusChange, type StatusChangeDeps } from './change-status';
import { type StoredOrder, toOrderDto } from './order-view';
import { OrderModel } from './orders.model';

export interface CustomerCancelDeps {
  events: Pick<EventLog, 'transaction' | 'append'>;
  promos: StatusChangeDeps['promos'];
  clock: Clock;
}

const tooLate = () => new AppError(409, 'TOO_LATE_TO_CANCEL', SCHEDULING_MESSAGES.tooLateToCancel);

/**
 * The customer cancels their order for later while it waits for its release
 * (docs/product/scheduled-orders.md#the-order): CANCELLED by 'customer' through the one
 * status-change path, so `status-changed` is appended and the slot's place given back with it.
 * Released, accepted, or an order for as soon as possible: 409 TOO_LATE_TO_CANCEL. Already cancelled:
 * the order as it is (a repeated tap).
 */
export function createCustomerCancel({ events, promos, clock }: CustomerCancelDeps) {
  const read = (user: AuthUser, orderId: string) =>
    OrderModel.findOne({ orderId, userId: user.id, status: { $ne: 'PENDING' } }).lean<StoredOrder>();

  return async function cancelByCustomer(user: AuthUser, orderId: string): Promise<Order> {
    const seen = await read(user, orderId);
    // Another customer's order is not found, as when reading it.
    if (!seen) throw notFound(ORDER_MESSAGES.notFound);
    if (seen.status === 'CANCELLED') return toOrderDto(seen);
    if (!isAwaitingRelease({ ...seen, scheduledFor: seen.scheduledFor ?? undefined, releasedAt: seen.releasedAt ?? undefined })) {
      throw tooLate();
    }
    const cancelled = await events.transaction((session) =>
      applyStatusChange({ events, promos }, session, {
        // Still waiting as of this transaction: a release or an accept committed meanwhile wins.
        filter: { _id: seen._id, status: 'PLACED', scheduledFor: { $exists: true }, releasedAt: { $exists: false } },
        to: 'CANCELLED',
        at: clock.now(),
        by: user.id,
        actor: 'customer',
        set: { cancelReason: SCHEDULING_MESSAGES.cancelledByCustomer },
        auditBy: 'customer',
      }),
    );
    const now = await read(user, orderId);
    if (!cancelled && now?.status !== 'CANCELLED') throw tooLate();
    return toOrderDto(now!);
  };
}
