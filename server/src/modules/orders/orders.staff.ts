import {
  CANCEL_MESSAGES,
  cancelReasonText,
  canStaffSetStatus,
  ORDER_TYPES,
  formatOrderSequence,
  orderNumberParam,
  statusParam,
  type Order,
  ETA_MESSAGES,
  ORDER_MESSAGES,
  type OrderListQuery,
  type OrderListTab,
  type OrderStatus,
  type Language,
  type OrderType,
  type StaffCancelReason,
} from '@pizza/shared';

import type { Clock } from '../../lib/clock';
import { badRequest, conflict, msg, notFound } from '../../lib/errors';
import type { EventLog } from '../../platform';
import type { AuthUser } from '../auth';
import { applyStatusChange } from './order-status-change';
import type { createEtaFunctions } from './orders.eta';
import { OrderModel } from './orders.model';
import { type StoredOrder, toOrderDto } from './orders.view';

/** The board's "placed" tab holds every order still in the kitchen or on the road. */
export const ACTIVE_STATUSES: readonly OrderStatus[] = ['PLACED', 'PREPARING', 'READY_FOR_PICKUP', 'OUT_FOR_DELIVERY'];

/** Statuses per tab; finished pickups (COMPLETED) sit with the delivered ones, so none disappears. */
const TAB_STATUSES: Record<OrderListTab, readonly OrderStatus[]> = {
  placed: ['PLACED'],
  delivered: ['DELIVERED', 'COMPLETED'],
  cancelled: ['CANCELLED'],
};

const NEWEST_FIRST = { placedAt: -1, _id: -1 } as const;

export interface StaffOrderDeps {
  events: Pick<EventLog, 'transaction' | 'append'>;
  clock: Clock;
  /** The estimate an order gets when accepted (orders.eta.ts). */
  eta: Pick<ReturnType<typeof createEtaFunctions>, 'estimator'>;
}

/** `before` as a filter: an instant, or the id of the last order of the previous page (ties broken by _id). */
async function beforeFilter(before: string | undefined): Promise<Record<string, unknown>> {
  if (!before) return {};
  if (!Number.isNaN(Date.parse(before)) && before.includes('T')) return { placedAt: { $lt: new Date(before) } };
  const anchor = await OrderModel.findOne({ orderId: before, status: { $ne: 'PENDING' } }, { placedAt: 1 }).lean();
  if (!anchor?.placedAt) throw notFound(ORDER_MESSAGES.notFound);
  return { $or: [{ placedAt: { $lt: anchor.placedAt } }, { placedAt: anchor.placedAt, _id: { $lt: anchor._id } }] };
}

const CHANGED_MEANWHILE = 'Order {order} was just changed to {current} by someone else. Please check it and try again.';

function illegalMove(sequence: Record<Language, string>, from: OrderStatus, to: OrderStatus) {
  return conflict(msg('Order {order} cannot go from {from} to {to}.', { order: sequence, from: statusParam(from), to: statusParam(to) }), {
    from,
    to,
  });
}

