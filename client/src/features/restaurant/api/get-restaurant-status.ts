import type { RestaurantStatus } from '@pizza/shared';
import { type QueryClient, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api';

export const restaurantStatusQueryKey = ['restaurant', 'status'] as const;

/** GET /api/restaurant/restaurant-status (public; the server never lets it be cached). */
export function getRestaurantStatus(signal?: AbortSignal): Promise<RestaurantStatus> {
  return api.get<RestaurantStatus>('/api/restaurant/restaurant-status', { signal });
}

/** Whether the shop takes orders now. Re-read whenever a screen that shows it mounts. */
export function useRestaurantStatus() {
  return useQuery({
    queryKey: restaurantStatusQueryKey,
    queryFn: ({ signal }) => getRestaurantStatus(signal),
    staleTime: 0,
  });
}

/** A RESTAURANT_CLOSED answer is news too: every screen showing the status learns it at once. */
export function markRestaurantClosed(queryClient: QueryClient): void {
  queryClient.setQueryData<RestaurantStatus>(restaurantStatusQueryKey, { isOpen: false });
}
