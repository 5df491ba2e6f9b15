import type { AuthResponse, SignupRequest } from '@pizza/shared';
import { useMutation } from '@tanstack/react-query';

import { api } from '../../../lib/api';

/** The body as sent: the free-text address is optional (the form no longer asks for it). */
export type SignupBody = Omit<SignupRequest, 'address'> & { address?: string };

/** POST /auth/signup with the Firebase ID token that proves the phone was verified. */
export function signup(body: SignupBody): Promise<AuthResponse> {
  return api.post<AuthResponse>('/auth/signup', { body, token: null });
}

export function useSignupMutation() {
  return useMutation({ mutationFn: signup });
}
