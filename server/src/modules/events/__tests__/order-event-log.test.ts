/** The order event log's own promises: expiry in seq order whatever the writers' clocks, and where a follower starts. */
import { fixedClock } from '../../../lib/clock';
import { createTestCustomer } from '../../../test/auth';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { OrderEventModel } from '../events.model';
import { createOrderEventLog } from '../order-event-log';

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
    const logOn = (instant: string) => createOrderEventLog({ clock: fixedClock(new Date(instant)), retentionMs: DAY, logger: t.logger });
    const [ahead, behind] = [logOn('2026-03-01T12:00:00Z'), logOn('2026-03-01T11:00:00Z')];
    const append = (log: typeof ahead) =>
      OrderEventModel.db.transaction((session) => log.append(session, { type: 'order-created', order: summary, userId }));
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
