import type { Cart, CartResponse } from '@pizza/shared';
import { useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api';
import { selectSessionReady, useAuthStore } from '../../../lib/session/auth-store';

export const cartQueryKeys = {
  all: ['cart'] as const,
  byEmail: (email: string) => [...cartQueryKeys.all, email] as const,
};

/** GET /api/cart/user-email: an array whose first element is the cart, or [] before the first add. */
export async function getCart(email: string, signal?: AbortSignal): Promise<Cart | null> {
  const carts = await api.get<CartResponse>('/api/cart/user-email', { query: { email }, signal });
  return carts[0] ?? null;
}

/**
 * The logged-in customer's cart (server state lives in TanStack Query only). Waits for the
 * session-start check, so a stale token never asks for a cart; `data` is null for no cart yet.
 */
export function useCart() {
  const email = useAuthStore((state) => state.email);
  const ready = useAuthStore(selectSessionReady);
  return useQuery({
    queryKey: cartQueryKeys.byEmail(email ?? ''),
    queryFn: ({ signal }) => getCart(email ?? '', signal),
    enabled: ready && Boolean(email),
    // A cart changes only through this browser's own mutations, which invalidate it.
    staleTime: 30_000,
  });
}
