import type { PushDevice } from '@pizza/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api';
import { useStaffAuthStore } from '../../../lib/session/staff-auth-store';
import { boardKeys } from './board-keys';

export const pushDevicesKey = () => [...boardKeys.all, 'push-devices'] as const;

/** GET /api/push/subscriptions: the signed-in staff member's devices that get new-order pushes. */
export function usePushDevices() {
  const token = useStaffAuthStore((state) => state.token);
  return useQuery({
    queryKey: pushDevicesKey(),
    queryFn: ({ signal }) => api.get<PushDevice[]>('/api/push/subscriptions', { token, signal }),
    staleTime: 30_000,
  });
}

/** DELETE /api/push/subscriptions/{id}: the device gets no more pushes. */
export function useRemovePushDevice() {
  const queryClient = useQueryClient();
  const token = useStaffAuthStore((state) => state.token);
  return useMutation({
    mutationFn: (id: string) => api.delete<unknown>(`/api/push/subscriptions/${encodeURIComponent(id)}`, { token }),
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<PushDevice[]>(pushDevicesKey(), (devices) => devices?.filter((device) => device.id !== id));
      return queryClient.invalidateQueries({ queryKey: pushDevicesKey() });
    },
  });
}
