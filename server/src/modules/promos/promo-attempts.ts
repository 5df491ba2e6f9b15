import { PROMO_MESSAGES } from '@pizza/shared';
import type { Options, Store } from 'express-rate-limit';
import { ipKeyGenerator, MemoryStore } from 'express-rate-limit';

import { RetryLaterError, msg } from '../../lib/errors';
import type { Logger } from '../../lib/logger';
import type { RateLimitRule, RateLimitStoreFactory } from '../../middleware/rate-limit';

const MINUTE = 60_000;

/** 10 refused codes in 15 minutes, per customer and per address (docs/product/promo-codes.md#at-checkout). */
export const PROMO_ATTEMPTS_RULE: RateLimitRule = { limit: 10, windowMs: 15 * MINUTE };

export interface PromoAttempts {
  /** 429 PROMO_ATTEMPTS (with Retry-After) when any of the keys has used up its refused tries. */
  assertAllowed(keys: readonly string[]): Promise<void>;
  /** Counts one refused code for each key; codes that apply are never counted. */
  refused(keys: readonly string[]): Promise<void>;
}

/** The keys a check is counted under: the customer, and the address (IPv6 per /56, like the other limits). */
export function attemptKeys(userId: string, ip: string | undefined): string[] {
  return [`user:${userId}`, ...(ip ? [`ip:${ipKeyGenerator(ip)}`] : [])];
}

/**
 * Counts refused codes in the app's rate-limit store (Redis across instances, memory otherwise), so
 * guessing codes is as slow as guessing passwords. A store failure lets the check through, logged.
 */
export function createPromoAttempts({
  rule,
  store,
  logger,
}: {
  rule: RateLimitRule;
  store?: RateLimitStoreFactory;
  logger?: Logger;
}): PromoAttempts {
  const counts: Store = store?.('promo-attempts') ?? new MemoryStore();
  void Promise.resolve(counts.init?.({ windowMs: rule.windowMs } as Options)).catch(() => undefined);
  const failed = (err: unknown) => logger?.error({ err, limiter: 'promo-attempts' }, 'rate limit store failed');
  const minutes = Math.ceil(rule.windowMs / MINUTE);
  return {
    async assertAllowed(keys) {
      for (const key of keys) {
        let info: Awaited<ReturnType<NonNullable<Store['get']>>>;
        try {
          info = await counts.get?.(key);
        } catch (err) {
          failed(err);
          continue;
        }
        if (!info || info.totalHits < rule.limit) continue;
        const seconds = info.resetTime ? Math.max(1, Math.ceil((info.resetTime.getTime() - Date.now()) / 1000)) : minutes * 60;
        throw new RetryLaterError(429, 'PROMO_ATTEMPTS', msg(PROMO_MESSAGES.attempts, { minutes }), seconds);
      }
    },
    async refused(keys) {
      for (const key of keys) {
        try {
          await counts.increment(key);
        } catch (err) {
          failed(err);
        }
      }
    },
  };
}
