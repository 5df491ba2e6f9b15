import { useEffect } from 'react';

import { ApiError } from '../api';
import { useStaffAuthStore } from './staff-auth-store';

/**
 * A staff token that expires during a shift (12 h) makes every staff call 401: end the staff
 * session, and the staff pages' guard sends the browser to /adminLogin instead of showing stale data.
 */
export function useEndSessionOnRejectedToken(errors: readonly unknown[]): void {
  const logout = useStaffAuthStore((state) => state.logout);
  const rejected = errors.some((error) => error instanceof ApiError && (error.status === 401 || error.status === 403));
  useEffect(() => {
    if (rejected) logout();
  }, [rejected, logout]);
}
