import type { AuthResponse, LoginRequest } from '@pizza/shared';
import { useMutation } from '@tanstack/react-query';

import { api } from '../../../lib/api';

/** POST /auth/login. No stored token is sent: a login must not ride on an older session. */
export function login(body: LoginRequest): Promise<AuthResponse> {
  return api.post<AuthResponse>('/auth/login', { body, token: null });
}

export function useLoginMutation() {
  return useMutation({ mutationFn: login });
}
