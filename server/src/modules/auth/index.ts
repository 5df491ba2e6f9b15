import type { Config } from '../../config/env';
import { firebasePhoneVerifier, type PhoneTokenVerifier } from '../../lib/firebase';
import type { Logger } from '../../lib/logger';
import { type Mailer, mailerFor } from '../../lib/mailer';
import { authenticate } from '../../middleware/authenticate';
import { rateLimitStores } from '../../middleware/rate-limit';
import type { Feature } from '../feature';
import { createAccountService } from './account.service';
import { type AuthLimits, createAuthLimiters, DEFAULT_AUTH_LIMITS, scaleLimits } from './auth.limits';
import { registerAuthOpenApi } from './auth.openapi';
import { createAuthRouter } from './auth.router';
import { createPasswordResetService } from './password-reset.service';
import { createStaffLoginService } from './staff-login.service';

export interface AuthFeatureDeps {
  config: Config;
  logger: Logger;
}

/** Replaceable parts; the defaults are the real ones (tests use them too, with the real emulator). */
export interface AuthFeatureOptions {
  /** Replace single limits outright (RATE_LIMIT_SCALE does not apply to these). */
  limits?: Partial<AuthLimits>;
  phoneVerifier?: PhoneTokenVerifier;
  mailer?: Mailer;
}

export function authFeature({ config, logger }: AuthFeatureDeps, options: AuthFeatureOptions = {}): Feature {
  const mailer = options.mailer ?? mailerFor(config, logger);
  const phoneVerifier = options.phoneVerifier ?? firebasePhoneVerifier(config.firebase);
  const limits = { ...scaleLimits(DEFAULT_AUTH_LIMITS, config.rateLimitScale), ...options.limits };
  const limiters = createAuthLimiters(limits, rateLimitStores(config, logger), logger);
  const router = createAuthRouter({
    config,
    accounts: createAccountService({ config, phoneVerifier, logger }),
    passwordReset: createPasswordResetService({ config, mailer, logger }),
    staffLogin: createStaffLoginService({ config, mailer, logger }),
    limiters,
    authenticate: authenticate(config),
  });
  return { routes: [{ path: '/auth', router }], registerOpenApi: registerAuthOpenApi };
}

export { devMailboxFeature } from './dev-mailbox.router';
