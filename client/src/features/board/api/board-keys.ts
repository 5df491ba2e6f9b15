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
  /** The Menu tab: every item and add-on with its availability. */
  menu: () => [...boardKeys.all, 'menu'] as const,
  /** GET /api/restaurant/settings; the live channel's settings-changed writes it. */
  settings: () => [...boardKeys.all, 'settings'] as const,
  /** GET /api/restaurant/scheduling: ordering for later (docs/product/scheduled-orders.md#settings). */
  scheduling: () => [...boardKeys.all, 'scheduling'] as const,
};
