import type { AuthResponse, SignupRequest } from '@pizza/shared';
import { useMutation } from '@tanstack/react-query';

import { api } from '../../../lib/api';

/** POST /auth/signup with the Firebase ID token that proves the phone was verified. */
export function signup(body: SignupRequest): Promise<AuthResponse> {
  return api.post<AuthResponse>('/auth/signup', { body, token: null });
}

export function useSignupMutation() {
  return useMutation({ mutationFn: signup });
}
