import { useEffect } from 'react';

import { ApiError } from '../api';
import { useStaffAuthStore } from './staff-auth-store';

/**
 * A staff token that expires during a shift (12 h), or a member deactivated meanwhile, makes every
 * staff call 401: end the staff session, and the staff pages' guard sends the browser to
 * /adminLogin instead of showing stale data. A 403 is a role's limit (docs/product/staff-roles.md),
 * said on the page; a token that is not a staff member's at all is caught by the staff frame's
 * own check (GET /api/staff/me).
 */
export function useEndSessionOnRejectedToken(errors: readonly unknown[]): void {
  const logout = useStaffAuthStore((state) => state.logout);
  const rejected = errors.some((error) => error instanceof ApiError && error.status === 401);
  useEffect(() => {
    if (rejected) logout();
  }, [rejected, logout]);
}
