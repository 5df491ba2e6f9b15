import type { RestaurantStatus } from '@pizza/shared';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';

import { api } from '../../../lib/api';
import { useRefetchWhenStatusTurns } from '../../../lib/status-turns';

export const restaurantStatusQueryKey = ['restaurant', 'status'] as const;

/** While a page follows the status, it is read again this often (visitors not signed in have no live channel). */
export const RESTAURANT_STATUS_POLL_MS = 30_000;

/** GET /api/restaurant/restaurant-status (public, so sent without a token; the server never lets it be cached). */
export function getRestaurantStatus(signal?: AbortSignal): Promise<RestaurantStatus> {
  return api.get<RestaurantStatus>('/api/restaurant/restaurant-status', { token: null, signal });
}

/**
 * The one way every screen reads the shop's status (one query, one key): whether it takes orders
 * now, why, its minimum order, busy mode and the delivery zone. Re-read whenever a screen that shows
 * it mounts, and at the instant it turns by itself (a pause ends, the hours open or close). A live
 * channel (the customer's, the board's) puts every change in at once. `follow` (home, checkout):
 * also every 30 s and whenever the window gets the focus back, so a visitor without the live
 * channel notices a shop that reopens or closes without a reload. `pollMs` (the staff board): read
 * again at the board's own pace, so a switch flipped on another tablet shows here too.
 */
export function useRestaurantStatus({ follow = false, pollMs }: { follow?: boolean; pollMs?: number } = {}) {
  const query = useQuery({
    queryKey: restaurantStatusQueryKey,
    queryFn: ({ signal }) => getRestaurantStatus(signal),
    staleTime: 0,
    refetchInterval: pollMs ?? (follow ? RESTAURANT_STATUS_POLL_MS : false),
  });
  const { refetch } = query;
  useRefetchWhenStatusTurns(query.data, refetch);
  useEffect(() => {
    if (!follow) return;
    // 'focus' on the window also covers coming back from another app, not only another tab.
    const onFocus = () => void refetch({ cancelRefetch: false });
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [follow, refetch]);
  return query;
}

/** A status known only by its flag (nothing was fetched yet). */
function statusOnly(isOpen: boolean): RestaurantStatus {
  const service = { isOpen };
  return { isOpen, reason: 'manual', services: { PICKUP: service, DELIVERY: service }, busyExtraMinutes: 0 };
}

/**
 * Puts news about the status into the one query every screen reads: a RESTAURANT_CLOSED answer
 * (the flag only), or the live channel's `restaurant-status-changed` (the whole status).
 */
export function applyRestaurantStatus(queryClient: QueryClient, news: Pick<RestaurantStatus, 'isOpen'> | RestaurantStatus): void {
  queryClient.setQueryData<RestaurantStatus>(restaurantStatusQueryKey, (current) => ({ ...(current ?? statusOnly(news.isOpen)), ...news }));
}

/** A RESTAURANT_CLOSED answer is news too: every screen showing the status learns it at once. */
export function markRestaurantClosed(queryClient: QueryClient): void {
  applyRestaurantStatus(queryClient, { isOpen: false });
}
