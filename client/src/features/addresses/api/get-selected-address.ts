import type { Address } from '@pizza/shared';
import { useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api';
import { selectSessionReady, useAuthStore } from '../../../lib/session/auth-store';
import { addressQueryKeys } from './get-addresses';

export const selectedAddressQueryKey = addressQueryKeys.selected;

/** GET /api/address/selected?isSelected=true: the customer's selected address; 404 'No address selected' when none. */
export function getSelectedAddress(signal?: AbortSignal): Promise<Address> {
  return api.get<Address>('/api/address/selected', { query: { isSelected: 'true' }, signal });
}

/**
 * The selected delivery address. Always re-read when a screen asks for it (staleTime 0): the
 * customer may have chosen another one on /address a moment ago.
 */
export function useSelectedAddress({ enabled = true }: { enabled?: boolean } = {}) {
  const email = useAuthStore((state) => state.email);
  const ready = useAuthStore(selectSessionReady);
  return useQuery({
    queryKey: selectedAddressQueryKey(email ?? ''),
    queryFn: ({ signal }) => getSelectedAddress(signal),
    enabled: enabled && ready && Boolean(email),
    staleTime: 0,
  });
}
