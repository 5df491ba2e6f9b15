/**
 * The checker must catch what it claims to catch: a clean history passes, and each way of losing,
 * repeating or reordering something (or answering for what did not happen) is reported by kind.
 * Each kind of violation has a small crafted history of its own here, so a checker that cannot
 * fail fails this test.
 */
import type { RestaurantStatus } from '@pizza/shared';

import { checkRun, type DatabaseState, type LoggedRow } from '../checker';
import type { ClientRecord, EventSeen, History, Received, ShopChange, WebhookDelivery } from '../history';
import { emptyHistory } from '../history';

const CUSTOMER = 'user-1';
const SOLD_OUT_UNTIL = '2030-01-01T12:00:00.000Z';

const status = (busyExtraMinutes: number): RestaurantStatus => ({
  isOpen: true,
  reason: 'manual',
  services: { PICKUP: { isOpen: true }, DELIVERY: { isOpen: true } },
  busyExtraMinutes,
});

function logRows(): LoggedRow[] {
  const order = { orderId: 'o1', userId: CUSTOMER };
  return [
    { seq: 1, eventId: 'e1', occurredAt: 100, type: 'order-created', ...order, status: 'PLACED' },
    { seq: 2, eventId: 'e2', occurredAt: 200, type: 'status-changed', ...order, status: 'PREPARING' },
    { seq: 3, eventId: 'e3', occurredAt: 300, type: 'status-changed', ...order, status: 'READY_FOR_PICKUP' },
    { seq: 4, eventId: 'e4', occurredAt: 1050, type: 'restaurant-status-changed', restaurant: status(15) },
    {
      seq: 5,
      eventId: 'e5',
      occurredAt: 2050,
      type: 'menu-availability-changed',
      item: { id: 'PIZ_001', available: false, soldOutUntil: SOLD_OUT_UNTIL },
    },
  ];
}

const seenOf = (row: LoggedRow): EventSeen => ({
  seq: row.seq,
  eventId: row.eventId,
  type: row.type,
  ...(row.orderId ? { orderId: row.orderId, status: row.status } : {}),
});

function shopChanges(): ShopChange[] {
  return [
    { request: { kind: 'busy', extraMinutes: 15 }, instance: 'A', sentAt: 1000, answeredAt: 1100, outcome: { status: 200 } },
    { request: { kind: 'pause', minutes: 15 }, instance: 'B', sentAt: 1500, answeredAt: 1600, outcome: { status: 400 } },
    {
      request: { kind: 'sold-out', itemId: 'PIZ_001', until: SOLD_OUT_UNTIL },
      instance: 'B',
      sentAt: 2000,
      answeredAt: 2100,
      outcome: { status: 200 },
    },
  ];
}

/** Every event once through the receiver, the fourth refused once (503) and sent again. */
function webhookDeliveries(events: LoggedRow[]): WebhookDelivery[] {
  const delivery = (row: LoggedRow, at: number, answer = 204): WebhookDelivery => ({
    ...seenOf(row),
    webhookId: row.eventId,
    signatureValid: true,
    arrivedAt: at,
    answer,
    answeredAt: at + 1,
  });
  return [
    ...events.slice(0, 3).map((row, i) => delivery(row, 10 * i)),
    delivery(events[3]!, 40, 503),
    delivery(events[3]!, 50),
    delivery(events[4]!, 60),
  ];
}

