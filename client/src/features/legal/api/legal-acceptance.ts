import type { AcceptedLegal, LegalAcceptance } from '@pizza/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api';
import { useAuthStore } from '../../../lib/session/auth-store';
import { legalKeys } from './legal-keys';

const ACCEPTANCE_PATH = '/api/account/legal-acceptance';

/** GET /api/account/legal-acceptance: the versions the signed-in customer accepted, and when. */
export function useLegalAcceptance(options: { enabled?: boolean } = {}) {
  const email = useAuthStore((state) => state.email);
  const signedIn = useAuthStore((state) => state.isAuthenticated);
  return useQuery({
    queryKey: legalKeys.acceptance(email),
    queryFn: ({ signal }) => api.get<AcceptedLegal>(ACCEPTANCE_PATH, { signal }),
    enabled: signedIn && (options.enabled ?? true),
  });
}

/** POST /api/account/legal-acceptance with the versions read; the account now holds them. */
export function useAcceptLegal() {
  const queryClient = useQueryClient();
  const email = useAuthStore((state) => state.email);
  return useMutation({
    mutationFn: (versions: LegalAcceptance) => api.post<void>(ACCEPTANCE_PATH, { body: versions }),
    onSuccess: (_answer, versions) => {
      const at = new Date().toISOString();
      queryClient.setQueryData<AcceptedLegal>(legalKeys.acceptance(email), {
        terms: { version: versions.terms, at },
        privacy: { version: versions.privacy, at },
      });
    },
  });
}
