import { type Order, ORDER_MESSAGES, type OrderListQuery, type OrderListTab, type OrderStatus } from '@pizza/shared';

import { forbidden, notFound } from '../../lib/errors';
import type { AuthUser } from '../auth';
import { type StoredOrder, toOrderDto } from './order-view';
import { OrderModel } from './orders.model';
import { orderScopeOf } from './staff-order-scope';

/** The board's "placed" tab holds every order still in the kitchen or on the road. */
export const ACTIVE_STATUSES: readonly OrderStatus[] = ['PLACED', 'PREPARING', 'READY_FOR_PICKUP', 'OUT_FOR_DELIVERY'];

/** Statuses per tab; finished pickups (COMPLETED) sit with the delivered ones, so none disappears. */
const TAB_STATUSES: Record<OrderListTab, readonly OrderStatus[]> = {
  placed: ['PLACED'],
  delivered: ['DELIVERED', 'COMPLETED'],
  cancelled: ['CANCELLED'],
};

const NEWEST_FIRST = { placedAt: -1, _id: -1 } as const;

/** Drafts (PENDING) are nobody's order yet: every read of placed orders leaves them out. */
const PLACED = { status: { $ne: 'PENDING' as const } };

/** `before` as a filter: an instant, or the id of the last order of the previous page (ties broken by _id). */
async function beforeFilter(before: string | undefined): Promise<Record<string, unknown>> {
  if (!before) return {};
  if (!Number.isNaN(Date.parse(before)) && before.includes('T')) return { placedAt: { $lt: new Date(before) } };
  const anchor = await OrderModel.findOne({ orderId: before, ...PLACED }, { placedAt: 1 }).lean();
  if (!anchor?.placedAt) throw notFound(ORDER_MESSAGES.notFound);
  return { $or: [{ placedAt: { $lt: anchor.placedAt } }, { placedAt: anchor.placedAt, _id: { $lt: anchor._id } }] };
}

/** The customer's placed orders, newest first; only their own (the original let anyone read anyone's). */
export async function history(user: AuthUser, email: string): Promise<Order[]> {
  if (email.toLowerCase() !== user.email.toLowerCase()) throw forbidden(ORDER_MESSAGES.ownOrdersOnly);
  const orders = await OrderModel.find({ userId: user.id, ...PLACED })
    .sort(NEWEST_FIRST)
    .lean<StoredOrder[]>();
  return orders.map(toOrderDto);
}

/** Both filters at once (each may hold its own `$or`). */
const both = (scope: Record<string, unknown>, filter: Record<string, unknown>) =>
  Object.keys(scope).length === 0 ? filter : { $and: [scope, filter] };

/**
 * One placed order for its customer or for staff who may read it (staff-order-scope.ts); anyone
 * else (and a draft) is "not found".
 */
export async function findForViewer(viewer: AuthUser, orderId: string, now: Date): Promise<Order> {
  const order = await OrderModel.findOne(both(orderScopeOf(viewer, now), { orderId, ...PLACED })).lean<StoredOrder>();
  if (!order) throw notFound(ORDER_MESSAGES.notFound);
  return toOrderDto(order);
}

/** One placed order for an integrator key (it already sees every order's events); a draft is "not found". */
export async function findForIntegrator(orderId: string): Promise<Order> {
  const order = await OrderModel.findOne({ orderId, ...PLACED }).lean<StoredOrder>();
  if (!order) throw notFound(ORDER_MESSAGES.notFound);
  return toOrderDto(order);
}

/** The board: every order in the kitchen or on the road that the staff member may read, newest first. */
export async function active(staff: AuthUser, now: Date): Promise<Order[]> {
  const orders = await OrderModel.find(both(orderScopeOf(staff, now), { status: { $in: ACTIVE_STATUSES } }))
    .sort(NEWEST_FIRST)
    .lean<StoredOrder[]>();
  return orders.map(toOrderDto);
}

/** The board's tabs, a page at a time, newest first, of the orders the staff member may read. */
export async function byTab(staff: AuthUser, tab: OrderListTab, { limit, before }: OrderListQuery, now: Date): Promise<Order[]> {
  const filter = both(orderScopeOf(staff, now), { status: { $in: TAB_STATUSES[tab] }, ...(await beforeFilter(before)) });
  const orders = await OrderModel.find(filter).sort(NEWEST_FIRST).limit(limit).lean<StoredOrder[]>();
  return orders.map(toOrderDto);
}

/**
 * Placed orders by id as they were placed (lines, fees, address and customer snapshots), for
 * other modules that write about them (the order mails); drafts and unknown ids are left out.
 */
export async function ordersByIds(orderIds: readonly string[]): Promise<Order[]> {
  if (orderIds.length === 0) return [];
  const orders = await OrderModel.find({ orderId: { $in: [...orderIds] }, ...PLACED }).lean<StoredOrder[]>();
  return orders.map(toOrderDto);
}
