/**
 * The order event log's own promises: a batch of transactions numbers its events gap free and tells
 * the followers only after the commit, expiry in seq order whatever the writers' clocks, and where a
 * follower starts.
 */
import type { OrderEvent } from '@pizza/shared';

import { fixedClock } from '../../../lib/clock';
import { createTestCustomer } from '../../../test/auth';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { LoggedEvent } from '../event-envelope';
import { createEventLog } from '../event-log';
import { OrderEventModel } from '../events.model';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

const DAY = 24 * 60 * 60 * 1000;
const summary = {
  orderId: 'order-1',
  orderSequence: '#Order-0001',
  status: 'PLACED',
  orderType: 'PICKUP',
  totalPrice: 4999,
  customerName: 'x',
} as const;

describe('the retention removes events in seq order', () => {
  it('when an instance whose clock is an hour behind writes the next event, then it does not expire before the one before it', async () => {
    const userId = (await createTestCustomer()).user.id;
    const logOn = (instant: string) => createEventLog({ clock: fixedClock(new Date(instant)), retentionMs: DAY, logger: t.logger });
    const [ahead, behind] = [logOn('2026-03-01T12:00:00Z'), logOn('2026-03-01T11:00:00Z')];
    const append = async (log: typeof ahead) =>
      (await log.transaction(async (session) => log.append(session, { type: 'order-created', order: summary, userId }))).logged;
    const first = await append(ahead);
    const second = await append(behind);
    const stored = await OrderEventModel.find({ seq: { $in: [first.event.seq, second.event.seq] } })
      .sort({ seq: 1 })
      .lean();
    expect(stored.map((event) => event.expiresAt.toISOString())).toEqual(['2026-03-02T12:00:00.000Z', '2026-03-02T12:00:00.000Z']);
    // Its own time of occurrence stays its own.
    expect(second.event.occurredAt).toBe('2026-03-01T11:00:00.000Z');
  });
});

describe('transactions of the log', () => {
  it('when units append at once, then their events get consecutive seqs, each caller its own, and the followers hear of them only after the commit', async () => {
    const userId = (await createTestCustomer()).user.id;
    const log = createEventLog({ clock: fixedClock(new Date('2026-03-01T12:00:00Z')), retentionMs: DAY, logger: t.logger });
    const heard: LoggedEvent[] = [];
    log.onCommitted((events) => heard.push(...events));
    const before = await log.latestSeq();
    const unit = (orderId: string, fails = false) =>
      log.transaction(async (session) => {
        const staged = log.append(session, { type: 'order-created', order: { ...summary, orderId }, userId });
        expect(() => staged.logged).toThrow('when its transaction commits');
        if (fails) throw new Error(`${orderId} changed meanwhile`);
        return staged;
      });
    const outcomes = await Promise.allSettled(['a', 'b', 'c', 'd', 'e'].map((id) => unit(`batch-${id}`, id === 'c')));
    expect(outcomes[2]).toMatchObject({ status: 'rejected', reason: new Error('batch-c changed meanwhile') });
    const logged = outcomes.flatMap((o) => (o.status === 'fulfilled' ? [o.value.logged] : []));
    expect(logged.map(({ event }) => (event as OrderEvent).orderId)).toEqual(['batch-a', 'batch-b', 'batch-d', 'batch-e']);
    expect(logged.map(({ event }) => event.seq).sort((x, y) => x - y)).toEqual([before + 1, before + 2, before + 3, before + 4]);
    expect(heard.map(({ event }) => event.seq).sort((x, y) => x - y)).toEqual([before + 1, before + 2, before + 3, before + 4]);
    const stored = await OrderEventModel.find({ seq: { $gt: before } }, { seq: 1, orderId: 1, eventId: 1 })
      .sort({ seq: 1 })
      .lean();
    expect(stored.map((record) => [record.seq, record.orderId, record.eventId])).toEqual(
      logged.sort((x, y) => x.event.seq - y.event.seq).map(({ event }) => [event.seq, (event as OrderEvent).orderId, event.eventId]),
    );
  });

  it('when something appends outside a transaction of the log, then it is refused', async () => {
    const log = createEventLog({ clock: fixedClock(new Date('2026-03-01T12:00:00Z')), retentionMs: DAY, logger: t.logger });
    await expect(
      OrderEventModel.db.transaction(async (session) => log.append(session, { type: 'order-created', order: summary, userId: 'x' })),
    ).rejects.toThrow("only inside the event log's transaction");
  });
});
