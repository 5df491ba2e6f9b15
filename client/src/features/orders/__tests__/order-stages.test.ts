import { makeOrder } from '../../../test/order-event-fixtures';
import { orderStages } from '../order-stages';

const at = (minute: number) => `2026-05-12T16:${String(minute).padStart(2, '0')}:00.000Z`;

describe('the stages of an order', () => {
  it('when a delivery order is being prepared, then Placed is done, Preparing is current with its time, the rest upcoming', () => {
    const stages = orderStages(
      makeOrder({
        status: 'PREPARING',
        statusHistory: [
          { status: 'PLACED', at: at(5) },
          { status: 'PREPARING', at: at(8) },
        ],
      }),
    );
    expect(stages).toEqual([
      { status: 'PLACED', state: 'done', at: at(5) },
      { status: 'PREPARING', state: 'current', at: at(8) },
      { status: 'OUT_FOR_DELIVERY', state: 'upcoming' },
      { status: 'DELIVERED', state: 'upcoming' },
    ]);
  });

  it('when a pickup order is complete, then its path is Ready for Pickup and Completed, the last one current', () => {
    const stages = orderStages(
      makeOrder({
        orderType: 'PICKUP',
        status: 'COMPLETED',
        statusHistory: [
          { status: 'PLACED', at: at(5) },
          { status: 'PREPARING', at: at(6) },
          { status: 'READY_FOR_PICKUP', at: at(20) },
          { status: 'COMPLETED', at: at(31) },
        ],
      }),
    );
    expect(stages.map((stage) => [stage.status, stage.state])).toEqual([
      ['PLACED', 'done'],
      ['PREPARING', 'done'],
      ['READY_FOR_PICKUP', 'done'],
      ['COMPLETED', 'current'],
    ]);
    expect(stages[3]?.at).toBe(at(31));
  });

  it('when the kitchen skipped a step, then it counts as passed, without a time', () => {
    const stages = orderStages(
      makeOrder({
        status: 'OUT_FOR_DELIVERY',
        statusHistory: [
          { status: 'PLACED', at: at(5) },
          { status: 'OUT_FOR_DELIVERY', at: at(25) },
        ],
      }),
    );
    expect(stages[1]).toEqual({ status: 'PREPARING', state: 'done', at: undefined });
    expect(stages[2]).toEqual({ status: 'OUT_FOR_DELIVERY', state: 'current', at: at(25) });
  });

  it('when the order was cancelled, then the stages it reached are shown, then Cancelled as where it ended', () => {
    const stages = orderStages(
      makeOrder({
        status: 'CANCELLED',
        statusHistory: [
          { status: 'PLACED', at: at(5) },
          { status: 'PREPARING', at: at(7) },
          { status: 'CANCELLED', at: at(9) },
        ],
      }),
    );
    expect(stages).toEqual([
      { status: 'PLACED', state: 'done', at: at(5) },
      { status: 'PREPARING', state: 'done', at: at(7) },
      { status: 'CANCELLED', state: 'current', at: at(9) },
    ]);
  });

  it('when the order is still a draft, then every stage is upcoming', () => {
    expect(orderStages(makeOrder({ status: 'PENDING', statusHistory: [] })).every((stage) => stage.state === 'upcoming')).toBe(true);
  });
});
