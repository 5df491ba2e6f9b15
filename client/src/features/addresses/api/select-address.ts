import type { Address } from '@pizza/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api';
import { addressQueryKeys } from './get-addresses';

/** POST /api/address/address-selected/{id} with `{}` (as the original client sends); the others are unselected. */
export function selectAddress(addressId: string): Promise<string> {
  return api.post<string>(`/api/address/address-selected/${encodeURIComponent(addressId)}`, { body: {} });
}

/**
 * Selects an address. The cached book flips only after the server agreed (docs/product/rules.md#states-and-transitions), then it
 * is marked stale so the next read confirms it.
 */
export function useSelectAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: selectAddress,
    onSuccess: (_answer, addressId) => {
      // Only the lists are arrays; the selected-address query (checkout) is refetched by the invalidation.
      queryClient.setQueriesData<Address[]>({ queryKey: addressQueryKeys.lists }, (book) =>
        book?.map((address) => ({ ...address, selected: address.addressId === addressId })),
      );
      return queryClient.invalidateQueries({ queryKey: addressQueryKeys.all, refetchType: 'none' });
    },
  });
}
