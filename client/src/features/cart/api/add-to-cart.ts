import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api';
import { cartQueryKeys } from './get-cart';

export interface AddToCartInput {
  menuItemId: string;
  quantity: number;
  extraIds: readonly string[];
  /** Special Instructions from the item modal; the kitchen sees them on the line. */
  instructions?: string;
}

/** POST /api/cart/add-to-cart, form-encoded; the server prices the line, the answer is text. */
export function addToCart({ menuItemId, quantity, extraIds, instructions }: AddToCartInput): Promise<string> {
  return api.post<string>('/api/cart/add-to-cart', {
    form: {
      menuItemId,
      quantity,
      // One comma-separated value; '' means no extras (the form helper would drop an empty list).
      extraItemId: extraIds.join(','),
      instructions: instructions?.trim() || undefined,
    },
  });
}

/** Adds a line, then reloads the cart; the mutation stays pending until the new cart is in. */
export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToCart,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cartQueryKeys.all }),
  });
}
