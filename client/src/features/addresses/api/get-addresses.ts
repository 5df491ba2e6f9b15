import type { Address } from '@pizza/shared';
import { useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api';
import { selectSessionReady, useAuthStore } from '../../../lib/session/auth-store';

export const addressQueryKeys = {
  all: ['addresses'] as const,
  lists: ['addresses', 'list'] as const,
  list: (email: string) => [...addressQueryKeys.lists, email] as const,
  /** Per customer, so a second account in the same tab never sees the first one's address. */
  selected: (email: string) => [...addressQueryKeys.all, 'selected', email] as const,
};

/** GET /api/address/all: the customer's addresses, newest first. */
export function getAddresses(signal?: AbortSignal): Promise<Address[]> {
  return api.get<Address[]>('/api/address/all', { signal });
}

/** The logged-in customer's address book; waits for the session-start check like the cart does. */
export function useAddresses() {
  const email = useAuthStore((state) => state.email);
  const ready = useAuthStore(selectSessionReady);
  return useQuery({
    queryKey: addressQueryKeys.list(email ?? ''),
    queryFn: ({ signal }) => getAddresses(signal),
    enabled: ready && Boolean(email),
  });
}
