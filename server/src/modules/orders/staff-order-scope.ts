import { budapestDay, budapestInstant, can } from '@pizza/shared';

import type { AuthUser } from '../auth';

/*
 * Which placed orders a staff member may read (docs/product/staff-roles.md): whoever has
 * 'orders.view' sees every order; a role with only 'deliveries.view' (the courier) sees the
 * delivery orders on the road, and the ones they handed over themselves since midnight in Budapest.
 * A customer sees their own orders only.
 */

/** The orders a viewer may read, as a filter on the orders collection; {} = every order. */
export function orderScopeOf(viewer: AuthUser, now: Date): Record<string, unknown> {
  if (viewer.role !== 'ADMIN') return { userId: viewer.id };
  if (can(viewer.staffRole, 'orders.view')) return {};
  const sinceMidnight = budapestInstant(budapestDay(now), '00:00');
  return {
    orderType: 'DELIVERY',
    $or: [
      { status: 'OUT_FOR_DELIVERY' },
      { status: 'DELIVERED', statusHistory: { $elemMatch: { status: 'DELIVERED', by: viewer.id, at: { $gte: sinceMidnight } } } },
    ],
  };
}
