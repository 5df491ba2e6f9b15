import type { Clock } from '../../lib/clock';
import { mountTables } from '../../lib/route-table';
import { accessGuards, type AuthGuard } from '../auth';
import type { Feature } from '../feature';
import type { OrderPromos } from '../orders';
import { createGrantReward } from './grant-reward';
import { createLoyaltySettings } from './loyalty-settings';
import { loyaltySettingsRoutes, rewardsRoutes } from './loyalty.routes';
import { createMyRewards, type FinishedOrderCount, rewardsEarnedBy } from './rewards';

/*
 * Promo codes and the loyalty reward (docs/product/promo-codes.md): staff's codes, the checkout's
 * judge and the exact count of uses, and the personal reward of a regular. The orders module calls
 * it through its OrderPromos port; the composition root builds it.
 */

export type PromosService = OrderPromos;

export interface PromosDeps {
  clock: Clock;
}

export function createPromos({ clock }: PromosDeps): PromosService {
  const notBuilt = () => Promise.reject(new Error('promo codes are not built yet'));
  return {
    price: notBuilt,
    redeem: notBuilt,
    // Orders without a code give nothing back.
    giveBack: async () => {},
    // Loyalty: a finished order may earn its customer a reward (grant-reward.ts).
    orderFinished: createGrantReward({ clock }),
  };
}

// --- Loyalty reward: settings, my rewards, the reward of an order (docs/product/promo-codes.md#loyalty-reward)

export { generatePromoCode } from './generate-code';
export type { EarnedReward, FinishedOrderCount } from './rewards';

export interface LoyaltyDeps {
  clock: Clock;
  /** The orders module's count of a customer's finished orders (their progress to the next reward). */
  finishedOrderCount: FinishedOrderCount;
}

/** The loyalty reward's settings, a customer's rewards, and the reward an order earned (the mails ask). */
export function createLoyalty({ clock, finishedOrderCount }: LoyaltyDeps) {
  return {
    settings: createLoyaltySettings({ clock }),
    myRewards: createMyRewards({ clock, finishedOrderCount }),
    rewardsEarnedBy,
  };
}

export type Loyalty = ReturnType<typeof createLoyalty>;

/** GET/PUT /api/admin/loyalty (staff with shop.settings) and GET /api/account/rewards (customer). */
export function loyaltyFeature({ guard, loyalty }: { guard: AuthGuard; loyalty: Loyalty }): Feature {
  const deps = { loyalty: loyalty.settings, myRewards: loyalty.myRewards };
  return mountTables([loyaltySettingsRoutes(deps), rewardsRoutes(deps)], accessGuards(guard));
}
