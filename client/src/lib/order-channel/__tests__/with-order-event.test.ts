import { makeOrder, statusChanged } from '../../../test/order-event-fixtures';
import { withOrderEvent } from '../with-order-event';

describe('an order after a live event', () => {
  it('when a status change arrives, then the status moves on and the moment is appended to the history', () => {
    const event = statusChanged('PREPARING', 'PLACED', { seq: 3, occurredAt: '2026-05-12T16:13:00.000Z' });
    const next = withOrderEvent(makeOrder(), event);
    expect(next.status).toBe('PREPARING');
    expect(next.statusHistory).toEqual([
      { status: 'PLACED', at: '2026-05-12T16:05:00.000Z' },
      { status: 'PREPARING', at: '2026-05-12T16:13:00.000Z' },
    ]);
  });

  it('when the order already shows that status or a later one, then nothing changes (a status never goes backwards)', () => {
    const ahead = makeOrder({ status: 'OUT_FOR_DELIVERY' });
    expect(withOrderEvent(ahead, statusChanged('PREPARING', 'PLACED', { seq: 4 }))).toBe(ahead);
    expect(withOrderEvent(ahead, statusChanged('OUT_FOR_DELIVERY', 'PREPARING', { seq: 5 }))).toBe(ahead);
    const done = makeOrder({ status: 'DELIVERED' });
    expect(withOrderEvent(done, statusChanged('CANCELLED', 'OUT_FOR_DELIVERY', { seq: 6 }))).toBe(done);
  });

  it('when the kitchen skips a step or cancels, then the move applies', () => {
    expect(withOrderEvent(makeOrder(), statusChanged('OUT_FOR_DELIVERY', 'PLACED', { seq: 7 })).status).toBe('OUT_FOR_DELIVERY');
    expect(withOrderEvent(makeOrder({ status: 'PREPARING' }), statusChanged('CANCELLED', 'PREPARING', { seq: 8 })).status).toBe(
      'CANCELLED',
    );
  });

  it('when the history already has the status, then it is not appended twice', () => {
    const cached = makeOrder({
      statusHistory: [
        { status: 'PLACED', at: 'a' },
        { status: 'PREPARING', at: 'b' },
      ],
    });
    const next = withOrderEvent(cached, statusChanged('PREPARING', 'PLACED', { seq: 9 }));
    expect(next.status).toBe('PREPARING');
    expect(next.statusHistory.filter((change) => change.status === 'PREPARING')).toHaveLength(1);
  });

  it('when the event is about another order, then this one is unchanged', () => {
    const mine = makeOrder();
    expect(withOrderEvent(mine, statusChanged('PREPARING', 'PLACED', { seq: 10, orderId: 'order-2' }))).toBe(mine);
  });
});
