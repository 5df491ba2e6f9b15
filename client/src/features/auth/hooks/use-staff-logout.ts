import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

import { paths } from '../../../config/paths';
import { useStaffAuthStore } from '../../../lib/session/staff-auth-store';
import { sendLogout } from '../api/logout';

/** Staff logout: forget the staff session, tell the server, back to the staff login. */
export function useStaffLogout(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    const { token, logout } = useStaffAuthStore.getState();
    logout();
    if (token) sendLogout(token);
    void navigate(paths.adminLogin, { replace: true });
  }, [navigate]);
}
