/**
 * The checker must catch what it claims to catch: a clean history passes, and each way of losing,
 * repeating or reordering something (or answering for what did not happen) is reported by kind.
 */
import { checkRun, type DatabaseState, type LoggedRow } from '../checker';
import { type ClientRecord, emptyHistory, type History, type Received } from '../history';

const CUSTOMER = 'user-1';

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
  const events: LoggedRow[] = [
    { seq: 1, type: 'order-created', orderId: 'o1', userId: CUSTOMER, status: 'PLACED' },
    { seq: 2, type: 'status-changed', orderId: 'o1', userId: CUSTOMER, status: 'PREPARING' },
    { seq: 3, type: 'status-changed', orderId: 'o1', userId: CUSTOMER, status: 'READY_FOR_PICKUP' },
  ];
  const got = (seqs: number[], via: 'socket' | 'pull' = 'socket'): Received[] =>
    seqs.map((seq) => ({ kind: 'event', via, seq, type: events[seq - 1]!.type, orderId: 'o1', status: events[seq - 1]!.status }));
  const client = (id: string, audience: 'all' | 'customer', received: Received[]): ClientRecord => ({
    id,
    audience,
    userId: CUSTOMER,
    received,
    lastSeq: 3,
    reconnects: 1,
  });
  history.clients.push(
    client('staff', 'all', [
      { kind: 'connect', lastSeq: 0, instance: 'A' },
      ...got([1]),
      { kind: 'resync', reason: 'replay-limit' },
      ...got([2], 'pull'),
      ...got([3]),
    ]),
    client('customer', 'customer', [...got([2]), { kind: 'refused', message: 'unavailable' }, ...got([3])]),
  );
  history.faults.push({ kind: 'database-paused', detail: '', startedAt: 0, endedAt: 1, recoveryMs: 5 });
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
  };
  return { history, db };
}

const kinds = ({ history, db }: ReturnType<typeof cleanRun>) => checkRun(history, db).map((violation) => violation.kind);

describe('the chaos checker', () => {
  it('when every change happened once and every client got its events once, in order, then there is no violation', () => {
    expect(checkRun(cleanRun().history, cleanRun().db)).toEqual([]);
  });

  it('when a socket misses an event, gets one twice or out of order, then its stream is reported', () => {
    for (const seqs of [
      [1, 3],
      [1, 2, 2, 3],
      [1, 3, 2],
    ]) {
      const run = cleanRun();
      run.history.clients[0]!.received = seqs.map((seq) => ({
        kind: 'event',
        via: 'socket',
        seq,
        type: 'x',
        orderId: 'o1',
        status: 'PLACED',
      }));
      expect(kinds(run)).toContain('staff-or-integrator-stream');
    }
    const run = cleanRun();
    run.history.clients[1]!.received.splice(0, 1);
    expect(kinds(run)).toEqual(['customer-stream']);
  });

  it('when a client sees an order go back, gets an unexpected resync or a valid key refused, then each is reported', () => {
    const run = cleanRun();
    const [staff] = run.history.clients;
    staff!.received.push(
      { kind: 'event', via: 'socket', seq: 4, type: 'status-changed', orderId: 'o1', status: 'PREPARING' },
      { kind: 'resync', reason: 'retention-exceeded' },
      { kind: 'refused', message: 'unauthorized' },
    );
    expect(kinds(run)).toEqual(expect.arrayContaining(['status-went-backwards', 'unexpected-resync', 'valid-credential-refused']));
  });

  it('when the log has a gap, an acknowledged change or placement is missing, or something happened twice or unasked, then each is reported', () => {
    const gap = cleanRun();
    gap.db.events[2] = { ...gap.db.events[2]!, seq: 4 };
    expect(kinds(gap)).toContain('log-not-gap-free');
    const lostChange = cleanRun();
    lostChange.history.statusChanges[2]!.outcome = { status: 200 };
    lostChange.db.events.pop();
    expect(kinds(lostChange)).toContain('change-lost');
    const twice = cleanRun();
    twice.db.events.push({ ...twice.db.events[1]!, seq: 4 });
    expect(kinds(twice)).toEqual(expect.arrayContaining(['change-duplicated', 'order-disagrees-with-log']));
    const unasked = cleanRun();
    unasked.history.statusChanges.pop();
    expect(kinds(unasked)).toContain('change-without-request');
    const lostOrder = cleanRun();
    lostOrder.db.orders = [];
    expect(kinds(lostOrder)).toContain('placement-lost');
    const phantom = cleanRun();
    phantom.history.placements.pop();
    expect(kinds(phantom)).toEqual(expect.arrayContaining(['order-not-acknowledged', 'unanswered-at-end']));
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
});
