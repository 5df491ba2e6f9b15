import type { ForgotPasswordRequest } from '@pizza/shared';
import { useMutation } from '@tanstack/react-query';

import { api } from '../../../lib/api';

interface MessageResponse {
  message: string;
}

/** POST /auth/forgot-password: always answers the same sentence, whether the account exists or not. */
export function requestPasswordReset(body: ForgotPasswordRequest): Promise<MessageResponse> {
  return api.post<MessageResponse>('/auth/forgot-password', { body, token: null });
}

export function useForgotPasswordMutation() {
  return useMutation({ mutationFn: requestPasswordReset });
}
