import type { AddressCreateRequest } from '@pizza/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api';
import { addressQueryKeys } from './get-addresses';

/** The JSON body as sent; the server applies the shared schema's trimming and defaults. */
export type AddAddressInput = Omit<AddressCreateRequest, 'selected'> & { selected: boolean };

/** POST /api/address/add; the server checks the zone. Text answer 'Address saved successfully.'. */
export function addAddress(body: AddAddressInput): Promise<string> {
  return api.post<string>('/api/address/add', { body });
}

/** Saves an address, then marks the address book stale (it is read again on the next visit). */
export function useAddAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressQueryKeys.all }),
  });
}
