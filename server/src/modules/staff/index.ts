import type { Config } from '../../config/env';
import type { Logger } from '../../lib/logger';
import { mountTables } from '../../lib/route-table';
import { rateLimit, type RateLimitRule, type RateLimitStoreFactory, scaleRule } from '../../middleware/rate-limit';
import { accessGuards, type AuthGuard } from '../auth';
import type { Feature } from '../feature';
import type { StaffDeps } from './staff-deps';
import { staffRoutes } from './staff.routes';

export type { LiveSessions } from './staff-deps';
export { purgeInvitations } from './purge-invitations';

/** Per client IP, like the other sign-in routes: a link is 256 random bits, so this only keeps scripts from hammering the hashing. */
export const INVITATION_LIMITS: Record<'acceptInvitation' | 'previewInvitation', RateLimitRule> = {
  acceptInvitation: { limit: 20, windowMs: 15 * 60_000 },
  previewInvitation: { limit: 60, windowMs: 15 * 60_000 },
};

export interface StaffFeatureDeps extends StaffDeps {
  config: Pick<Config, 'publicUrl' | 'rateLimitScale'>;
  logger: Logger;
  guard: AuthGuard;
  rateLimitStore: RateLimitStoreFactory;
}

/** Staff accounts and invitations, mounted at /api/staff (docs/product/staff-accounts.md). */
export function staffFeature(deps: StaffFeatureDeps): Feature {
  const limiter = (name: keyof typeof INVITATION_LIMITS) =>
    rateLimit({
      name: `staff-${name}`,
      rule: scaleRule(INVITATION_LIMITS[name], deps.config.rateLimitScale),
      store: deps.rateLimitStore,
      logger: deps.logger,
    });
  const limiters = { acceptInvitation: limiter('acceptInvitation'), previewInvitation: limiter('previewInvitation') };
  return mountTables([staffRoutes(deps, limiters)], accessGuards(deps.guard));
}
