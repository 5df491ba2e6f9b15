import type { CheckEmailResponse } from '@pizza/shared';

import { api } from '../../../lib/api';

/** GET /auth/check-email?email=: whether an account already uses this address. */
export async function checkEmailExists(email: string): Promise<boolean> {
  const { exists } = await api.get<CheckEmailResponse>('/auth/check-email', { query: { email }, token: null });
  return exists;
}
