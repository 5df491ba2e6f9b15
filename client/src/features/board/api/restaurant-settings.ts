import type { RestaurantHours, RestaurantSettings, RestaurantSettingsPatch } from '@pizza/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api';
import { useStaffAuthStore } from '../../../lib/session/staff-auth-store';
import { restaurantStatusQueryKey } from '../../restaurant';
import { boardKeys } from './board-keys';

const hoursKey = () => [...boardKeys.all, 'hours'] as const;

/** GET /api/restaurant/settings (staff): prep minutes, delivery bands, escalation; settings-changed keeps it current. */
export function useRestaurantSettings() {
  const token = useStaffAuthStore((state) => state.token);
  return useQuery({
    queryKey: boardKeys.settings(),
    queryFn: ({ signal }) => api.get<RestaurantSettings>('/api/restaurant/settings', { token, signal }),
    staleTime: 60_000,
  });
}

/**
 * PATCH /api/restaurant/settings: only the fields the form changed, with what it showed in them
 * before (409 when someone else saved one of them meanwhile); the answer becomes the cached settings.
 */
export function useSaveRestaurantSettings() {
  const queryClient = useQueryClient();
  const token = useStaffAuthStore((state) => state.token);
  return useMutation({
    mutationFn: (patch: RestaurantSettingsPatch) => api.patch<RestaurantSettings>('/api/restaurant/settings', { token, body: patch }),
    onSuccess: (saved) => queryClient.setQueryData(boardKeys.settings(), saved),
  });
}

/** GET /api/restaurant/hours (public): the weekly ranges per service and the special days. */
export function useRestaurantHours() {
  return useQuery({
    queryKey: hoursKey(),
    queryFn: ({ signal }) => api.get<RestaurantHours>('/api/restaurant/hours', { token: null, signal }),
    staleTime: 60_000,
  });
}

/** PUT /api/restaurant/hours (staff); the shop's status follows (restaurant-status-changed). */
export function useSaveRestaurantHours() {
  const queryClient = useQueryClient();
  const token = useStaffAuthStore((state) => state.token);
  return useMutation({
    mutationFn: (hours: RestaurantHours) => api.put<unknown>('/api/restaurant/hours', { token, body: hours }),
    onSuccess: (_answer, hours) => {
      queryClient.setQueryData(hoursKey(), hours);
      return queryClient.invalidateQueries({ queryKey: restaurantStatusQueryKey });
    },
  });
}
