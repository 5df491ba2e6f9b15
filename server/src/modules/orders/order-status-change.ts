import type { OrderStatus, StatusChangeActor } from '@pizza/shared';
import type { ClientSession } from 'mongoose';

import type { EventLog } from '../../platform';
import { OrderModel } from './orders.model';
import { type StoredOrder, toOrderSummary } from './orders.view';

/** One status change: who made it, the order's condition (what the change was decided on), fields set with it. */
export interface StatusChange {
  /** The order and the status it may be moved from: the change applies only while it matches. */
  filter: Record<string, unknown>;
  to: OrderStatus;
  at: Date;
  /** A user id (staff, customer) or 'system' (the history entry). */
  by: string;
  /** The event's `by` when it is not staff's (staff changes name no actor, as before issue 22). */
  actor?: StatusChangeActor;
  /** Top-level fields set with the status (the estimate, a cancel reason). */
  set?: Record<string, unknown>;
}

/**
 * THE way an order's status changes, inside the event log's transaction: the conditional update
 * (null when the order no longer matches `filter`: someone else changed it first), its history
 * entry and `status-changed`, all in `session`. The status it moved from is the one the update
 * found. Staff moves and the automatic cancel both use it; answers the order as it is after
 * (without its lines and history, which the event does not carry).
 */
export async function applyStatusChange(
  events: Pick<EventLog, 'append'>,
  session: ClientSession,
  { filter, to, at, by, actor, set = {} }: StatusChange,
): Promise<StoredOrder | null> {
  const before = await OrderModel.findOneAndUpdate(
    filter,
    { $set: { status: to, ...set }, $push: { statusHistory: { status: to, at, by } } },
    { session, returnDocument: 'before', projection: { statusHistory: 0, items: 0 } },
  ).lean<StoredOrder>();
  if (!before) return null;
  const order = { ...before, status: to, ...set } as StoredOrder;
  events.append(session, {
    type: 'status-changed',
    order: toOrderSummary(order),
    userId: String(order.userId),
    previousStatus: before.status as OrderStatus,
    ...(actor ? { by: actor } : {}),
  });
  return order;
}
