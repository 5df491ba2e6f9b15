import {
  CANCEL_MESSAGES,
  cancelReasonText,
  canStaffSetStatus,
  ETA_MESSAGES,
  formatOrderSequence,
  type Language,
  mayChangeStatus,
  ORDER_MESSAGES,
  ORDER_TYPES,
  orderNumberParam,
  type OrderStatus,
  type OrderType,
  type StaffCancelReason,
  type StatusChangeActor,
  statusParam,
} from '@pizza/shared';
import type { ClientSession } from 'mongoose';

import type { Clock } from '../../lib/clock';
import { badRequest, conflict, forbidden, msg, notFound } from '../../lib/errors';
import type { EventLog } from '../../platform';
import { type AuditActor, recordAudit } from '../audit';
import type { AuthUser } from '../auth';
import { notBeforeSlot, type Estimator } from './order-estimate';
import type { FinishedStats, OrderPromos } from './order-promos';
import { giveSlotPlaceBack } from './order-slots';
import { type StoredOrder, toOrderSummary } from './order-view';
import { OrderModel } from './orders.model';

/*
 * Changing an order's status, the whole story in this file: staff's move is validated against their
 * role (shared mayChangeStatus: a courier only hands over delivery orders, docs/product/staff-roles.md)
 * and the status machine (shared canStaffSetStatus), written by applyStatusChange with its history entry,
 * and `status-changed` is appended in the same transaction. The automatic cancel (escalate.ts)
 * writes through applyStatusChange too, so there is one way a status changes.
 */

/** One status change: who made it, the order's condition (what the change was decided on), fields set with it. */
export interface StatusChange {
  /** The order and the status it may be moved from: the change applies only while it matches. */
  filter: Record<string, unknown>;
  to: OrderStatus;
  at: Date;
  /** A user id (staff, customer) or 'system' (the history entry). */
  by: string;
  /** The event's `by` when it is not staff's (staff changes name no actor, so integrators see what they always saw). */
  actor?: StatusChangeActor;
  /** Top-level fields set with the status (the estimate, a cancel reason). */
  set?: Record<string, unknown>;
  /**
   * Who it is in the audit log: the staff member, or 'system' (the automatic cancel, which has no
   * actor); 'customer' (a customer cancelling their order for later) writes no entry: the audit log
   * records staff's actions (docs/product/audit-log.md), the event names the customer.
   */
  auditBy: AuditActor | 'system' | 'customer';
  /** Accepting only: the prep minutes chosen (the audit entry names them; absent: the service's default). */
  prepMinutes?: number;
}

/** The audit log's name of a move (docs/product/audit-log.md): accept, reject, cancel, or any other step. */
function auditActionOf(from: OrderStatus, to: OrderStatus) {
  if (from === 'PLACED' && to === 'PREPARING') return 'order.accepted' as const;
  if (from === 'PLACED' && to === 'CANCELLED') return 'order.rejected' as const;
  if (to === 'CANCELLED') return 'order.cancelled' as const;
  return 'order.status' as const;
}

/** What the one status-change path writes beside the order: its event, and a promo code's use or a reward. */
export interface StatusChangeDeps {
  events: Pick<EventLog, 'append'>;
  promos: Pick<OrderPromos, 'giveBack' | 'orderFinished'>;
}

/** The statuses of a finished order (loyalty counts them). */
const FINISHED: readonly OrderStatus[] = ['DELIVERED', 'COMPLETED'];

/** The customer's finished orders and their average item subtotal, as of `session`. */
async function finishedStats(userId: unknown, session: ClientSession): Promise<FinishedStats> {
  const [stats] = await OrderModel.aggregate<{ finished: number; average: number }>([
    { $match: { userId, status: { $in: FINISHED } } },
    { $group: { _id: null, finished: { $sum: 1 }, average: { $avg: '$totalCartAmount' } } },
  ]).session(session);
  return { finished: stats?.finished ?? 0, averageItems: Math.round(stats?.average ?? 0) };
}

/**
 * THE way an order's status changes, inside the event log's transaction: the conditional update
 * (null when the order no longer matches `filter`: someone else changed it first), its history
 * entry and `status-changed`, all in `session`. The status it moved from is the one the update
 * found. Answers the order as it is after (without its lines and history, which the event does not carry).
 */
