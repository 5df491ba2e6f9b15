import type { Clock } from '../../lib/clock';
import type { PhoneAccounts } from '../../lib/firebase';
import type { Logger } from '../../lib/logger';
import { mountTables } from '../../lib/route-table';
import { rateLimit, type RateLimitStoreFactory, scaleRule } from '../../middleware/rate-limit';
import type { EventLog } from '../../platform';
import type { LiveSessions } from '../../realtime/live-sessions';
import { accessGuards, type AuthGuard } from '../auth';
import type { Feature } from '../feature';
import { accountDataRoutes } from './account-data.routes';

export { pseudonymOf } from '../orders';

/** Failed deletions (wrong passwords) per client IP, as failed logins are counted (auth-limits.ts). */
export const ACCOUNT_DELETE_LIMIT = { limit: 10, windowMs: 15 * 60_000 };

export interface AccountDataDeps {
  config: { rateLimitScale: number };
  logger: Logger;
  clock: Clock;
  guard: AuthGuard;
  events: EventLog;
  liveSessions: LiveSessions;
  phoneAccounts: PhoneAccounts;
  rateLimitStore: RateLimitStoreFactory;
}

/**
 * A customer's data rights (docs/product/legal.md#my-data): the export of everything held about
 * them and the erasure of their account, mounted at /api/account. It meets the modules that hold the
 * data (users, addresses, cart, orders, push, auth) through their index.ts only.
 */
export function accountDataFeature({
  config,
  logger,
  clock,
  guard,
  events,
  liveSessions,
  phoneAccounts,
  rateLimitStore,
}: AccountDataDeps): Feature {
  const deleteLimiter = rateLimit({
    name: 'account-delete',
    rule: scaleRule(ACCOUNT_DELETE_LIMIT, config.rateLimitScale),
    store: rateLimitStore,
    logger,
    skipSuccessfulRequests: true,
  });
  const table = accountDataRoutes({ clock, deleteLimiter, events, liveSessions, phoneAccounts, logger });
  return mountTables([table], accessGuards(guard));
}