function cleanRun(): { history: History; db: DatabaseState } {
  const history = emptyHistory(1, 1);
  history.cartAdds.push(
    { customer: CUSTOMER, cycle: 0, outcome: { status: 200 } },
    { customer: CUSTOMER, cycle: 0, outcome: { status: 'no-answer', error: 'timeout' } },
  );
  history.placements.push(
    { customer: CUSTOMER, orderId: 'o1', orderType: 'PICKUP', cycle: 0, outcome: { status: 'no-answer', error: 'timeout' } },
    { customer: CUSTOMER, orderId: 'o1', orderType: 'PICKUP', cycle: 0, outcome: { status: 200 } },
  );
  history.statusChanges.push(
    { staff: 's1', orderId: 'o1', to: 'PREPARING', outcome: { status: 200 } },
    { staff: 's2', orderId: 'o1', to: 'CANCELLED', outcome: { status: 409 } },
    { staff: 's1', orderId: 'o1', to: 'READY_FOR_PICKUP', outcome: { status: 503 } },
  );
  const events = logRows();
  const got = (seqs: number[], via: 'socket' | 'pull' = 'socket'): Received[] =>
    seqs.map((seq) => ({ kind: 'event', via, ...seenOf(events[seq - 1]!) }));
  const client = (id: string, audience: 'all' | 'customer', received: Received[], applied: number[]): ClientRecord => ({
    id,
    audience,
    userId: CUSTOMER,
    received,
    applied,
    lastSeq: 5,
    reconnects: 1,
  });
  history.clients.push(
    client(
      'staff',
      'all',
      [
        { kind: 'connect', lastSeq: 0, instance: 'A' },
        ...got([1]),
        { kind: 'resync', reason: 'replay-limit' },
        ...got([2], 'pull'),
        ...got([3, 4, 5]),
      ],
      [1, 2, 3, 4, 5],
    ),
    client('customer', 'customer', [...got([2]), { kind: 'refused', message: 'unavailable' }, ...got([3, 4, 5])], [2, 3, 4, 5]),
  );
  history.faults.push({ kind: 'database-paused', detail: '', startedAt: 0, endedAt: 1, recoveryMs: 5 });
  history.shopChanges.push(...shopChanges());
  history.shopAtStart = { busyExtraMinutes: 0, isOpen: true, soldOutUntil: { PIZ_001: undefined } };
  history.webhook = { startAfter: 0, deliveries: webhookDeliveries(events) };
  history.probes.push({ seq: 1, found: true, client: 'staff' }, { seq: 4, found: true, client: 'the webhook receiver' });
  history.end.served.push({ instance: 'A', itemId: 'PIZ_001', available: false }, { instance: 'B', itemId: 'PIZ_001', available: false });
  const db: DatabaseState = {
    events,
    orders: [
      {
        orderId: 'o1',
        userId: CUSTOMER,
        orderType: 'PICKUP',
        status: 'READY_FOR_PICKUP',
        history: ['PLACED', 'PREPARING', 'READY_FOR_PICKUP'],
        quantity: 2,
      },
    ],
    cartQuantity: new Map([[CUSTOMER, 0]]),
    shop: { busyExtraMinutes: 15, isOpen: true, soldOutUntil: { PIZ_001: Date.parse(SOLD_OUT_UNTIL) } },
    consumers: [
      { name: 'mail', seq: 5 },
      { name: 'push', seq: 5 },
      { name: 'webhook:w1', seq: 5 },
    ],
  };
  return { history, db };
}

const kinds = ({ history, db }: ReturnType<typeof cleanRun>) => checkRun(history, db).map((violation) => violation.kind);
/** The kinds reported, each once. */
const kindSet = (run: ReturnType<typeof cleanRun>) => [...new Set(kinds(run))];

