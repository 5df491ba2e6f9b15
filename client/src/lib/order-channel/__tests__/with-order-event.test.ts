import { AUTO_CANCEL_REASON, type EscalationStage, type OrderEscalatedEvent } from '@pizza/shared';

import { makeOrder, orderCreated, statusChanged } from '../../../test/order-event-fixtures';
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

  describe('escalation', () => {
    const deadlines = {
      ringLouderAt: '2026-05-12T16:08:00.000Z',
      tellCustomerAt: '2026-05-12T16:13:00.000Z',
      autoCancelAt: '2026-05-12T16:20:00.000Z',
    };
    const escalated = (stage: EscalationStage, seq: number): OrderEscalatedEvent => {
      const created = orderCreated({ seq });
      return { ...created, type: 'order-escalated', stage };
    };

    it('when order-escalated arrives, then the stage moves on, never back (a replayed ring-louder after tell-customer changes nothing)', () => {
      const waiting = makeOrder({ escalation: deadlines });
      const told = withOrderEvent(withOrderEvent(waiting, escalated('ring-louder', 2)), escalated('tell-customer', 3));
      expect(told.escalation).toEqual({ ...deadlines, stage: 'tell-customer' });
      expect(withOrderEvent(told, escalated('ring-louder', 2))).toBe(told);
    });

    it('when the shop cancels it, then the reason is kept and the deadlines go (they mean something while PLACED only)', () => {
      const waiting = makeOrder({ escalation: { ...deadlines, stage: 'tell-customer' } });
      const cancel = statusChanged('CANCELLED', 'PLACED', { seq: 4 });
      const next = withOrderEvent(waiting, { ...cancel, by: 'system', order: { ...cancel.order, cancelReason: AUTO_CANCEL_REASON } });
      expect(next).toMatchObject({ status: 'CANCELLED', cancelReason: AUTO_CANCEL_REASON });
      expect(next.escalation).toBeUndefined();
    });
  });
});
