import {
  ADMIN_STATUS_OPTIONS,
  canStaffSetStatus,
  canTransition,
  isFinalStatus,
  nextStatusesFor,
  ORDER_STATUSES,
  orderStatusSchema,
  type OrderStatus,
  type OrderType,
} from '../index';

// Written out by hand from docs/product/rules.md#order-statuses, independently of the implementation's data.
const STATUSES: OrderStatus[] = [
  'PENDING',
  'PLACED',
  'PREPARING',
  'OUT_FOR_DELIVERY',
  'DELIVERED',
  'READY_FOR_PICKUP',
  'COMPLETED',
  'CANCELLED',
];

const ALLOWED: Record<OrderType, string[]> = {
  DELIVERY: [
    'PENDING>PLACED',
    'PLACED>PREPARING',
    'PLACED>OUT_FOR_DELIVERY',
    'PLACED>DELIVERED',
    'PLACED>CANCELLED',
    'PREPARING>OUT_FOR_DELIVERY',
    'PREPARING>DELIVERED',
    'PREPARING>CANCELLED',
    'OUT_FOR_DELIVERY>DELIVERED',
    'OUT_FOR_DELIVERY>CANCELLED',
  ],
  PICKUP: [
    'PENDING>PLACED',
    'PLACED>PREPARING',
    'PLACED>READY_FOR_PICKUP',
    'PLACED>COMPLETED',
    'PLACED>CANCELLED',
    'PREPARING>READY_FOR_PICKUP',
    'PREPARING>COMPLETED',
    'PREPARING>CANCELLED',
    'READY_FOR_PICKUP>COMPLETED',
    'READY_FOR_PICKUP>CANCELLED',
  ],
};

const EVERY_PAIR = (['DELIVERY', 'PICKUP'] as OrderType[]).flatMap((orderType) =>
  STATUSES.flatMap((from) => STATUSES.map((to) => [orderType, from, to, ALLOWED[orderType].includes(`${from}>${to}`)] as const)),
);

describe('canTransition', () => {
  it('when the table is built, then it covers all 128 (type, from, to) pairs', () => {
    expect(EVERY_PAIR).toHaveLength(128);
    expect(ORDER_STATUSES).toEqual(STATUSES);
  });

  it.each(EVERY_PAIR)('when a %s order moves %s -> %s, then the answer is %p', (orderType, from, to, expected) => {
    expect(canTransition(orderType, from, to)).toBe(expected);
  });
});

describe('isFinalStatus', () => {
  it.each(STATUSES)('when the status is %s, then it is final only for DELIVERED, COMPLETED, CANCELLED', (status) => {
    expect(isFinalStatus(status)).toBe(['DELIVERED', 'COMPLETED', 'CANCELLED'].includes(status));
  });
});

describe('nextStatusesFor', () => {
  it('when a delivery order is PLACED, then every later step and CANCELLED are offered in order', () => {
    expect(nextStatusesFor('DELIVERY', 'PLACED')).toEqual(['PREPARING', 'OUT_FOR_DELIVERY', 'DELIVERED', 'CANCELLED']);
  });

  it('when a pickup order is READY_FOR_PICKUP, then COMPLETED and CANCELLED are offered', () => {
    expect(nextStatusesFor('PICKUP', 'READY_FOR_PICKUP')).toEqual(['COMPLETED', 'CANCELLED']);
  });

  it('when the order is a draft, then only PLACED is offered', () => {
    expect(nextStatusesFor('PICKUP', 'PENDING')).toEqual(['PLACED']);
  });

  it('when the order is final, then nothing is offered', () => {
    expect(nextStatusesFor('DELIVERY', 'DELIVERED')).toEqual([]);
    expect(nextStatusesFor('PICKUP', 'CANCELLED')).toEqual([]);
  });
});

describe('admin status options', () => {
  it('when the order is a delivery, then the SPEC dropdown and labels are given', () => {
    expect(ADMIN_STATUS_OPTIONS.DELIVERY).toEqual([
      { value: 'PREPARING', label: 'Preparing' },
      { value: 'OUT_FOR_DELIVERY', label: 'Out for Delivery' },
      { value: 'DELIVERED', label: 'Delivered' },
      { value: 'CANCELLED', label: 'Cancelled' },
    ]);
  });

  it('when the order is a pickup, then the SPEC dropdown and labels are given', () => {
    expect(ADMIN_STATUS_OPTIONS.PICKUP).toEqual([
      { value: 'PREPARING', label: 'Preparing' },
      { value: 'READY_FOR_PICKUP', label: 'Ready for Pickup' },
      { value: 'COMPLETED', label: 'Completed' },
      { value: 'CANCELLED', label: 'Cancelled' },
    ]);
  });

  it('when staff accept or reject a placed order, then it is allowed', () => {
    expect(canStaffSetStatus('DELIVERY', 'PLACED', 'PREPARING')).toBe(true);
    expect(canStaffSetStatus('PICKUP', 'PLACED', 'CANCELLED')).toBe(true);
  });

  it('when staff try to place a draft, then it is refused (only place-order may)', () => {
    expect(canStaffSetStatus('DELIVERY', 'PENDING', 'PLACED')).toBe(false);
  });

  it('when staff pick a status of the other order type or move backwards, then it is refused', () => {
    expect(canStaffSetStatus('DELIVERY', 'PREPARING', 'READY_FOR_PICKUP')).toBe(false);
    expect(canStaffSetStatus('PICKUP', 'READY_FOR_PICKUP', 'PREPARING')).toBe(false);
  });
});

describe('orderStatusSchema', () => {
  it('when FAILED (an original-only status) is given, then it is rejected', () => {
    expect(orderStatusSchema.safeParse('FAILED').success).toBe(false);
    expect(orderStatusSchema.parse('READY_FOR_PICKUP')).toBe('READY_FOR_PICKUP');
  });
});
