import type { Clock } from '../../lib/clock';
import type { Logger } from '../../lib/logger';
import { mountTables } from '../../lib/route-table';
import { type RateLimitRule, type RateLimitStoreFactory, scaleRule } from '../../middleware/rate-limit';
import type { EventLog } from '../../platform';
import { accessGuards, type AuthGuard } from '../auth';
import type { Feature } from '../feature';
import type { OrderPromos } from '../orders';
import { createGiveBack } from './give-back';
import { createPricePromo } from './price-promo';
import { createPromoAdmin, type PromoAdmin } from './promo-admin';
import { createPromoAttempts, PROMO_ATTEMPTS_RULE } from './promo-attempts';
import { promosRoutes } from './promos.routes';
import { createRedeemPromo } from './redeem-promo';

export { generatePromoCode } from './generate-code';

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
    // Loyalty (grant-reward.ts) is built separately; until then a finished order earns nothing.
    orderFinished: async () => {},
  };
}

/** The board's Promo codes page, mounted at /api/admin/promos. */
export function promosFeature({ promos, guard }: { promos: PromosService; guard: AuthGuard }): Feature {
  return mountTables([promosRoutes({ admin: promos.admin })], accessGuards(guard));
}
