import type { Config } from '../../config/env';
import type { Clock } from '../../lib/clock';
import type { PhoneTokenVerifier } from '../../lib/firebase';
import type { Logger } from '../../lib/logger';
import type { Mailer } from '../../lib/mailer';
import { mountTables } from '../../lib/route-table';
import type { RateLimitStoreFactory } from '../../middleware/rate-limit';
import type { Feature } from '../feature';
import { accessGuards } from './access-guards';
import { createAccountService, type LegalAcceptanceCheck } from './account.service';
import { type AuthLimits, createAuthLimiters, DEFAULT_AUTH_LIMITS, scaleLimits } from './auth-limits';
import { authRoutes } from './auth.routes';
import type { AuthGuard } from './authenticate';
import { createPasswordResetService } from './password-reset.service';
import { createSessionService } from './session.service';
import { createStaffLoginService } from './staff-login.service';

export { accessGuards } from './access-guards';
export type { LegalAcceptanceCheck } from './account.service';
export { type AuthGuard, createAuthGuard, currentUser, requireRole, type TokenSession } from './authenticate';
export { eraseCredentialsOf } from './credentials-data';
export { devMailboxFeature } from './dev-mailbox.routes';
export { purgeOneTimeCodes, purgeResetTokens } from './purge-expired';
export { createStaffAccount, seedStaffAccount } from './staff-account.seed';
export { signAccessToken } from './tokens';
export type { AuthUser } from '../users';

export interface AuthFeatureDeps {
  config: Config;
  logger: Logger;
  mailer: Mailer;
  phoneVerifier: PhoneTokenVerifier;
  guard: AuthGuard;
  rateLimitStore: RateLimitStoreFactory;
  clock: Clock;
  legalAcceptance: LegalAcceptanceCheck;
}

export interface AuthFeatureOptions {
  /** Replace single limits outright (RATE_LIMIT_SCALE does not apply to these). */
  limits?: Partial<AuthLimits>;
}

/** Sign-up, login, sessions, password reset and staff sign-in, mounted at /auth. */
export function authFeature(deps: AuthFeatureDeps, options: AuthFeatureOptions = {}): Feature {
  const { config, logger, mailer, phoneVerifier, guard, clock, legalAcceptance } = deps;
  const limits = { ...scaleLimits(DEFAULT_AUTH_LIMITS, config.rateLimitScale), ...options.limits };
  const table = authRoutes({
    sessions: createSessionService({ config, guard }),
    accounts: createAccountService({ config, phoneVerifier, logger, clock, legalAcceptance }),
    passwordReset: createPasswordResetService({ config, mailer, logger }),
    staffLogin: createStaffLoginService({ config, mailer, logger }),
    limiters: createAuthLimiters(limits, deps.rateLimitStore, logger),
  });
  return mountTables([table], accessGuards(guard));
}
