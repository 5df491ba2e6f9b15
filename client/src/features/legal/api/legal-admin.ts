import type { LegalDocument, LegalDocumentKind, LegalDocumentSave, LegalVersionList } from '@pizza/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api';
import { useStaffAuthStore } from '../../../lib/session/staff-auth-store';
import { legalKeys } from './legal-keys';

/** GET /api/admin/legal/{document}/versions: every saved version, newest first (owner). */
export function useLegalHistory(document: LegalDocumentKind) {
  const token = useStaffAuthStore((state) => state.token);
  return useQuery({
    queryKey: legalKeys.history(document),
    queryFn: ({ signal }) => api.get<LegalVersionList>(`/api/admin/legal/${document}/versions`, { token, signal }),
    enabled: Boolean(token),
  });
}

/** GET /api/admin/legal/{document}/versions/{version}: an old text, read-only. */
export function useOldLegalVersion(document: LegalDocumentKind, version: number | null) {
  const token = useStaffAuthStore((state) => state.token);
  return useQuery({
    queryKey: legalKeys.oldVersion(document, version ?? 0),
    queryFn: ({ signal }) => api.get<LegalDocument>(`/api/admin/legal/${document}/versions/${version}`, { token, signal }),
    enabled: Boolean(token) && version !== null,
    // A saved version never changes.
    staleTime: Infinity,
  });
}

/** PUT /api/admin/legal/{document}: a new version on top of `basedOn` (409 when another was saved since). */
export function useSaveLegalDocument(document: LegalDocumentKind) {
  const token = useStaffAuthStore((state) => state.token);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: LegalDocumentSave) => api.put<LegalDocument>(`/api/admin/legal/${document}`, { token, body: save }),
    onSuccess: (saved) => {
      queryClient.setQueryData(legalKeys.document(document), saved);
      void queryClient.invalidateQueries({ queryKey: legalKeys.history(document) });
      void queryClient.invalidateQueries({ queryKey: legalKeys.versions() });
    },
  });
}
