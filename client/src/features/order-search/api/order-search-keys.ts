import type { OrderSearchFilters } from '../search-filters';

/** Query keys of the order search: one page of one search. */
export const orderSearchKeys = {
  all: ['order-search'] as const,
  page: (filters: OrderSearchFilters) => [...orderSearchKeys.all, filters] as const,
};
