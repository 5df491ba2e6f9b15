import type { SchedulingSettings } from '@pizza/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api';
import { useStaffAuthStore } from '../../../lib/session/staff-auth-store';
import { boardKeys } from './board-keys';

/** GET /api/restaurant/scheduling (staff with shop.settings): whether and how customers order for later. */
export function useSchedulingSettings(enabled = true) {
  const token = useStaffAuthStore((state) => state.token);
  return useQuery({
    queryKey: boardKeys.scheduling(),
    queryFn: ({ signal }) => api.get<SchedulingSettings>('/api/restaurant/scheduling', { token, signal }),
    staleTime: 60_000,
    enabled,
  });
}

/** PUT /api/restaurant/scheduling: the whole settings; the answer becomes the cached settings. */
export function useSaveSchedulingSettings() {
  const queryClient = useQueryClient();
  const token = useStaffAuthStore((state) => state.token);
  return useMutation({
    mutationFn: (settings: SchedulingSettings) => api.put<SchedulingSettings>('/api/restaurant/scheduling', { token, body: settings }),
    onSuccess: (saved) => queryClient.setQueryData(boardKeys.scheduling(), saved),
  });
}
