import type { VerifyOtpRequest, VerifyOtpResponse } from '@pizza/shared';
import { useMutation } from '@tanstack/react-query';

import { api } from '../../../lib/api';

/** POST /auth/verify-otp, staff step two. Typed partial: SPEC has the page check for a missing token. */
export function verifyStaffCode(body: VerifyOtpRequest): Promise<Partial<VerifyOtpResponse>> {
  return api.post<Partial<VerifyOtpResponse>>('/auth/verify-otp', { body, token: null });
}

export function useVerifyOtpMutation() {
  return useMutation({ mutationFn: verifyStaffCode });
}
