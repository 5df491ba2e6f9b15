import type { Reward, RewardList } from '@pizza/shared';
import { isObjectIdOrHexString } from 'mongoose';

import type { Clock } from '../../lib/clock';
import { loyaltySettings } from './loyalty-settings';
import { PromoCodeModel } from './promo-code.model';

/** What the orders module counts for a customer's progress: their finished orders (delivered or picked up). */
export type FinishedOrderCount = (userId: string) => Promise<number>;

interface StoredReward {
  code: string;
  rules: { amount: number; validUntil?: Date | null };
  used: number;
  earnedByOrderId?: string | null;
  earnedByOrderSequence?: string | null;
}

function stateOf(reward: StoredReward, now: Date): Reward['state'] {
  if (reward.used >= 1) return 'used';
  if (reward.rules.validUntil && reward.rules.validUntil.getTime() <= now.getTime()) return 'expired';
  return 'available';
}

/**
 * My rewards (docs/product/promo-codes.md#loyalty-reward): the customer's personal codes, newest
 * first, each available, used (an order holds it) or expired (past its validity, unused); and, while
 * loyalty is on, how many finished orders they have and how many more earn the next one.
 */
export function createMyRewards({ clock, finishedOrderCount }: { clock: Clock; finishedOrderCount: FinishedOrderCount }) {
  return async function myRewards(userId: string): Promise<RewardList> {
    if (!isObjectIdOrHexString(userId)) return { rewards: [] };
    const now = clock.now();
    const [stored, settings] = await Promise.all([
      PromoCodeModel.find(
        { personalUserId: userId },
        { code: 1, 'rules.amount': 1, 'rules.validUntil': 1, used: 1, earnedByOrderId: 1, earnedByOrderSequence: 1 },
      )
        .sort({ createdAt: -1, _id: -1 })
        .lean<StoredReward[]>(),
      loyaltySettings(),
    ]);
    const rewards = stored.map((reward) => ({
      code: reward.code,
      amount: reward.rules.amount,
      validUntil: (reward.rules.validUntil ?? now).toISOString(),
      earnedBy: { orderId: reward.earnedByOrderId ?? '', orderSequence: reward.earnedByOrderSequence ?? '' },
      state: stateOf(reward, now),
    }));
    if (!settings.enabled) return { rewards };
    const finished = await finishedOrderCount(userId);
    return { rewards, progress: { finished, every: settings.every, toNext: settings.every - (finished % settings.every) } };
  };
}

/** The reward an order's finishing earned, if any (the reward mail). */
export interface EarnedReward {
  code: string;
  amount: number;
  validUntil: Date;
}

/** The rewards these orders' finishing earned, by order id (the reward mail; one query for a run of events). */
export async function rewardsEarnedBy(orderIds: readonly string[]): Promise<Map<string, EarnedReward>> {
  if (orderIds.length === 0) return new Map();
  const stored = await PromoCodeModel.find(
    { earnedByOrderId: { $in: [...orderIds] } },
    { code: 1, 'rules.amount': 1, 'rules.validUntil': 1, earnedByOrderId: 1 },
  ).lean<StoredReward[]>();
  return new Map(
    stored.flatMap((reward) =>
      reward.earnedByOrderId && reward.rules.validUntil
        ? [[reward.earnedByOrderId, { code: reward.code, amount: reward.rules.amount, validUntil: reward.rules.validUntil }] as const]
        : [],
    ),
  );
}
