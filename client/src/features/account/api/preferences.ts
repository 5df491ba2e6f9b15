import type { AccountPreferences } from '@pizza/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api';
import { useAuthStore } from '../../../lib/session/auth-store';

export const PREFERENCES_PATH = '/api/account/preferences';

/** Query key of the signed-in customer's preferences (per account, so a new sign-in never sees the last one's). */
export const preferencesKey = (email: string | null) => ['account', 'preferences', email] as const;

export const fetchPreferences = (signal?: AbortSignal) => api.get<AccountPreferences>(PREFERENCES_PATH, { signal });
export const putPreferences = (preferences: AccountPreferences) => api.put<AccountPreferences>(PREFERENCES_PATH, { body: preferences });

/** GET /api/account/preferences: the language of the customer's mails and the optional mails. */
export function usePreferences() {
  const email = useAuthStore((state) => state.email);
  return useQuery({ queryKey: preferencesKey(email), queryFn: ({ signal }) => fetchPreferences(signal) });
}

/** PUT /api/account/preferences (the whole set); the answer becomes the cached value. */
export function useSavePreferences() {
  const queryClient = useQueryClient();
  const email = useAuthStore((state) => state.email);
  return useMutation({
    mutationFn: putPreferences,
    onSuccess: (saved) => queryClient.setQueryData(preferencesKey(email), saved),
  });
}
