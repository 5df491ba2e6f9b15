import {
  canStaffSetStatus,
  ORDER_STATUS_PATHS,
  ORDER_TYPES,
  formatOrderSequence,
  statusParam,
  type Order,
  ETA_MESSAGES,
  ORDER_MESSAGES,
  type OrderListQuery,
  type OrderListTab,
  type OrderStatus,
  type OrderType,
  type StatusChangeActor,
} from '@pizza/shared';
import type { ClientSession } from 'mongoose';

import type { Clock } from '../../lib/clock';
import { badRequest, conflict, msg, notFound } from '../../lib/errors';
import type { AuthUser } from '../auth';
import type { OrderEventLog } from '../events';
import type { createEtaFunctions } from './orders.eta';
import { OrderModel } from './orders.model';
import { type StoredOrder, toOrderDto, toOrderSummary } from './orders.view';

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
  events: Pick<OrderEventLog, 'transaction' | 'append'>;
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

function illegalMove(sequence: string, from: OrderStatus, to: OrderStatus) {
  return conflict(msg('Order {order} cannot go from {from} to {to}.', { order: sequence, from: statusParam(from), to: statusParam(to) }), {
    from,
    to,
  });
}

/** One status change: who made it, the order's condition (what the change was decided on), fields set with it. */
export interface StatusChange {
  /** The order and the status(es) it may be moved from: the change applies only while it matches. */
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
  events: Pick<OrderEventLog, 'append'>,
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

/**
 * For each order type, the statuses staff may move an order to `to` from, as one filter (shared
 * canStaffSetStatus); accepting (PLACED to PREPARING) is left out: it needs the order's estimate
 * first. Undefined when no move to `to` is possible that way.
 */
function movableTo(to: OrderStatus): Record<string, unknown> | undefined {
  const ways = ORDER_TYPES.flatMap((orderType) => {
    const from = ORDER_STATUS_PATHS[orderType].filter(
      (status) => canStaffSetStatus(orderType, status, to) && !(status === 'PLACED' && to === 'PREPARING'),
    );
    return from.length > 0 ? [{ orderType, status: { $in: from } }] : [];
  });
  return ways.length > 0 ? { $or: ways } : undefined;
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
   * Moves an order along the status machine (shared canStaffSetStatus). The status seen at the
   * start of the request is the one the move is checked from; if another staff member changed the
   * order in the meantime, this one gets 409 instead of applying a move decided on an old status.
   * The status, a history entry and `status-changed` are written in one transaction. Accepting
   * (PLACED to PREPARING) also sets the estimate: `prepMinutes`, else the service's default.
   *
   * A move that needs nothing of the order but its status and type is first tried as one
   * conditional update on every status it may come from (a round trip less than reading first); one
   * that matches nothing (an unknown order, an illegal move, a race) takes the way below, which
   * reads the order and answers why.
   */
  async function changeStatus(staff: AuthUser, orderId: string, to: OrderStatus, prepMinutes?: number): Promise<void> {
    const movable = prepMinutes === undefined ? movableTo(to) : undefined;
    if (movable) {
      const moved = await events.transaction((session) =>
        applyStatusChange(events, session, { filter: { orderId, ...movable }, to, at: clock.now(), by: staff.id }),
      );
      if (moved) return;
    }
    // Only an accept goes to PREPARING, and it needs the shop's settings too: read alongside the order.
    const [seen, estimator] = await Promise.all([
      OrderModel.findOne({ orderId, status: { $ne: 'PENDING' } }, { status: 1, orderType: 1, orderSequence: 1, address: 1 }).lean(),
      to === 'PREPARING' ? eta.estimator() : undefined,
    ]);
    if (!seen) throw notFound(ORDER_MESSAGES.notFound);
    const from = seen.status as OrderStatus;
    const sequence = formatOrderSequence(seen.orderSequence ?? 0);
    if (!canStaffSetStatus(seen.orderType as OrderType, from, to)) throw illegalMove(sequence, from, to);
    const accepting = from === 'PLACED' && to === 'PREPARING';
    if (prepMinutes !== undefined && !accepting) throw badRequest(ETA_MESSAGES.prepOnlyOnAccept);
    const estimate = accepting ? estimator!({ ...seen, orderType: seen.orderType as OrderType }, clock.now(), prepMinutes) : {};
    await events.transaction(async (session) => {
      const order = await applyStatusChange(events, session, {
        filter: { _id: seen._id, status: from },
        to,
        at: clock.now(),
        by: staff.id,
        set: estimate,
      });
      if (!order) {
        const current = (await OrderModel.findById(seen._id, { status: 1 }, { session }).lean())?.status as OrderStatus | undefined;
        throw conflict(
          msg(CHANGED_MEANWHILE, { order: sequence, current: current ? statusParam(current) : { en: 'another status', hu: 'más' } }),
          {
            from,
            to,
            current,
          },
        );
      }
    });
  }

  return { active, byTab, changeStatus };
}
