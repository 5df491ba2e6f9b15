/**
 * What the checker judges and what it can say: the database's rows as the checker reads them, and
 * the kinds of violation (each listed, so the report shows every one with its count, 0 when the run held).
 */
import {
  EVENT_VISIBILITY,
  type EventType,
  type MenuAvailability,
  type OrderStatus,
  type OrderType,
  type RestaurantSettings,
  type RestaurantStatus,
} from '@pizza/shared';

import type { ShopState } from './history';

/** One event of the log; a shop-wide one has no order, customer or status. */
export interface LoggedRow {
  seq: number;
  eventId: string;
  type: string;
  /** When it was appended (ms). */
  occurredAt: number;
  orderId?: string;
  userId?: string;
  status?: OrderStatus;
  /** status-changed / eta-changed: who made it ('system': the escalation scheduler's automatic cancel). */
  by?: string;
  /** The shop-wide events' content: restaurant-status-changed, settings-changed, menu-availability-changed. */
  restaurant?: RestaurantStatus;
  settings?: RestaurantSettings;
  item?: Pick<MenuAvailability, 'id' | 'available' | 'soldOutUntil'>;
}

/** An order's event, as the order checks read it. */
type OrderRowEvent = LoggedRow & { orderId: string; userId: string; status: OrderStatus };
export const ofOrder = (e: LoggedRow): e is OrderRowEvent => e.orderId !== undefined && e.status !== undefined;

/** What a customer sees of the log (shared EVENT_VISIBILITY): their own orders' owner events and every public one. */
export function customerSees(e: LoggedRow, userId: string | undefined): boolean {
  const visibility = EVENT_VISIBILITY[e.type as EventType] as string | undefined;
  return visibility === 'public' || (visibility === 'owner' && e.userId === userId);
}

export interface OrderRow {
  orderId: string;
  userId: string;
  orderType: OrderType;
  status: OrderStatus;
  /** Statuses of statusHistory, in order. */
  history: OrderStatus[];
  /** Pizzas in the order (the workload adds one at a time). */
  quantity: number;
}

export interface DatabaseState {
  events: LoggedRow[];
  /** Placed orders (not drafts). */
  orders: OrderRow[];
  /** What is left in each customer's cart, by user id. */
  cartQuantity: Map<string, number>;
  /** The shop-wide state the managers change, as stored at the end. */
  shop: ShopState;
  /** Every durable consumer of the log (mails, push, each webhook endpoint) and the seq its cursor stands at. */
  consumers: Array<{ name: string; seq: number }>;
}

export const VIOLATION_KINDS = {
  'log-not-gap-free': 'the event log seq is not 1..N, increasing, without a gap',
  'placement-lost': 'an acknowledged placement is not in the database exactly once with exactly one order-created',
  'order-not-acknowledged': 'an order exists whose placement (or its retry) was never acknowledged',
  'change-lost': 'an acknowledged status change has no status-changed event',
  'change-duplicated': 'a change (order, status) happened more than once',
  'change-without-request': 'a status-changed event no request asked for',
  'order-disagrees-with-log': "an order's status history differs from its events",
  'cart-not-accounted': 'pizzas placed + left in the cart fall outside acknowledged adds .. + unanswered adds',
  'staff-or-integrator-stream': 'a staff or integrator client did not get every event exactly once, in seq order',
  'customer-stream': "a customer client did not get exactly its orders' owner events and every public event, in order",
  'status-went-backwards': 'a client saw an order go back to an earlier status',
  'unexpected-resync': 'resync-required where the log could replay (customers, or other than replay-limit)',
  'valid-credential-refused': "a valid token or key was refused as 'unauthorized'",
  'unanswered-at-end': 'a placement still unanswered when the run ended',
  'no-recovery': 'sockets did not catch up after a fault within the limit',
  'instance-crashed': 'an app instance exited on its own (a fault must never take a process down)',
  'event-content-differs': "a received event's id, type, order or status is not the log's row at its seq",
  'delivered-before-commit': 'a reader was told of an event that a read of the log could not find yet (told before the commit)',
  'shop-change-lost': 'an acknowledged shop-wide change (busy, pause, open switch, settings, sold out) has no event carrying it',
  'shop-change-without-request': 'a shop-wide event that no request asked for, or that says something other than what was asked',
  'shop-state-disagrees': "the shop's state at the end is not what its logged changes, in log order, leave",
  'menu-stale': "an instance serves an item's availability other than the database's after settling (its catalogue missed a change)",
  'consumer-behind': "a durable consumer's cursor (mails, push, a webhook endpoint) is short of the log's end after settling",
  'consumer-stalled': "a durable consumer's cursor stood still for 60 s while behind the log (stuck, even if a restart freed it later)",
  'webhook-stream':
    'the webhook receiver did not get every event, validly signed, first deliveries in seq order each after the previous was acknowledged',
} as const;
export type ViolationKind = keyof typeof VIOLATION_KINDS;

export interface Violation {
  kind: ViolationKind;
  detail: string;
}

export const count = <T>(items: T[], key: (item: T) => string) => {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
};
