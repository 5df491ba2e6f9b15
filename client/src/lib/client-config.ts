import type { ClientConfig } from '@pizza/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from './api';

export type { ClientConfig } from '@pizza/shared';
/** The Firebase web config the browser SDK needs; emulatorHost only in embedded and test modes. */
export type FirebaseWebConfig = ClientConfig['firebase'];

export function getClientConfig(signal?: AbortSignal): Promise<ClientConfig> {
  return api.get<ClientConfig>('/api/config/client', { signal, token: null });
}

export const clientConfigQuery = queryOptions({
  queryKey: ['client-config'],
  queryFn: ({ signal }) => getClientConfig(signal),
  // Fixed for the life of the server process.
  staleTime: Infinity,
});

export function useClientConfig() {
  return useQuery(clientConfigQuery);
}
