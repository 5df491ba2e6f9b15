import type { IntegrationKey, IntegrationKeyCreated, IntegrationKeyCreateRequest, IntegrationScope } from '@pizza/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api';
import { integrationsKeys } from './query-keys';
import { useStaffToken } from './staff-token';

const KEYS_PATH = '/api/integrations/keys';

/** GET /api/integrations/keys: every key, newest first, never the key itself. */
export function useApiKeys() {
  const token = useStaffToken();
  return useQuery({
    queryKey: integrationsKeys.apiKeys(),
    queryFn: ({ signal }) => api.get<IntegrationKey[]>(KEYS_PATH, { token, signal }),
    enabled: token !== '',
  });
}

/** POST /api/integrations/keys: the answer holds the key, shown once. */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  const token = useStaffToken();
  return useMutation({
    mutationFn: (request: IntegrationKeyCreateRequest) => api.post<IntegrationKeyCreated>(KEYS_PATH, { token, body: request }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: integrationsKeys.apiKeys() }),
  });
}

/** PATCH /api/integrations/keys/{keyId}: what the key may read from now on (its open sockets reconnect within 30 s). */
export function useUpdateApiKeyScopes(keyId: string) {
  const queryClient = useQueryClient();
  const token = useStaffToken();
  return useMutation({
    mutationFn: (scopes: IntegrationScope[]) =>
      api.patch<IntegrationKey>(`${KEYS_PATH}/${encodeURIComponent(keyId)}`, { token, body: { scopes } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: integrationsKeys.apiKeys() }),
  });
}

/** DELETE /api/integrations/keys/{keyId}: refused at once over HTTP; its sockets drop within a minute. */
export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  const token = useStaffToken();
  return useMutation({
    mutationFn: (keyId: string) => api.delete<void>(`${KEYS_PATH}/${encodeURIComponent(keyId)}`, { token }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: integrationsKeys.apiKeys() }),
  });
}
