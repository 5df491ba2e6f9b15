import { can, type Permission, type StaffSelf } from '@pizza/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';

import { api, ApiError } from '../../../lib/api';
import { useStaffAuthStore } from '../../../lib/session/staff-auth-store';
import { staffKeys } from './staff-keys';

/*
 * How often the open staff pages ask who they are. A member the owner deactivated is refused at
 * once (docs/product/screens.md#staff-page): this answer turning into a 401 is what ends their open
 * board within seconds, even when no other call of the page is due.
 */
const SELF_REFRESH_MS = 5_000;

/** GET /api/staff/me: the signed-in member's name, role and permissions (cached, refreshed while open). */
export function useStaffSelf() {
  const token = useStaffAuthStore((state) => state.token) ?? '';
  const logout = useStaffAuthStore((state) => state.logout);
  const query = useQuery({
    queryKey: staffKeys.self(token),
    queryFn: ({ signal }) => api.get<StaffSelf>('/api/staff/me', { token, signal }),
    enabled: token !== '',
    staleTime: SELF_REFRESH_MS,
    refetchInterval: SELF_REFRESH_MS,
    retry: (count, error) => !(error instanceof ApiError && error.status > 0 && error.status < 500) && count < 2,
  });
  // 401: the token is no longer good (expired, member deactivated); 403: not a staff token at all.
  const refused = query.error instanceof ApiError && (query.error.status === 401 || query.error.status === 403);
  useEffect(() => {
    if (refused) logout();
  }, [refused, logout]);
  return query;
}

/** Whether the signed-in member may do this; false while their role is not known yet. */
export function useCan(permission: Permission): boolean {
  const self = useStaffSelf();
  return can(self.data?.role, permission);
}
