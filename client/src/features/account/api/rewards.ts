import type { RewardList } from '@pizza/shared';
import { useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api';
import { useAuthStore } from '../../../lib/session/auth-store';

export const REWARDS_PATH = '/api/account/rewards';

export const rewardsQueryKeys = {
  of: (email: string) => ['account-rewards', email] as const,
};

/** GET /api/account/rewards (docs/product/promo-codes.md#loyalty-reward): the customer's loyalty rewards and, when loyalty is on, how many orders until the next. */
export function useRewards() {
  const email = useAuthStore((state) => state.email) ?? '';
  return useQuery({
    queryKey: rewardsQueryKeys.of(email),
    queryFn: ({ signal }) => api.get<RewardList>(REWARDS_PATH, { signal }),
    enabled: email !== '',
  });
}
