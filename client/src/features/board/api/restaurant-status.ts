import { ADMIN_POLL_MS, RESTAURANT_ID, type RestaurantStatus } from '@pizza/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api';
import { useStaffAuthStore } from '../../../lib/session/staff-auth-store';
import { boardKeys } from './board-keys';

/** GET /api/restaurant/restaurant-status (public, never cached by the server). */
export function getRestaurantStatus(signal?: AbortSignal): Promise<RestaurantStatus> {
  return api.get<RestaurantStatus>('/api/restaurant/restaurant-status', { token: null, signal });
}

/** PUT /api/restaurant/1/status?isOpen=true|false with body {}; staff only, text answer. */
export function setRestaurantOpen(token: string, isOpen: boolean): Promise<string> {
  return api.put<string>(`/api/restaurant/${RESTAURANT_ID}/status`, { token, query: { isOpen }, body: {} });
}

/** Re-read with the board, so a switch flipped on another tablet shows here too. */
export function useRestaurantStatus() {
  return useQuery({
    queryKey: boardKeys.restaurantStatus(),
    queryFn: ({ signal }) => getRestaurantStatus(signal),
    refetchInterval: ADMIN_POLL_MS,
    staleTime: 0,
  });
}

/** The displayed state changes only after the server said yes (SPEC section 4). */
export function useSetRestaurantOpen() {
  const queryClient = useQueryClient();
  const token = useStaffAuthStore((state) => state.token);
  return useMutation({
    mutationFn: (isOpen: boolean) => setRestaurantOpen(token ?? '', isOpen),
    onSuccess: (_text, isOpen) => {
      queryClient.setQueryData<RestaurantStatus>(boardKeys.restaurantStatus(), (current) => (current ? { ...current, isOpen } : current));
      return queryClient.invalidateQueries({ queryKey: boardKeys.restaurantStatus() });
    },
  });
}
