import {
  CATEGORIES,
  type Category,
  type LoyaltySettings,
  type MenuItem,
  type PromoCode,
  type PromoCreateRequest,
  type PromoRules,
} from '@pizza/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api';
import { useStaffAuthStore } from '../../../lib/session/staff-auth-store';

/** The Promo codes page's cache keys (docs/product/promo-codes.md#api-summary). */
export const promoKeys = {
  all: ['promos'] as const,
  list: () => [...promoKeys.all, 'list'] as const,
  loyalty: () => [...promoKeys.all, 'loyalty'] as const,
  menu: () => [...promoKeys.all, 'menu'] as const,
};

/** GET /api/admin/promos: the shop's codes, newest first (loyalty rewards left out). */
export function usePromoList() {
  const token = useStaffAuthStore((state) => state.token);
  return useQuery({
    queryKey: promoKeys.list(),
    queryFn: ({ signal }) => api.get<PromoCode[]>('/api/admin/promos', { token, signal }),
  });
}

const replaceIn = (list: PromoCode[] | undefined, saved: PromoCode) =>
  list?.map((promo) => (promo.promoId === saved.promoId ? saved : promo));

/** POST /api/admin/promos: the new code goes on top of the list (201 PromoCode; 409 PROMO_CODE_TAKEN). */
export function useCreatePromo() {
  const queryClient = useQueryClient();
  const token = useStaffAuthStore((state) => state.token);
  return useMutation({
    mutationFn: (request: PromoCreateRequest) => api.post<PromoCode>('/api/admin/promos', { token, body: request }),
    onSuccess: (created) => queryClient.setQueryData<PromoCode[]>(promoKeys.list(), (list) => [created, ...(list ?? [])]),
  });
}

/** PUT /api/admin/promos/{promoId}: the full rules (the code stays); the answer replaces the row. */
export function useUpdatePromo() {
  const queryClient = useQueryClient();
  const token = useStaffAuthStore((state) => state.token);
  return useMutation({
    mutationFn: ({ promoId, rules }: { promoId: string; rules: PromoRules }) =>
      api.put<PromoCode>(`/api/admin/promos/${encodeURIComponent(promoId)}`, { token, body: { rules } }),
    onSuccess: (saved) => queryClient.setQueryData<PromoCode[]>(promoKeys.list(), (list) => replaceIn(list, saved)),
  });
}

/**
 * The active switch: saves at once with the code's full rules, showing the new state before the
 * server answers and putting the old one back when it refuses.
 */
export function useTogglePromo() {
  const queryClient = useQueryClient();
  const token = useStaffAuthStore((state) => state.token);
  return useMutation({
    mutationFn: ({ promo, active }: { promo: PromoCode; active: boolean }) =>
      api.put<PromoCode>(`/api/admin/promos/${encodeURIComponent(promo.promoId)}`, { token, body: { rules: { ...promo.rules, active } } }),
    onMutate: async ({ promo, active }) => {
      await queryClient.cancelQueries({ queryKey: promoKeys.list() });
      queryClient.setQueryData<PromoCode[]>(promoKeys.list(), (list) => replaceIn(list, { ...promo, rules: { ...promo.rules, active } }));
    },
    onError: (_error, { promo }) => queryClient.setQueryData<PromoCode[]>(promoKeys.list(), (list) => replaceIn(list, promo)),
    onSuccess: (saved) => queryClient.setQueryData<PromoCode[]>(promoKeys.list(), (list) => replaceIn(list, saved)),
  });
}

/** GET /api/admin/loyalty: the loyalty reward's settings (off by default). */
export function useLoyaltySettings() {
  const token = useStaffAuthStore((state) => state.token);
  return useQuery({
    queryKey: promoKeys.loyalty(),
    queryFn: ({ signal }) => api.get<LoyaltySettings>('/api/admin/loyalty', { token, signal }),
  });
}

/** PUT /api/admin/loyalty; the answer becomes the stored settings. */
export function useSaveLoyalty() {
  const queryClient = useQueryClient();
  const token = useStaffAuthStore((state) => state.token);
  return useMutation({
    mutationFn: (settings: LoyaltySettings) => api.put<LoyaltySettings>('/api/admin/loyalty', { token, body: settings }),
    onSuccess: (saved) => queryClient.setQueryData(promoKeys.loyalty(), saved),
  });
}

/** The menu as the board reads it (every category's items, all sizes): what a code may be limited to. */
export function usePromoMenu() {
  return useQuery({
    queryKey: promoKeys.menu(),
    queryFn: async ({ signal }) => {
      const lists = await Promise.all(
        CATEGORIES.map((category: Category) => api.get<MenuItem[]>(`/api/menuItem/get/category/${category}`, { token: null, signal })),
      );
      return lists.flat();
    },
    staleTime: 60_000,
  });
}
