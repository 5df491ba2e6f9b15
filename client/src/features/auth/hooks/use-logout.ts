import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

import { paths } from '../../../config/paths';
import { useAuthStore } from '../../../lib/session/auth-store';
import { sendLogout } from '../api/logout';

/** Customer logout (docs/product/rules.md#states-and-transitions): forget the session, tell the server, go home. */
export function useLogout(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    const { token, logout } = useAuthStore.getState();
    logout();
    if (token) sendLogout(token);
    void navigate(paths.home);
  }, [navigate]);
}
