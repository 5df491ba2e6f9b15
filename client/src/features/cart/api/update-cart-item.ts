import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api';
import { cartQueryKeys } from './get-cart';

export interface UpdateCartItemInput {
  cartItemId: string;
  /** 0 removes the line. */
  quantity: number;
}

/** PUT /api/cart/update/{cartItemId}?quantity=n; text answer. */
export function updateCartItem({ cartItemId, quantity }: UpdateCartItemInput): Promise<string> {
  return api.put<string>(`/api/cart/update/${encodeURIComponent(cartItemId)}`, { query: { quantity } });
}

/** Sets a line's quantity, then reloads the cart; stays pending until the new cart is in. */
export function useUpdateCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCartItem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cartQueryKeys.all }),
  });
}
