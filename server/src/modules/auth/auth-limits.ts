import { type Request, type RequestHandler, Router } from 'express';

import type { Logger } from '../../lib/logger';
import { clientIpKey, rateLimit, type RateLimitRule, type RateLimitStoreFactory, scaleRule } from '../../middleware/rate-limit';

const MINUTE = 60_000;

export interface AuthLimits {
  login: RateLimitRule;
  loginPerAccount: RateLimitRule;
  signup: RateLimitRule;
  checkEmail: RateLimitRule;
  adminLogin: RateLimitRule;
  verifyOtp: RateLimitRule;
  verifyOtpPerEmail: RateLimitRule;
  forgotPassword: RateLimitRule;
  forgotPasswordPerEmail: RateLimitRule;
  resetPassword: RateLimitRule;
}

/**
 * Per client IP unless named per e-mail. Generous for people (and the browser tests, which share one
 * IP), tight for scripts: the staff code allows 10 guesses a minute against a million codes, and a
 * code dies after 5 wrong ones anyway.
 */
export const DEFAULT_AUTH_LIMITS: AuthLimits = {
  // Only failed logins count (skipSuccessful below): a family behind one router is never locked out.
  login: { limit: 20, windowMs: 15 * MINUTE },
  // Failed logins per account, from any address: guessing from many IPs gets 10 tries, not 20 per IP.
  loginPerAccount: { limit: 10, windowMs: 15 * MINUTE },
  signup: { limit: 30, windowMs: 60 * MINUTE },
  checkEmail: { limit: 30, windowMs: MINUTE },
  adminLogin: { limit: 10, windowMs: 15 * MINUTE },
  verifyOtp: { limit: 10, windowMs: MINUTE },
  verifyOtpPerEmail: { limit: 20, windowMs: 15 * MINUTE },
  forgotPassword: { limit: 20, windowMs: 15 * MINUTE },
  // Keeps anyone from filling a stranger's inbox with reset mails.
  forgotPasswordPerEmail: { limit: 5, windowMs: 60 * MINUTE },
  resetPassword: { limit: 20, windowMs: 15 * MINUTE },
};

/** The raw body e-mail, normalised like the schema does; limiters run before validation. */
function bodyEmailKey(req: Request): string | undefined {
  const email = (req.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && email.trim() ? `email:${email.trim().toLowerCase()}` : undefined;
}

export type AuthLimiters = Record<
  'login' | 'signup' | 'checkEmail' | 'adminLogin' | 'verifyOtp' | 'forgotPassword' | 'resetPassword',
  RequestHandler
>;

/** Several limiters as one middleware, so a route lists one handler per concern. */
function all(...limiters: RequestHandler[]): RequestHandler {
  const chain = Router();
  chain.use(...limiters);
  return chain;
}

/** RATE_LIMIT_SCALE multiplies every limit. */
export function scaleLimits(limits: AuthLimits, scale: number): AuthLimits {
  const scaled = Object.entries(limits).map(([name, rule]) => [name, scaleRule(rule, scale)]);
  return Object.fromEntries(scaled) as AuthLimits;
}

export function createAuthLimiters(limits: AuthLimits, store: RateLimitStoreFactory, logger: Logger): AuthLimiters {
  const limiter = (name: keyof AuthLimits, key: (req: Request) => string | undefined = clientIpKey, skipSuccessful = false) =>
    rateLimit({ name: `auth-${name}`, rule: limits[name], key, store, logger, skipSuccessfulRequests: skipSuccessful });
  return {
    login: all(limiter('login', clientIpKey, true), limiter('loginPerAccount', bodyEmailKey, true)),
    signup: limiter('signup'),
    checkEmail: limiter('checkEmail'),
    adminLogin: limiter('adminLogin'),
    verifyOtp: all(limiter('verifyOtp'), limiter('verifyOtpPerEmail', bodyEmailKey)),
    forgotPassword: all(limiter('forgotPassword'), limiter('forgotPasswordPerEmail', bodyEmailKey)),
    resetPassword: limiter('resetPassword'),
  };
}