export async function applyStatusChange(
  { events, promos }: StatusChangeDeps,
  session: ClientSession,
  { filter, to, at, by, actor, set = {}, auditBy, prepMinutes }: StatusChange,
): Promise<StoredOrder | null> {
  const before = await OrderModel.findOneAndUpdate(
    filter,
    { $set: { status: to, ...set }, $push: { statusHistory: { status: to, at, by } } },
    { session, returnDocument: 'before', projection: { statusHistory: 0, items: 0 } },
  ).lean<StoredOrder>();
  if (!before) return null;
  const order = { ...before, status: to, ...set } as StoredOrder;
  // A cancelled order for later frees its place in the slot, with the cancel or not at all.
  if (to === 'CANCELLED' && before.status !== 'CANCELLED' && before.scheduledFor) {
    await giveSlotPlaceBack(before.orderType as OrderType, before.scheduledFor, session);
  }
  // A promo code's use comes back with the cancel; a finished order may earn a loyalty reward (docs/product/promo-codes.md).
  if (to === 'CANCELLED' && before.status !== 'CANCELLED') await promos.giveBack(session, order.orderId);
  if (FINISHED.includes(to) && !FINISHED.includes(before.status as OrderStatus)) {
    const finished = { userId: String(order.userId), orderId: order.orderId, orderSequence: formatOrderSequence(order.orderSequence ?? 0) };
    await promos.orderFinished(session, finished, () => finishedStats(order.userId, session));
  }
  events.append(session, {
    type: 'status-changed',
    order: toOrderSummary(order),
    userId: String(order.userId),
    previousStatus: before.status as OrderStatus,
    ...(actor ? { by: actor } : {}),
  });
  // The entry commits with the change or not at all (docs/product/audit-log.md). The automatic
  // cancel is nobody's: no actor, subject 'system', and it is a cancel even from PLACED (nobody rejected it).
  const from = before.status as OrderStatus;
  if (auditBy === 'customer') return order;
  const system = auditBy === 'system';
  await recordAudit(session, {
    action: system && to === 'CANCELLED' ? 'order.cancelled' : auditActionOf(from, to),
    actor: system ? {} : auditBy,
    ...(system ? { subject: 'system' } : {}),
    at,
    orderId: order.orderId,
    ...(order.orderSequence ? { orderNumber: order.orderSequence } : {}),
    before: { status: from },
    after: { status: to, ...(prepMinutes !== undefined ? { prepMinutes } : {}), ...set },
  });
  return order;
}

/** A staff move: where to, what the sender saw, and what comes with it. */
export interface StaffMove {
  to: OrderStatus;
  /** The status the sender saw (our board sends it): the move applies only while the order still has it. */
  from?: OrderStatus;
  /** Accepting only: the prep time staff chose (else the service's default). */
  prepMinutes?: number;
  /** Cancelling only: why (stored as the order's cancelReason, shared cancel-reasons.ts). */
  reason?: { reason: StaffCancelReason; note?: string };
}

export interface ChangeStatusDeps {
  events: Pick<EventLog, 'transaction' | 'append'>;
  promos: StatusChangeDeps['promos'];
  clock: Clock;
  /** The estimate an order gets when accepted (order-estimate.ts). */
  estimator: Estimator;
}

const CHANGED_MEANWHILE = 'Order {order} was just changed to {current} by someone else. Please check it and try again.';

function illegalMove(sequence: Record<Language, string>, from: OrderStatus, to: OrderStatus) {
  return conflict(msg('Order {order} cannot go from {from} to {to}.', { order: sequence, from: statusParam(from), to: statusParam(to) }), {
    from,
    to,
  });
}

/** The order's rules allow the move, the staff member's role does not (shared mayChangeStatus). */
function roleRefuses(sequence: Record<Language, string>, from: OrderStatus, to: OrderStatus) {
  return forbidden(
    msg('Your role does not allow moving order {order} from {from} to {to}.', {
      order: sequence,
      from: statusParam(from),
      to: statusParam(to),
    }),
  );
}

/** The move was decided on `from`, but the order is `current` now (or gone: undefined). */
function changedMeanwhile(sequence: Record<Language, string>, from: OrderStatus, to: OrderStatus, current: OrderStatus | undefined) {
  const shown = current ? statusParam(current) : { en: 'another status', hu: 'más' };
  return conflict(msg(CHANGED_MEANWHILE, { order: sequence, current: shown }), { from, to, current });
}

/**
 * The move from exactly `from` to `to` as one filter on the order (its status, and the order types
 * for which shared canStaffSetStatus allows it and the staff member's role may make it, shared
 * mayChangeStatus); accepting (PLACED to PREPARING) is left out: it
 * needs the order's estimate first. Undefined when no order type allows the move.
 */
