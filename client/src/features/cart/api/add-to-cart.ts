import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api, ApiError } from '../../../lib/api';
import { markMenuChanged } from '../../../lib/menu-freshness';
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

/** The menu's queries (features/menu keys them under 'menu'), reloaded when the server says the menu changed. */
const MENU_QUERIES = ['menu'] as const;

/**
 * Adds a line, then reloads the cart; the mutation stays pending until the new cart is in. A 409
 * (sold out meanwhile) reloads the menu too, so the page shows what the server said.
 */
export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToCart,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cartQueryKeys.all }),
    onError: (error) => {
      if (!(error instanceof ApiError) || error.status !== 409) return;
      markMenuChanged();
      void queryClient.invalidateQueries({ queryKey: MENU_QUERIES });
    },
  });
}
