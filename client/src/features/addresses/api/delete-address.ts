import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api';
import { addressQueryKeys } from './get-addresses';

/** DELETE /api/address/{id}; text answer 'Address deleted successfully.'. */
export function deleteAddress(addressId: string): Promise<string> {
  return api.delete<string>(`/api/address/${encodeURIComponent(addressId)}`);
}

/** Deletes an address, then reloads the book; stays pending until the card is gone. */
export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressQueryKeys.all }),
  });
}
