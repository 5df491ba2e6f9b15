import type { AdminLoginRequest, AdminLoginResponse } from '@pizza/shared';
import { useMutation } from '@tanstack/react-query';

import { api } from '../../../lib/api';

/** POST /auth/admin-login, staff step one: e-mails a one-time code when the credentials are staff's. */
export function requestStaffCode(body: AdminLoginRequest): Promise<AdminLoginResponse> {
  return api.post<AdminLoginResponse>('/auth/admin-login', { body, token: null });
}

export function useAdminLoginMutation() {
  return useMutation({ mutationFn: requestStaffCode });
}