/** The move was decided on `from`, but the order is `current` now (or gone: undefined). */
function changedMeanwhile(sequence: Record<Language, string>, from: OrderStatus, to: OrderStatus, current: OrderStatus | undefined) {
  const shown = current ? statusParam(current) : { en: 'another status', hu: 'más' };
  return conflict(msg(CHANGED_MEANWHILE, { order: sequence, current: shown }), { from, to, current });
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

/**
 * The move from exactly `from` to `to` as one filter on the order (its status, and the order types
 * for which shared canStaffSetStatus allows it); accepting (PLACED to PREPARING) is left out: it
 * needs the order's estimate first. Undefined when no order type allows the move.
 */
function movableFrom(from: OrderStatus, to: OrderStatus): Record<string, unknown> | undefined {
  if (from === 'PLACED' && to === 'PREPARING') return undefined;
  const types = ORDER_TYPES.filter((orderType) => canStaffSetStatus(orderType, from, to));
  return types.length > 0 ? { status: from, orderType: { $in: types } } : undefined;
}

/** What staff do on the board: read the queues and move orders along the status machine. */
export function createStaffOrderFunctions({ events, clock, eta }: StaffOrderDeps) {
  /** Every order in the kitchen or on the road, newest first. */
  async function active(): Promise<Order[]> {
    const orders = await OrderModel.find({ status: { $in: ACTIVE_STATUSES } })
      .sort(NEWEST_FIRST)
      .lean<StoredOrder[]>();
    return orders.map(toOrderDto);
  }

  async function byTab(tab: OrderListTab, { limit, before }: OrderListQuery): Promise<Order[]> {
    const filter = { status: { $in: TAB_STATUSES[tab] }, ...(await beforeFilter(before)) };
    const orders = await OrderModel.find(filter).sort(NEWEST_FIRST).limit(limit).lean<StoredOrder[]>();
    return orders.map(toOrderDto);
  }

  /**
   * Moves an order along the status machine (shared canStaffSetStatus). The move is decided on the
   * status its sender saw: `from` when they name it (our board does), else the status read at the
   * start of the request. If the order has another status by the time it is written (another staff
   * member changed it a moment earlier), the move is 409 instead of applying to a status nobody
   * saw. The status, a history entry and `status-changed` are written in one transaction.
   * Accepting (PLACED to PREPARING) also sets the estimate: `prepMinutes`, else the service's
   * default; cancelling may give a reason.
   *
   * A move with `from` that needs nothing of the order but its status and type is one conditional
   * update on exactly `from` (no read first); one that matches nothing (an unknown order, an illegal
   * move, a status changed meanwhile) takes the way below, which reads the order and answers why.
   */
  async function changeStatus(staff: AuthUser, orderId: string, move: StaffMove): Promise<void> {
    const { to, from, prepMinutes, reason } = move;
    if (reason && to !== 'CANCELLED') throw badRequest(CANCEL_MESSAGES.reasonOnlyOnCancel);
    const set = reason ? { cancelReason: cancelReasonText(reason.reason, reason.note) } : {};
    const movable = from && prepMinutes === undefined ? movableFrom(from, to) : undefined;
    if (movable) {
      const moved = await events.transaction((session) =>
        applyStatusChange(events, session, { filter: { orderId, ...movable }, to, at: clock.now(), by: staff.id, set }),
      );
      if (moved) return;
    }
    await readThenMove(staff, orderId, move, set);
  }

  /** A move decided on the order as read now (and on `from`, when the sender named it). */
  async function readThenMove(staff: AuthUser, orderId: string, { to, from, prepMinutes }: StaffMove, set: Record<string, unknown>) {
    // Only an accept goes to PREPARING, and it needs the shop's settings too: read alongside the order.
    const [seen, estimator] = await Promise.all([
      OrderModel.findOne({ orderId, status: { $ne: 'PENDING' } }, { status: 1, orderType: 1, orderSequence: 1, address: 1 }).lean(),
      to === 'PREPARING' ? eta.estimator() : undefined,
    ]);
    if (!seen) throw notFound(ORDER_MESSAGES.notFound);
    const current = seen.status as OrderStatus;
    const sequence = orderNumberParam(formatOrderSequence(seen.orderSequence ?? 0));
    if (from !== undefined && from !== current) throw changedMeanwhile(sequence, from, to, current);
    if (!canStaffSetStatus(seen.orderType as OrderType, current, to)) throw illegalMove(sequence, current, to);
    const accepting = current === 'PLACED' && to === 'PREPARING';
    if (prepMinutes !== undefined && !accepting) throw badRequest(ETA_MESSAGES.prepOnlyOnAccept);
    const estimate = accepting ? estimator!({ ...seen, orderType: seen.orderType as OrderType }, clock.now(), prepMinutes) : {};
    await events.transaction(async (session) => {
      const filter = { _id: seen._id, status: current };
      const order = await applyStatusChange(events, session, { filter, to, at: clock.now(), by: staff.id, set: { ...set, ...estimate } });
      if (order) return;
      const now = (await OrderModel.findById(seen._id, { status: 1 }, { session }).lean())?.status as OrderStatus | undefined;
      throw changedMeanwhile(sequence, current, to, now);
    });
  }

  return { active, byTab, changeStatus };
}
