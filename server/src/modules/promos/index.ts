import type { Clock } from '../../lib/clock';
import type { Logger } from '../../lib/logger';
import { mountTables } from '../../lib/route-table';
import { type RateLimitRule, type RateLimitStoreFactory, scaleRule } from '../../middleware/rate-limit';
import type { EventLog } from '../../platform';
import { accessGuards, type AuthGuard } from '../auth';
import type { Feature } from '../feature';
import type { OrderPromos } from '../orders';
import { createGiveBack } from './give-back';
import { createGrantReward } from './grant-reward';
import { createLoyaltySettings } from './loyalty-settings';
import { loyaltySettingsRoutes, rewardsRoutes } from './loyalty.routes';
import { createPricePromo } from './price-promo';
import { createPromoAdmin, type PromoAdmin } from './promo-admin';
import { createPromoAttempts, PROMO_ATTEMPTS_RULE } from './promo-attempts';
import { promosRoutes } from './promos.routes';
import { createRedeemPromo } from './redeem-promo';
import { createMyRewards, type FinishedOrderCount, rewardsEarnedBy } from './rewards';

export { generatePromoCode } from './generate-code';
export type { EarnedReward, FinishedOrderCount } from './rewards';

/*
 * Promo codes and the loyalty reward (docs/product/promo-codes.md): staff's codes, the checkout's
 * judge and the exact count of uses, and the personal reward of a regular. The orders module calls
 * it through its OrderPromos port; the composition root builds it.
 */

export type PromosService = OrderPromos & { admin: PromoAdmin };

export interface PromosDeps {
  clock: Clock;
  events: Pick<EventLog, 'transaction'>;
  /** The app's rate-limit store (Redis across instances): refused codes are counted there. */
  rateLimitStore?: RateLimitStoreFactory;
  /** RATE_LIMIT_SCALE multiplies the attempt limit, like every other limit. */
  rateLimitScale?: number;
  /** Replaces the attempt limit outright. */
  attemptsRule?: RateLimitRule;
  logger?: Logger;
}

export function createPromos(deps: PromosDeps): PromosService {
  const { clock, events } = deps;
  const rule = deps.attemptsRule ?? scaleRule(PROMO_ATTEMPTS_RULE, deps.rateLimitScale ?? 1);
  const attempts = createPromoAttempts({ rule, store: deps.rateLimitStore, logger: deps.logger });
  return {
    admin: createPromoAdmin({ events, clock }),
    price: createPricePromo({ attempts }),
    redeem: createRedeemPromo({ clock }),
    giveBack: createGiveBack({ clock }),
    // Loyalty: a finished order may earn its customer a reward (grant-reward.ts).
    orderFinished: createGrantReward({ clock }),
  };
}

/** The board's Promo codes page, mounted at /api/admin/promos. */
export function promosFeature({ promos, guard }: { promos: PromosService; guard: AuthGuard }): Feature {
  return mountTables([promosRoutes({ admin: promos.admin })], accessGuards(guard));
}

// --- Loyalty reward: settings, my rewards, the reward of an order (docs/product/promo-codes.md#loyalty-reward)

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