describe('the chaos checker', () => {
  it('when every change happened once and every reader got its events once, in order, as logged, then there is no violation', () => {
    expect(checkRun(cleanRun().history, cleanRun().db)).toEqual([]);
  });

  it('when the shop logged more after the run stopped judging its readers (an escalation), then no reader is expected to have it', () => {
    const run = cleanRun();
    run.history.readersUpTo = 5;
    run.db.events.push({
      seq: 6,
      eventId: 'e6',
      occurredAt: 3000,
      type: 'order-escalated',
      orderId: 'o1',
      userId: CUSTOMER,
      status: 'READY_FOR_PICKUP',
    });
    expect(kinds(run)).toEqual([]);
    const gotIt = cleanRun();
    gotIt.history.readersUpTo = 5;
    gotIt.db.events.push({ ...run.db.events[5]! });
    gotIt.history.clients[0]!.received.push({ kind: 'event', via: 'socket', ...seenOf(run.db.events[5]!) });
    gotIt.history.clients[0]!.applied.push(6);
    expect(kinds(gotIt)).toEqual([]);
    const tooFew = cleanRun();
    tooFew.history.readersUpTo = 5;
    tooFew.db.consumers[0]!.seq = 4;
    expect(kinds(tooFew)).toEqual(['consumer-behind']);
  });

  it('when a socket misses an event, gets one twice or out of order, then its stream is reported', () => {
    for (const seqs of [
      [1, 3, 4, 5],
      [1, 2, 2, 3, 4, 5],
      [1, 3, 2, 4, 5],
    ]) {
      const run = cleanRun();
      run.history.clients[0]!.received = seqs.map((seq) => ({ kind: 'event', via: 'socket', ...seenOf(run.db.events[seq - 1]!) }));
      expect(kinds(run)).toContain('staff-or-integrator-stream');
    }
    const run = cleanRun();
    run.history.clients[1]!.received.splice(0, 1);
    expect(kinds(run)).toEqual(['customer-stream']);
  });

  it("when a client's seq keeper (the browser's) applies an event twice or skips one it received, then its stream is reported", () => {
    const twice = cleanRun();
    twice.history.clients[0]!.applied = [1, 2, 2, 3, 4, 5];
    expect(kinds(twice)).toEqual(['staff-or-integrator-stream']);
    const skipped = cleanRun();
    skipped.history.clients[1]!.applied = [2, 4, 5];
    expect(kinds(skipped)).toEqual(['customer-stream']);
  });

  it('when a client sees an order go back, gets an unexpected resync or a valid key refused, then each is reported', () => {
    const run = cleanRun();
    const [staff] = run.history.clients;
    staff!.received.push(
      { kind: 'event', via: 'socket', seq: 2, eventId: 'e2', type: 'status-changed', orderId: 'o1', status: 'PREPARING' },
      { kind: 'resync', reason: 'retention-exceeded' },
      { kind: 'refused', message: 'unauthorized' },
    );
    expect(kinds(run)).toEqual(expect.arrayContaining(['status-went-backwards', 'unexpected-resync', 'valid-credential-refused']));
  });

  it("when an envelope carries another status, type or id than the log's row at its seq, then its content is reported", () => {
    const run = cleanRun();
    const received = run.history.clients[0]!.received.find((item) => item.kind === 'event' && item.seq === 3)!;
    Object.assign(received, { status: 'PREPARING' });
    expect(kinds(run)).toEqual(['event-content-differs']);
    const otherId = cleanRun();
    Object.assign(
      otherId.history.clients[1]!.received.find((item) => item.kind === 'event' && item.seq === 4)!,
      { eventId: 'e-other' },
    );
    expect(kinds(otherId)).toEqual(['event-content-differs']);
  });

  it('when the first delivery of an event could not be found in the log at that moment, then it was told before its commit', () => {
    const run = cleanRun();
    run.history.probes.push({ seq: 2, found: false, client: 'staff' });
    expect(kinds(run)).toEqual(['delivered-before-commit']);
  });

  it('when the log has a gap, an acknowledged change or placement is missing, or something happened twice or unasked, then each is reported', () => {
    const gap = cleanRun();
    gap.db.events[2] = { ...gap.db.events[2]!, seq: 9 };
    expect(kinds(gap)).toContain('log-not-gap-free');
    const lostChange = cleanRun();
    lostChange.history.statusChanges[2]!.outcome = { status: 200 };
    lostChange.db.events.splice(2, 1);
    expect(kinds(lostChange)).toContain('change-lost');
    const twice = cleanRun();
    twice.db.events.push({ ...twice.db.events[1]!, seq: 6 });
    expect(kinds(twice)).toEqual(expect.arrayContaining(['change-duplicated', 'order-disagrees-with-log']));
    const unasked = cleanRun();
    unasked.history.statusChanges.pop();
    expect(kinds(unasked)).toContain('change-without-request');
    const lostOrder = cleanRun();
    lostOrder.db.orders = [];
    expect(kinds(lostOrder)).toContain('placement-lost');
    const refusedOnly = cleanRun();
    refusedOnly.history.placements = [
      { ...refusedOnly.history.placements[1]!, outcome: { status: 409, body: { code: 'RESTAURANT_CLOSED' } } },
    ];
    expect(kinds(refusedOnly)).toContain('order-not-acknowledged');
    const phantom = cleanRun();
    phantom.history.placements.pop();
    expect(kinds(phantom)).toEqual(expect.arrayContaining(['order-not-acknowledged', 'unanswered-at-end']));
  });

  it('when a retry was refused as closed while its unanswered first try was still under way, then that try placing the order is no violation', () => {
    const run = cleanRun();
    run.history.placements[1]!.outcome = { status: 409, body: { code: 'RESTAURANT_CLOSED' } };
    expect(kinds(run)).toEqual([]);
  });

  it('when pizzas appear that no add asked for, or acknowledged adds vanish, or sockets never caught up after a fault, then each is reported', () => {
    const extra = cleanRun();
    extra.db.cartQuantity.set(CUSTOMER, 1);
    expect(kinds(extra)).toEqual(['cart-not-accounted']);
    const vanished = cleanRun();
    vanished.db.orders[0]!.quantity = 0;
    expect(kinds(vanished)).toEqual(['cart-not-accounted']);
    const stuck = cleanRun();
    stuck.history.faults[0]!.recoveryMs = undefined;
    expect(kinds(stuck)).toEqual(['no-recovery']);
  });

  it('when busy mode was acknowledged and written without its event, then the change is lost (and the state is not what the log says)', () => {
    const run = cleanRun();
    run.history.shopChanges.push({
      request: { kind: 'busy', extraMinutes: 30 },
      instance: 'A',
      sentAt: 3000,
      answeredAt: 3100,
      outcome: { status: 200 },
    });
    run.db.shop.busyExtraMinutes = 30;
    expect(kinds(run)).toEqual(['shop-change-lost', 'shop-state-disagrees']);
  });

  it('when a shop-wide event says something other than what was asked, then the request is lost and the event unexplained', () => {
    const run = cleanRun();
    run.db.events[3] = { ...run.db.events[3]!, restaurant: status(45) };
    expect(kinds(run)).toEqual(expect.arrayContaining(['shop-change-lost', 'shop-change-without-request']));
  });

  it('when a shop-wide event comes from a request that was refused, or from none, then it is without request', () => {
    const refused = cleanRun();
    refused.history.shopChanges[0]!.outcome = { status: 409 };
    expect(kinds(refused)).toContain('shop-change-without-request');
    const late = cleanRun();
    late.db.events[3]!.occurredAt = 5000; // after its request was answered: not that request's event
    expect(kinds(late)).toContain('shop-change-without-request');
  });

  it("when the shop's stored state is not what its logged changes leave, then the state disagrees", () => {
    const busy = cleanRun();
    busy.db.shop.busyExtraMinutes = 30;
    expect(kinds(busy)).toEqual(['shop-state-disagrees']);
    const paused = cleanRun();
    paused.db.shop.pausedUntil = 1_000_000;
    expect(kinds(paused)).toEqual(['shop-state-disagrees']);
    const switched = cleanRun();
    switched.db.shop.isOpen = false;
    expect(kinds(switched)).toEqual(['shop-state-disagrees']);
  });

  it("when an instance still serves a dish as it was before another instance's change, then its menu is stale", () => {
    const run = cleanRun();
    run.history.end.served[1]!.available = true;
    expect(kinds(run)).toEqual(['menu-stale']);
  });

  it("when a durable consumer's cursor is short of the log's end after settling, then it is behind", () => {
    const run = cleanRun();
    run.db.consumers[1]!.seq = 3;
    expect(kinds(run)).toEqual(['consumer-behind']);
  });

  it("when a durable consumer's cursor stood still behind the log for a while (a restart freed it later), then it stalled", () => {
    const run = cleanRun();
    run.history.consumerStalls.push({ name: 'push', seq: 2, end: 4, forMs: 60_000 });
    expect(kinds(run)).toEqual(['consumer-stalled']);
  });

  it('when the webhook receiver misses an event, gets them out of order, unsigned, or one before the previous was acknowledged, then each is reported', () => {
    const missed = cleanRun();
    missed.history.webhook!.deliveries.splice(2, 1);
    expect(kindSet(missed)).toEqual(['webhook-stream']);
    const swapped = cleanRun();
    const deliveries = swapped.history.webhook!.deliveries;
    [deliveries[1], deliveries[2]] = [deliveries[2]!, deliveries[1]!];
    expect(kindSet(swapped)).toEqual(['webhook-stream']);
    const unsigned = cleanRun();
    unsigned.history.webhook!.deliveries[0]!.signatureValid = false;
    expect(kinds(unsigned)).toEqual(['webhook-stream']);
    const early = cleanRun();
    early.history.webhook!.deliveries[4]!.answer = 503; // seq 4 never acknowledged, yet seq 5 came
    expect(kindSet(early)).toEqual(['webhook-stream']);
    const refusedThenSkipped = cleanRun();
    refusedThenSkipped.history.webhook!.deliveries.splice(4, 1); // seq 4 refused once, never sent again
    expect(kindSet(refusedThenSkipped)).toEqual(['webhook-stream']);
    const repeated = cleanRun();
    repeated.history.webhook!.deliveries.push({ ...repeated.history.webhook!.deliveries[0]!, arrivedAt: 70, answeredAt: 71 });
    expect(kinds(repeated)).toEqual([]);
  });
});
