import type { TokenValidationResponse } from '@pizza/shared';

import { api, ApiError } from '../../../lib/api';

/**
 * GET /auth/validate-token/{email} with an explicit token (the customer's or the staff member's).
 * The server answers a rejected token with a 4xx carrying `status`; that is an answer, not a failure.
 */
export function validateToken(email: string, token: string, signal?: AbortSignal): Promise<TokenValidationResponse> {
  return api.get<TokenValidationResponse>(`/auth/validate-token/${encodeURIComponent(email)}`, { token, signal });
}

/** True when the server looked at the token and said no (401 invalid/expired, 403 forbidden, ...). */
export function isTokenRejection(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}