function movableFrom(staff: AuthUser, from: OrderStatus, to: OrderStatus): Record<string, unknown> | undefined {
  if (from === 'PLACED' && to === 'PREPARING') return undefined;
  const types = ORDER_TYPES.filter(
    (orderType) => canStaffSetStatus(orderType, from, to) && mayChangeStatus(staff.staffRole, { from, to, orderType }),
  );
  return types.length > 0 ? { status: from, orderType: { $in: types } } : undefined;
}

/** Staff move an order along the status machine from the board. */
export function createChangeStatus({ events, promos, clock, estimator }: ChangeStatusDeps) {
  /** A move decided on the order as read now (and on `from`, when the sender named it). */
  async function readThenMove(staff: AuthUser, orderId: string, { to, from, prepMinutes }: StaffMove, set: Record<string, unknown>) {
    // Only an accept goes to PREPARING, and it needs the shop's settings too: read alongside the order.
    const [seen, estimate] = await Promise.all([
      OrderModel.findOne(
        { orderId, status: { $ne: 'PENDING' } },
        { status: 1, orderType: 1, orderSequence: 1, address: 1, scheduledFor: 1 },
      ).lean(),
      to === 'PREPARING' ? estimator() : undefined,
    ]);
    if (!seen) throw notFound(ORDER_MESSAGES.notFound);
    const current = seen.status as OrderStatus;
    const sequence = orderNumberParam(formatOrderSequence(seen.orderSequence ?? 0));
    if (from !== undefined && from !== current) throw changedMeanwhile(sequence, from, to, current);
    if (!mayChangeStatus(staff.staffRole, { from: current, to, orderType: seen.orderType as OrderType })) {
      throw roleRefuses(sequence, current, to);
    }
    if (!canStaffSetStatus(seen.orderType as OrderType, current, to)) throw illegalMove(sequence, current, to);
    // Accepting sets the estimate: the prep time staff chose, else the service's default; an order
    // for later not before its slot (docs/product/scheduled-orders.md#the-order).
    const accepting = current === 'PLACED' && to === 'PREPARING';
    if (prepMinutes !== undefined && !accepting) throw badRequest(ETA_MESSAGES.prepOnlyOnAccept);
    const estimated = accepting
      ? notBeforeSlot(
          estimate!({ ...seen, orderType: seen.orderType as OrderType }, clock.now(), prepMinutes),
          seen.scheduledFor ?? undefined,
        )
      : {};
    await events.transaction(async (session) => {
      const filter = { _id: seen._id, status: current };
      const order = await applyStatusChange({ events, promos }, session, {
        filter,
        to,
        at: clock.now(),
        by: staff.id,
        set: { ...set, ...estimated },
        auditBy: staff,
        ...(accepting && prepMinutes !== undefined ? { prepMinutes } : {}),
      });
      if (order) return;
      const now = (await OrderModel.findById(seen._id, { status: 1 }, { session }).lean())?.status as OrderStatus | undefined;
      throw changedMeanwhile(sequence, current, to, now);
    });
  }

  /**
   * Moves an order along the status machine. The move is decided on the status its sender saw:
   * `from` when they name it (our board does), else the status read at the start of the request.
   * If the order has another status by the time it is written (another staff member changed it a
   * moment earlier), the move is 409 instead of applying to a status nobody saw. Accepting
   * (PLACED to PREPARING) also sets the estimate; cancelling may give a reason.
   *
   * A move with `from` that needs nothing of the order but its status and type is one conditional
   * update on exactly `from` (no read first); one that matches nothing (an unknown order, an illegal
   * move, a status changed meanwhile) takes the way above, which reads the order and answers why.
   */
  return async function changeStatus(staff: AuthUser, orderId: string, move: StaffMove): Promise<void> {
    const { to, from, prepMinutes, reason } = move;
    if (reason && to !== 'CANCELLED') throw badRequest(CANCEL_MESSAGES.reasonOnlyOnCancel);
    const set = reason ? { cancelReason: cancelReasonText(reason.reason, reason.note) } : {};
    const movable = from && prepMinutes === undefined ? movableFrom(staff, from, to) : undefined;
    if (movable) {
      const moved = await events.transaction((session) =>
        applyStatusChange({ events, promos }, session, {
          filter: { orderId, ...movable },
          to,
          at: clock.now(),
          by: staff.id,
          set,
          auditBy: staff,
        }),
      );
      if (moved) return;
    }
    await readThenMove(staff, orderId, move, set);
  };
}
