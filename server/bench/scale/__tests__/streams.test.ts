/**
 * bench:scale's verdict on its sockets' streams must fail when a stream is wrong: a clean set of
 * streams passes, and a lost, a repeated and a reordered event are each reported, for staff and
 * for a customer; events up to the sockets' starting seq are not asked for.
 */
import type { LoggedRow } from '../../../chaos/checker-model';
import type { ClientRecord, EventSeen } from '../../../chaos/history';
import { judgeStreams } from '../streams';

const ALICE = 'user-alice';
const BOB = 'user-bob';

const log: LoggedRow[] = [
  { seq: 1, eventId: 'e1', occurredAt: 1, type: 'order-created', orderId: 'o0', userId: BOB, status: 'PLACED' },
  { seq: 2, eventId: 'e2', occurredAt: 2, type: 'order-created', orderId: 'o1', userId: ALICE, status: 'PLACED' },
  { seq: 3, eventId: 'e3', occurredAt: 3, type: 'order-created', orderId: 'o2', userId: BOB, status: 'PLACED' },
  { seq: 4, eventId: 'e4', occurredAt: 4, type: 'status-changed', orderId: 'o1', userId: ALICE, status: 'PREPARING' },
  { seq: 5, eventId: 'e5', occurredAt: 5, type: 'status-changed', orderId: 'o1', userId: ALICE, status: 'READY_FOR_PICKUP' },
];

const seen = (seq: number): EventSeen => {
  const { eventId, type, orderId, status } = log[seq - 1]!;
  return { seq, eventId, type, orderId, status };
};

function client(id: string, audience: 'all' | 'customer', seqs: number[], userId?: string): ClientRecord {
  return {
    id,
    audience,
    userId,
    received: seqs.map((seq) => ({ kind: 'event', via: 'socket', ...seen(seq) })),
    applied: [...new Set(seqs)].sort((a, b) => a - b),
    lastSeq: Math.max(0, ...seqs),
    reconnects: 0,
  };
}

/**
 * Streams of sockets that connected with lastSeq 1: staff get 2..5, Alice the status changes of her
 * order (4, 5; order-created is for staff only, shared EVENT_VISIBILITY), Bob nothing.
 */
const clean = () => [client('staff', 'all', [2, 3, 4, 5]), client('alice', 'customer', [4, 5], ALICE), client('bob', 'customer', [], BOB)];

describe('judgeStreams', () => {
  it('passes streams that got every event they may see after their lastSeq, once and in order', () => {
    const verdict = judgeStreams(clean(), log, 1);
    expect(verdict.violations).toEqual([]);
    expect(verdict).toMatchObject({ clients: 3, expected: 6, received: 6 });
  });

  it.each([
    ['a staff socket lost an event', 0, [2, 4, 5], 'staff-or-integrator-stream'],
    ['a staff socket got an event twice', 0, [2, 3, 3, 4, 5], 'staff-or-integrator-stream'],
    ['a staff socket got events out of order', 0, [2, 4, 3, 5], 'staff-or-integrator-stream'],
    ["a customer lost its own order's event", 1, [5], 'customer-stream'],
    ['a customer got an event twice', 1, [4, 4, 5], 'customer-stream'],
    ['a customer got events out of order', 1, [5, 4], 'customer-stream'],
    ["a customer got someone else's order", 2, [4], 'customer-stream'],
  ])('reports it when %s', (_what, index, seqs, kind) => {
    const records = clean();
    const { id, audience, userId } = records[index]!;
    records[index] = client(id, audience, seqs, userId);
    const verdict = judgeStreams(records, log, 1);
    expect(verdict.violations.map((v) => v.kind)).toContain(kind);
  });
});
