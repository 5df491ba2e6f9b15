import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api';

/** The Firebase web config the browser SDK needs; emulatorHost only in embedded and test modes. */
export interface FirebaseWebConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  emulatorHost?: string;
}

/** Answer of GET /api/config/client (server/src/modules/client-config). */
export interface ClientConfig {
  firebase: FirebaseWebConfig;
  googleMapsApiKey?: string;
}

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
