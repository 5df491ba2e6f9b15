import { QueryClient } from '@tanstack/react-query';

import { ApiError } from '../lib/api';

const MAX_RETRIES = 2;

/** Client errors (4xx) will not fix themselves; network and server errors might. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // The menu changes rarely; live order data will opt into shorter times where needed.
        staleTime: 60_000,
        gcTime: 10 * 60_000,
        retry: shouldRetry,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
