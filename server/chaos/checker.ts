/**
 * Judges a chaos run from its history and the database afterwards. Each violation names its kind;
 * the kinds are listed so the report shows every one, with its count (0 when the run held).
 */
import { canTransition, EVENT_VISIBILITY, type EventType, type OrderStatus, type OrderType } from '@pizza/shared';

import { type ClientRecord, type History, isAmbiguous } from './history';

/** One event of the log; a shop-wide one has no order, customer or status. */
export interface LoggedRow {
  seq: number;
  type: string;
  orderId?: string;
  userId?: string;
  status?: OrderStatus;
  /** status-changed / eta-changed: who made it ('system': the escalation scheduler's automatic cancel). */
  by?: string;
}

/** An order's event, as the order checks read it. */
type OrderRowEvent = LoggedRow & { orderId: string; userId: string; status: OrderStatus };
const ofOrder = (e: LoggedRow): e is OrderRowEvent => e.orderId !== undefined && e.status !== undefined;

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
} as const;
export type ViolationKind = keyof typeof VIOLATION_KINDS;

export interface Violation {
  kind: ViolationKind;
  detail: string;
}

const count = <T>(items: T[], key: (item: T) => string) => {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
};

function checkLog(db: DatabaseState, out: Violation[]): void {
  db.events.forEach((event, i) => {
    if (event.seq !== i + 1) out.push({ kind: 'log-not-gap-free', detail: `position ${i} holds seq ${event.seq}` });
  });
}

function checkPlacements(history: History, db: DatabaseState, out: Violation[]): void {
  const acknowledged = new Set(history.placements.filter((p) => p.outcome.status === 200).map((p) => p.orderId));
  const created = count(db.events.filter((e) => e.type === 'order-created').filter(ofOrder), (e) => e.orderId);
  const orders = count(db.orders, (o) => o.orderId);
  for (const orderId of acknowledged) {
    if (orders.get(orderId) !== 1 || created.get(orderId) !== 1)
      out.push({
        kind: 'placement-lost',
        detail: `${orderId}: ${orders.get(orderId) ?? 0} orders, ${created.get(orderId) ?? 0} order-created`,
      });
  }
  for (const orderId of new Set([...orders.keys(), ...created.keys()])) {
    if (!acknowledged.has(orderId)) out.push({ kind: 'order-not-acknowledged', detail: orderId });
  }
  const lastAttempt = new Map(history.placements.map((p) => [p.orderId, p]));
  for (const attempt of lastAttempt.values()) {
    if (isAmbiguous(attempt.outcome))
      out.push({ kind: 'unanswered-at-end', detail: `${attempt.orderId}: ${JSON.stringify(attempt.outcome)}` });
  }
}

function checkChanges(history: History, db: DatabaseState, out: Violation[]): void {
  const key = (orderId: string, to: string) => `${orderId} -> ${to}`;
  const changes = db.events.filter((e) => e.type === 'status-changed').filter(ofOrder);
  const happened = count(changes, (e) => key(e.orderId, e.status));
  // The shop's own automatic cancel of an order nobody accepted in time (escalation) has no request.
  const bySystem = new Set(changes.filter((e) => e.by === 'system').map((e) => key(e.orderId, e.status)));
  const asked = new Set(
    history.statusChanges.filter((a) => a.outcome.status === 200 || isAmbiguous(a.outcome)).map((a) => key(a.orderId, a.to)),
  );
  for (const attempt of history.statusChanges.filter((a) => a.outcome.status === 200)) {
    if (!happened.has(key(attempt.orderId, attempt.to))) out.push({ kind: 'change-lost', detail: key(attempt.orderId, attempt.to) });
  }
  for (const [change, times] of happened) {
    if (times > 1) out.push({ kind: 'change-duplicated', detail: `${change} ${times} times` });
    if (!asked.has(change) && !bySystem.has(change)) out.push({ kind: 'change-without-request', detail: change });
  }
  const byOrder = new Map<string, OrderStatus[]>();
  for (const change of changes) byOrder.set(change.orderId, [...(byOrder.get(change.orderId) ?? []), change.status]);
  for (const order of db.orders) {
    const expected = ['PLACED', ...(byOrder.get(order.orderId) ?? [])];
    if (JSON.stringify(order.history) !== JSON.stringify(expected) || order.status !== expected.at(-1))
      out.push({
        kind: 'order-disagrees-with-log',
        detail: `${order.orderId}: ${order.history.join(',')} vs events ${expected.join(',')}`,
      });
  }
}

