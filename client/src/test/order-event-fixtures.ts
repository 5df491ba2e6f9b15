/** Orders and live events for the channel tests, without the app's providers (pure data). */
import type {
  Order,
  OrderCreatedEvent,
  OrderReleasedEvent,
  OrderScheduledEvent,
  OrderStatus,
  OrderType,
  StatusChangedEvent,
} from '@pizza/shared';

export function makeOrder(overrides: Partial<Order> = {}): Order {
  const orderId = overrides.orderId ?? 'order-1';
  return {
    orderId,
    orderSequence: '#Order-0001',
    date: '2026-05-12',
    createdAt: '2026-05-12T16:05:00.000Z',
    status: 'PLACED',
    orderType: 'DELIVERY',
    paymentMethod: 'CASH',
    totalCartAmount: 5798,
    deliveryFee: 599,
    serviceFee: 150,
    bottleDepositFee: 50,
    totalPrice: 6597,
    user: { name: 'Anna', phone: '+36301234567' },
    orderItems: [{ id: 'line-1', menuItemId: 'PIZ_002', name: 'Margarita', size: 'LARGE', quantity: 1, pricePerItem: 5099, extras: [] }],
    statusHistory: [{ status: 'PLACED', at: overrides.createdAt ?? '2026-05-12T16:05:00.000Z' }],
    ...overrides,
  };
}

interface EventOptions {
  seq: number;
  orderId?: string;
  orderType?: OrderType;
  occurredAt?: string;
}

const summary = (orderId: string, status: OrderStatus, orderType: OrderType) => ({
  orderId,
  orderSequence: '#Order-0001',
  status,
  orderType,
  totalPrice: 6597,
  customerName: 'Anna',
});

export function statusChanged(to: OrderStatus, from: OrderStatus, options: EventOptions): StatusChangedEvent {
  const {
    seq,
    orderId = 'order-1',
    orderType = 'DELIVERY',
    occurredAt = new Date(Date.UTC(2026, 4, 12, 16, 10 + seq)).toISOString(),
  } = options;
  return {
    type: 'status-changed',
    seq,
    eventId: `event-${seq}`,
    occurredAt,
    orderId,
    order: summary(orderId, to, orderType),
    previousStatus: from,
  };
}

export function orderCreated(options: EventOptions): OrderCreatedEvent {
  const {
    seq,
    orderId = 'order-1',
    orderType = 'DELIVERY',
    occurredAt = new Date(Date.UTC(2026, 4, 12, 16, 10 + seq)).toISOString(),
  } = options;
  return { type: 'order-created', seq, eventId: `event-${seq}`, occurredAt, orderId, order: summary(orderId, 'PLACED', orderType) };
}

/** The schedule an order for later's events carry: the slot, when it goes to the kitchen, and (released) when it went. */
export interface ScheduleFields {
  scheduledFor: string;
  releaseAt: string;
  releasedAt?: string;
}

export function orderScheduled(options: EventOptions & ScheduleFields): OrderScheduledEvent {
  const {
    seq,
    orderId = 'order-1',
    orderType = 'DELIVERY',
    occurredAt = new Date(Date.UTC(2026, 4, 12, 16, 10 + seq)).toISOString(),
  } = options;
  const schedule = { scheduledFor: options.scheduledFor, releaseAt: options.releaseAt };
  return {
    type: 'order-scheduled',
    seq,
    eventId: `event-${seq}`,
    occurredAt,
    orderId,
    order: { ...summary(orderId, 'PLACED', orderType), ...schedule },
  };
}

export function orderReleased(options: EventOptions & Required<ScheduleFields>): OrderReleasedEvent {
  const { seq, orderId = 'order-1', orderType = 'DELIVERY', occurredAt = options.releasedAt } = options;
  const schedule = { scheduledFor: options.scheduledFor, releaseAt: options.releaseAt, releasedAt: options.releasedAt };
  return {
    type: 'order-released',
    seq,
    eventId: `event-${seq}`,
    occurredAt,
    orderId,
    order: { ...summary(orderId, 'PLACED', orderType), ...schedule },
  };
}
