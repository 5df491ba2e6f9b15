import { z } from 'zod';

import type { OrderType } from './constants';

export const ORDER_STATUSES = [
  'PENDING',
  'PLACED',
  'PREPARING',
  'OUT_FOR_DELIVERY',
  'DELIVERED',
  'READY_FOR_PICKUP',
  'COMPLETED',
  'CANCELLED',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const orderStatusSchema = /* @__PURE__ */ z.enum(ORDER_STATUSES).meta({ id: 'OrderStatus' });

/*
 * The status machine of docs/product/rules.md#order-statuses, as data. The server enforces it; the client uses it only
 * to offer sensible choices. Rules read from the data:
 * - an order moves forward along its type's path and may skip steps, never go back;
 * - CANCELLED is reachable from every non-final status on the path;
 * - DRAFT_STATUS is the checkout draft: its only exit is the first step of the path, taken by place-order.
 */

/** The forward path per order type, first step to last. */
export const ORDER_STATUS_PATHS = {
  DELIVERY: ['PLACED', 'PREPARING', 'OUT_FOR_DELIVERY', 'DELIVERED'],
  PICKUP: ['PLACED', 'PREPARING', 'READY_FOR_PICKUP', 'COMPLETED'],
} as const satisfies Record<OrderType, readonly OrderStatus[]>;

export const DRAFT_STATUS = 'PENDING' satisfies OrderStatus;
export const FINAL_STATUSES = ['DELIVERED', 'COMPLETED', 'CANCELLED'] as const satisfies readonly OrderStatus[];

export function isFinalStatus(status: OrderStatus): boolean {
  return (FINAL_STATUSES as readonly OrderStatus[]).includes(status);
}

/** Whether an order of this type may move from `from` to `to`; staying put is not a move. */
export function canTransition(orderType: OrderType, from: OrderStatus, to: OrderStatus): boolean {
  const path: readonly OrderStatus[] = ORDER_STATUS_PATHS[orderType];
  if (from === DRAFT_STATUS) return to === path[0];
  const fromIndex = path.indexOf(from);
  // A status off this type's path (READY_FOR_PICKUP on a delivery) is a state the machine never produces.
  if (fromIndex === -1 || isFinalStatus(from)) return false;
  if (to === 'CANCELLED') return true;
  return path.indexOf(to) > fromIndex;
}

/** Every status reachable in one move, in ORDER_STATUSES order. */
export function nextStatusesFor(orderType: OrderType, from: OrderStatus): OrderStatus[] {
  return ORDER_STATUSES.filter((to) => canTransition(orderType, from, to));
}

export interface StatusOption {
  value: OrderStatus;
  label: string;
}

/** The admin dropdown of docs/product/rules.md#states-and-transitions: the statuses staff may set, with their labels, per order type. */
export const ADMIN_STATUS_OPTIONS: Record<OrderType, readonly StatusOption[]> = {
  DELIVERY: [
    { value: 'PREPARING', label: 'Preparing' },
    { value: 'OUT_FOR_DELIVERY', label: 'Out for Delivery' },
    { value: 'DELIVERED', label: 'Delivered' },
    { value: 'CANCELLED', label: 'Cancelled' },
  ],
  PICKUP: [
    { value: 'PREPARING', label: 'Preparing' },
    { value: 'READY_FOR_PICKUP', label: 'Ready for Pickup' },
    { value: 'COMPLETED', label: 'Completed' },
    { value: 'CANCELLED', label: 'Cancelled' },
  ],
};

/**
 * What the staff status endpoint may do: a legal move to a status of the admin dropdown. This keeps
 * the draft-to-PLACED move, which only place-order may make, out of staff hands.
 */
export function canStaffSetStatus(orderType: OrderType, from: OrderStatus, to: OrderStatus): boolean {
  return ADMIN_STATUS_OPTIONS[orderType].some((option) => option.value === to) && canTransition(orderType, from, to);
}
