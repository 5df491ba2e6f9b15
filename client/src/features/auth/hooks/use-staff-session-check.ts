import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';

import { useStaffAuthStore } from '../../../lib/session/staff-auth-store';
import { isTokenRejection, validateToken } from '../api/validate-token';

export type StaffSessionStatus = 'checking' | 'valid' | 'rejected' | 'unverified';

/**
 * Validates the stored staff token on load (docs/product/screens.md /admin). An invalid, expired or
 * non-ADMIN answer ends the staff session (the original only logged it); a failed call cannot
 * tell, so the session stays and the board may still work.
 */
export function useStaffSessionCheck(): StaffSessionStatus {
  const token = useStaffAuthStore((state) => state.token);
  const email = useStaffAuthStore((state) => state.email);
  const logout = useStaffAuthStore((state) => state.logout);

  const query = useQuery({
    queryKey: ['auth', 'staff-session', email, token],
    queryFn: ({ signal }) => validateToken(email ?? '', token ?? '', signal),
    enabled: Boolean(token && email),
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });

  const answer = query.data;
  const accepted = answer?.status === 'valid' && !answer.isExpired && answer.role === 'ADMIN';
  const rejected = (answer !== undefined && !accepted) || isTokenRejection(query.error);
  const unverified = query.isError && !rejected;

  useEffect(() => {
    if (rejected) logout();
  }, [rejected, logout]);
  useEffect(() => {
    if (unverified) console.warn('Could not validate the staff session; keeping it.', query.error);
  }, [unverified, query.error]);

  if (!token || !email || rejected) return 'rejected';
  if (accepted) return 'valid';
  return unverified ? 'unverified' : 'checking';
}
