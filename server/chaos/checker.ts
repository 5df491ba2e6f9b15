/**
 * Judges a chaos run from its history and the database afterwards. Each violation names its kind;
 * the kinds are listed so the report shows every one, with its count (0 when the run held).
 */
import type { OrderStatus } from '@pizza/shared';

import { count, type DatabaseState, ofOrder, type Violation } from './checker-model';
import { checkShop } from './checker-shop';
import { checkClient, checkProbes, checkWebhook, judgedUpTo } from './checker-streams';
import { type History, isAmbiguous, type Outcome } from './history';

export {
  customerSees,
  type DatabaseState,
  type LoggedRow,
  type OrderRow,
  VIOLATION_KINDS,
  type Violation,
  type ViolationKind,
} from './checker-model';

function checkLog(db: DatabaseState, out: Violation[]): void {
  db.events.forEach((event, i) => {
    if (event.seq !== i + 1) out.push({ kind: 'log-not-gap-free', detail: `position ${i} holds seq ${event.seq}` });
  });
}

const refusedAsClosed = (outcome: Outcome) =>
  outcome.status === 409 && (outcome.body as { code?: string } | undefined)?.code === 'RESTAURANT_CLOSED';

/**
 * Orders placed by an attempt that got no answer after a retry of it was refused because the shop
 * had closed or paused meanwhile: the unanswered attempt was still under way and committed once the
 * shop took orders again. Each answer was true when given (README: a request without an answer may
 * have happened), so this is no violation; the report counts them, since the customer was last told
 * "closed". Only the newest attempt being allowed to commit would rule it out.
 */
export function placedAfterClosedRetry(history: History): Set<string> {
  const byOrder = new Map<string, Outcome[]>();
  for (const p of history.placements) byOrder.set(p.orderId, [...(byOrder.get(p.orderId) ?? []), p.outcome]);
  const late = [...byOrder].filter(
    ([, outcomes]) =>
      refusedAsClosed(outcomes.at(-1)!) && outcomes.slice(0, -1).some(isAmbiguous) && !outcomes.some((o) => o.status === 200),
  );
  return new Set(late.map(([orderId]) => orderId));
}

function checkPlacements(history: History, db: DatabaseState, out: Violation[]): void {
  const acknowledged = new Set(history.placements.filter((p) => p.outcome.status === 200).map((p) => p.orderId));
  const mayHaveHappened = placedAfterClosedRetry(history);
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
    if (!acknowledged.has(orderId) && !mayHaveHappened.has(orderId)) out.push({ kind: 'order-not-acknowledged', detail: orderId });
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

/** Every consumer's cursor at the log's end (as far as readers are judged), once everything settled. */
function checkConsumers(history: History, end: number, db: DatabaseState, out: Violation[]): void {
  for (const stall of history.consumerStalls)
    out.push({
      kind: 'consumer-stalled',
      detail: `${stall.name} stood at ${stall.seq} for ${stall.forMs} ms while the log reached ${stall.end}`,
    });
  for (const consumer of db.consumers)
    if (consumer.seq < end) out.push({ kind: 'consumer-behind', detail: `${consumer.name} at ${consumer.seq} of ${end}` });
}

export function checkRun(history: History, db: DatabaseState): Violation[] {
  const out: Violation[] = [];
  checkLog(db, out);
  checkPlacements(history, db, out);
  checkChanges(history, db, out);
  checkCarts(history, db, out);
  const orderTypes = new Map(db.orders.map((order) => [order.orderId, order.orderType]));
  const end = judgedUpTo(history, db);
  for (const client of history.clients) checkClient(client, end, db, orderTypes, out);
  checkWebhook(history, db, out);
  checkProbes(history, out);
  checkShop(history, db, out);
  checkConsumers(history, end, db, out);
  for (const fault of history.faults)
    if (fault.recoveryMs === undefined) out.push({ kind: 'no-recovery', detail: `${fault.kind} (${fault.detail})` });
  for (const crash of history.crashes)
    out.push({ kind: 'instance-crashed', detail: `${crash.instance}: ${crash.output.split('\n').filter(Boolean).slice(-3).join(' | ')}` });
  return out;
}
