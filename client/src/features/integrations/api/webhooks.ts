import { ADMIN_POLL_MS } from '@pizza/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api';
import type {
  WebhookCreateRequest,
  WebhookDelivery,
  WebhookEndpoint,
  WebhookEndpointCreated,
  WebhookTestResult,
  WebhookUpdateRequest,
} from '../types';
import { integrationsKeys } from './query-keys';
import { useStaffToken } from './staff-token';

const WEBHOOKS_PATH = '/api/integrations/webhooks';
const endpointPath = (id: string, action = '') => `${WEBHOOKS_PATH}/${encodeURIComponent(id)}${action}`;

/** How many attempts the delivery log shows. */
export const DELIVERY_LOG_LIMIT = 50;

/** The endpoints with their delivery state, refreshed like the board so 'failing' shows up by itself. */
export function useWebhooks() {
  const token = useStaffToken();
  return useQuery({
    queryKey: integrationsKeys.webhooks(),
    queryFn: ({ signal }) => api.get<WebhookEndpoint[]>(WEBHOOKS_PATH, { token, signal }),
    enabled: token !== '',
    refetchInterval: ADMIN_POLL_MS,
  });
}

/** One endpoint's attempts, newest first; refreshed while the log is open. */
export function useDeliveries(endpointId: string) {
  const token = useStaffToken();
  return useQuery({
    queryKey: integrationsKeys.deliveries(endpointId),
    queryFn: ({ signal }) =>
      api.get<WebhookDelivery[]>(endpointPath(endpointId, '/deliveries'), { token, signal, query: { limit: DELIVERY_LOG_LIMIT } }),
    enabled: token !== '',
    refetchInterval: ADMIN_POLL_MS,
  });
}

/**
 * A mutation of the webhooks API that refreshes the list (and the endpoint's log) whatever the answer.
 * `onSuccess` runs even when the component that asked is gone by then (a deleted endpoint's card).
 */
function useWebhookMutation<Variables, Result>(
  call: (token: string, variables: Variables) => Promise<Result>,
  endpointId?: string,
  onSuccess?: (result: Result) => void,
) {
  const queryClient = useQueryClient();
  const token = useStaffToken();
  return useMutation({
    mutationFn: (variables: Variables) => call(token, variables),
    onSuccess,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: integrationsKeys.webhooks(), exact: true }),
        endpointId ? queryClient.invalidateQueries({ queryKey: integrationsKeys.deliveries(endpointId) }) : undefined,
      ]),
  });
}

/** POST /api/integrations/webhooks: 201 with the signing secret, shown once. */
export const useCreateWebhook = () =>
  useWebhookMutation((token, request: WebhookCreateRequest) => api.post<WebhookEndpointCreated>(WEBHOOKS_PATH, { token, body: request }));

/** PATCH /api/integrations/webhooks/{id}: enable or disable (and later: edit). */
export const useUpdateWebhook = (id: string) =>
  useWebhookMutation((token, changes: WebhookUpdateRequest) => api.patch<WebhookEndpoint>(endpointPath(id), { token, body: changes }), id);

/** DELETE /api/integrations/webhooks/{id}; `onDeleted` runs once it is gone (its card unmounts with the refetch). */
export const useDeleteWebhook = (id: string, onDeleted: () => void) =>
  useWebhookMutation((token, _: void) => api.delete<void>(endpointPath(id), { token }), undefined, onDeleted);

/** POST /{id}/rotate-secret: the new secret, shown once; the old one keeps signing for a grace period. */
export const useRotateSecret = (id: string) =>
  useWebhookMutation((token, _: void) => api.post<{ secret: string }>(endpointPath(id, '/rotate-secret'), { token, body: {} }), id);

/** POST /{id}/test: a signed test event, answered with what the receiver did. */
export const useSendTest = (id: string) =>
  useWebhookMutation((token, _: void) => api.post<WebhookTestResult>(endpointPath(id, '/test'), { token, body: {} }), id);

/** POST /{id}/resend: one event again (same webhook-id: a receiver that dedupes sees it once). */
export const useResendDelivery = (id: string) =>
  useWebhookMutation((token, eventId: string) => api.post<unknown>(endpointPath(id, '/resend'), { token, body: { eventId } }), id);

/** POST /{id}/replay: rewinds the endpoint's cursor so every event from `fromSeq` on is delivered again. */
export const useReplayFrom = (id: string) =>
  useWebhookMutation((token, fromSeq: number) => api.post<unknown>(endpointPath(id, '/replay'), { token, body: { fromSeq } }), id);
