import type { LegalDocument, LegalDocumentKind, LegalVersions } from '@pizza/shared';
import { type QueryClient, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api';
import { legalKeys } from './legal-keys';

/** GET /api/legal: the current version number of each document. */
export const fetchLegalVersions = (signal?: AbortSignal) => api.get<LegalVersions>('/api/legal', { signal, token: null });

const versionsQuery = {
  queryKey: legalKeys.versions(),
  queryFn: ({ signal }: { signal?: AbortSignal }) => fetchLegalVersions(signal),
  staleTime: 60_000,
};

/** The current versions (sign-up accepts them, checkout compares the customer's with them). */
export function useLegalVersions(options: { enabled?: boolean } = {}) {
  return useQuery({ ...versionsQuery, enabled: options.enabled ?? true });
}

/** The current versions as the moment of accepting needs them: fresh unless read in the last minute. */
export function currentLegalVersions(queryClient: QueryClient): Promise<LegalVersions> {
  return queryClient.fetchQuery(versionsQuery);
}

/** GET /api/legal/{document}: the current text, both languages, Markdown. */
export function useLegalDocument(document: LegalDocumentKind, options: { enabled?: boolean } = {}) {
  return useQuery({
    enabled: options.enabled ?? true,
    queryKey: legalKeys.document(document),
    queryFn: ({ signal }) => api.get<LegalDocument>(`/api/legal/${document}`, { signal, token: null }),
    staleTime: 60_000,
  });
}
