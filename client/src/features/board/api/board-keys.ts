import type { OrderListTab } from '@pizza/shared';

/**
 * Query keys of the staff board. Stable keys (no timestamps, no page numbers) let every 10 s
 * refetch land on the same cache entry, so cards keep their identity and open controls stay open.
 */
export const boardKeys = {
  all: ['board'] as const,
  orders: () => [...boardKeys.all, 'orders'] as const,
  active: () => [...boardKeys.orders(), 'active'] as const,
  finished: (tab: Exclude<OrderListTab, 'placed'>) => [...boardKeys.orders(), tab] as const,
  restaurantStatus: () => [...boardKeys.all, 'restaurant-status'] as const,
};