function checkCarts(history: History, db: DatabaseState, out: Violation[]): void {
  const customers = new Set(history.cartAdds.map((add) => add.customer));
  for (const customer of customers) {
    const adds = history.cartAdds.filter((add) => add.customer === customer);
    const acknowledged = adds.filter((add) => add.outcome.status === 200).length;
    const unknown = adds.filter((add) => isAmbiguous(add.outcome)).length;
    const placed = db.orders.filter((order) => order.userId === customer).reduce((sum, order) => sum + order.quantity, 0);
    const total = placed + (db.cartQuantity.get(customer) ?? 0);
    if (total < acknowledged || total > acknowledged + unknown)
      out.push({
        kind: 'cart-not-accounted',
        detail: `${customer}: ${total} pizzas, ${acknowledged} acknowledged adds, ${unknown} unanswered`,
      });
  }
}

/** Where the received seqs first differ from the expected ones, said briefly. */
function firstDifference(got: number[], expected: number[]): string | undefined {
  const at = got.findIndex((seq, i) => seq !== expected[i]);
  if (at === -1 && got.length === expected.length) return undefined;
  const i = at === -1 ? got.length : at;
  return `${got.length} events, expected ${expected.length}; at #${i} got ${got[i] ?? 'nothing'}, expected ${expected[i] ?? 'nothing'}`;
}

function checkClient(client: ClientRecord, db: DatabaseState, orderTypes: Map<string, OrderType>, out: Violation[]): void {
  const events = client.received.flatMap((item) => (item.kind === 'event' ? [item] : []));
  const visible = client.audience === 'all' ? db.events : db.events.filter((e) => customerSees(e, client.userId));
  const difference = firstDifference(
    events.map((e) => e.seq),
    visible.map((e) => e.seq),
  );
  if (difference)
    out.push({ kind: client.audience === 'all' ? 'staff-or-integrator-stream' : 'customer-stream', detail: `${client.id}: ${difference}` });
  const shown = new Map<string, OrderStatus>();
  for (const event of events) {
    if (event.orderId === undefined || event.status === undefined) continue;
    const before = shown.get(event.orderId);
    const type = orderTypes.get(event.orderId);
    if (before && type && before !== event.status && !canTransition(type, before, event.status))
      out.push({ kind: 'status-went-backwards', detail: `${client.id}: ${event.orderId} ${before} -> ${event.status}` });
    shown.set(event.orderId, event.status);
  }
  for (const item of client.received) {
    if (item.kind === 'resync' && (client.audience === 'customer' || item.reason !== 'replay-limit'))
      out.push({ kind: 'unexpected-resync', detail: `${client.id}: ${item.reason}` });
    if (item.kind === 'refused' && item.message === 'unauthorized') out.push({ kind: 'valid-credential-refused', detail: client.id });
  }
}

export function checkRun(history: History, db: DatabaseState): Violation[] {
  const out: Violation[] = [];
  checkLog(db, out);
  checkPlacements(history, db, out);
  checkChanges(history, db, out);
  checkCarts(history, db, out);
  const orderTypes = new Map(db.orders.map((order) => [order.orderId, order.orderType]));
  for (const client of history.clients) checkClient(client, db, orderTypes, out);
  for (const fault of history.faults)
    if (fault.recoveryMs === undefined) out.push({ kind: 'no-recovery', detail: `${fault.kind} (${fault.detail})` });
  for (const crash of history.crashes)
    out.push({ kind: 'instance-crashed', detail: `${crash.instance}: ${crash.output.split('\n').filter(Boolean).slice(-3).join(' | ')}` });
  return out;
}
