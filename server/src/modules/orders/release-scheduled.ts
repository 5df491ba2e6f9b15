import type { EventLog } from '../../platform';
import { type RestaurantService, settingsOf } from '../restaurant';
import { type StoredOrder, toOrderSummary } from './order-view';
import { OrderModel } from './orders.model';
import { escalationOf } from './place-order';

export interface ReleaseDeps {
  events: Pick<EventLog, 'transaction' | 'append'>;
  restaurant: Pick<RestaurantService, 'profile'>;
}

/** An order for later that still waits: PLACED, its release time set and not released yet. */
const WAITING = { status: 'PLACED', releaseAt: { $exists: true }, releasedAt: { $exists: false } } as const;

/**
 * Orders for later go to the kitchen at their release time (docs/product/scheduled-orders.md#the-order):
 * the escalation scheduler's pass releases them first. A release is ONE transaction of the event log
 * whose update is conditional on the order still waiting (PLACED, no releasedAt), so it happens once
 * however many instances try it, an order accepted or cancelled before is never released, and after
 * a restart that spanned the release time the first pass releases it, late.
 */
export function createRelease({ events, restaurant }: ReleaseDeps) {
  /** Ids of waiting orders whose release time is at or before `now`, the oldest first (the {status, releaseAt} index). */
  async function dueForRelease(now: Date, limit: number): Promise<string[]> {
    const due = await OrderModel.find({ ...WAITING, releaseAt: { $lte: now } }, { orderId: 1 })
      .sort({ releaseAt: 1 })
      .limit(limit)
      .lean<{ orderId: string }[]>();
    return due.map((order) => order.orderId);
  }

  /**
   * Releases the order at `now` if it still waits and is due: releasedAt, and the escalation
   * deadlines counted from now with the settings in force now, then `order-released`. False when
   * there was nothing to do (not due, released by someone else, accepted or cancelled meanwhile).
   */
  async function releaseOnce(orderId: string, now: Date): Promise<boolean> {
    const { escalation } = settingsOf(await restaurant.profile());
    return events.transaction(async (session) => {
      const order = await OrderModel.findOneAndUpdate(
        { orderId, ...WAITING, releaseAt: { $lte: now } },
        { $set: { releasedAt: now, escalation: escalationOf(now, escalation) } },
        { session, returnDocument: 'after' },
      ).lean<StoredOrder>();
      if (!order) return false;
      events.append(session, { type: 'order-released', order: toOrderSummary(order), userId: String(order.userId) });
      return true;
    });
  }

  /**
   * Test mode only (POST /dev/faults/release-due): a waiting order's release time becomes `now`, so
   * the scheduler releases it at its next tick (the browser tests); false when it does not wait.
   */
  async function bringReleaseToNow(orderId: string, now: Date): Promise<boolean> {
    const moved = await OrderModel.updateOne({ orderId, ...WAITING }, { $set: { releaseAt: now } });
    return moved.matchedCount === 1;
  }

  return { dueForRelease, releaseOnce, bringReleaseToNow };
}
