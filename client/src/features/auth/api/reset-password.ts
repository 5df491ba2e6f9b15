import type { ResetPasswordRequest } from '@pizza/shared';
import { useMutation } from '@tanstack/react-query';

import { api } from '../../../lib/api';

/** POST /auth/resetPassword with the single-use token from the e-mailed link. */
export function resetPassword(body: ResetPasswordRequest): Promise<unknown> {
  return api.post('/auth/resetPassword', { body, token: null });
}

export function useResetPasswordMutation() {
  return useMutation({ mutationFn: resetPassword });
}
