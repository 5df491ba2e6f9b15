import { createHash } from 'node:crypto';

import type { Request, RequestHandler } from 'express';
import { ipKeyGenerator, MemoryStore, type Options, rateLimit as expressRateLimit, type Store } from 'express-rate-limit';
import { RedisStore } from 'rate-limit-redis';

import { AppError } from '../lib/errors';
import type { Logger } from '../lib/logger';
import type { RedisClient } from '../lib/redis';

export interface RateLimitRule {
  limit: number;
  windowMs: number;
}

/** Builds the store of one limiter; undefined means express-rate-limit's per-process memory store. */
export type RateLimitStoreFactory = (name: string) => Store | undefined;

export interface LimiterOptions {
  /** Unique per limiter: the Redis key prefix and the label in logs. */
  name: string;
  rule: RateLimitRule;
  /** Whom to count; undefined skips this limiter for the request. Default: the client's IP address. */
  key?: (req: Request) => string | undefined;
  store?: RateLimitStoreFactory;
  logger?: Logger;
  /** Count only answers with status 400 and above (e.g. failed logins). */
  skipSuccessfulRequests?: boolean;
}

export const RATE_LIMITED_MESSAGE = 'Too many attempts, please try again later.';

/** RATE_LIMIT_SCALE multiplies every limit; never below one request per window. */
export function scaleRule(rule: RateLimitRule, scale: number): RateLimitRule {
  return { ...rule, limit: Math.max(1, Math.round(rule.limit * scale)) };
}

/** IPv6 clients are counted per /56 network: one host has a whole range of addresses to rotate through. */
export const clientIpKey = (req: Request) => ipKeyGenerator(req.ip ?? 'unknown');

/** The key that counts a secret (a token, an API key): hashed, so it never sits in memory or Redis as is. */
export const secretKey = (secret: string): string => createHash('sha256').update(secret).digest('base64url');

export interface RateLimitCounter {
  /** Counts one attempt for `key`; false once the key is over the rule's limit in the current window. */
  hit(key: string): Promise<boolean>;
}

/**
 * The same counting as `rateLimit`, for what is not an Express request (the socket handshake): the
 * same stores (Redis when the app has it), and a store error lets the attempt through, logged.
 */
export function rateLimitCounter({ name, rule, store, logger }: Omit<LimiterOptions, 'key' | 'skipSuccessfulRequests'>): RateLimitCounter {
  const counts = store?.(name) ?? new MemoryStore();
  void Promise.resolve(counts.init?.({ windowMs: rule.windowMs } as Options)).catch(() => undefined);
  return {
    async hit(key) {
      try {
        return (await counts.increment(key)).totalHits <= rule.limit;
      } catch (err) {
        logger?.error({ err, limiter: name }, 'rate limit store failed');
        return true;
      }
    },
  };
}

/** 429 through the one error handler, so the body is the usual `{ message, code }` envelope. */
export function rateLimit({
  name,
  rule,
  key = clientIpKey,
  store,
  logger,
  skipSuccessfulRequests = false,
}: LimiterOptions): RequestHandler {
  return expressRateLimit({
    skipSuccessfulRequests,
    windowMs: rule.windowMs,
    limit: rule.limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    identifier: name,
    keyGenerator: (req) => key(req) ?? '',
    skip: (req) => key(req) === undefined,
    store: store?.(name),
    // A Redis outage must not lock every customer out of login; it is logged and the request passes.
    passOnStoreError: true,
    ...(logger
      ? {
          logger: {
            error: (err, msg) => logger.error({ err, limiter: name }, msg ?? 'rate limit store failed'),
            warn: (err, msg) => logger.warn({ err, limiter: name }, msg ?? 'rate limit warning'),
          },
        }
      : {}),
    handler: (_req, _res, next) => next(new AppError(429, 'RATE_LIMITED', RATE_LIMITED_MESSAGE)),
  });
}

/**
 * rate-limit-redis loads its scripts when constructed; before Redis answers, that fails and would be
 * an unhandled rejection. The store reloads the scripts on first use anyway, so the early failure is dropped.
 */
function redisStore(client: RedisClient, name: string): RedisStore {
  const store = new RedisStore({ prefix: `rl:${name}:`, sendCommand: (...args: string[]) => client.sendCommand(args) });
  store.incrementScriptSha.catch(() => undefined);
  store.getScriptSha.catch(() => undefined);
  return store;
}

/** Redis when the app has a Redis client (REDIS_URL; counters shared by every instance), memory otherwise. */
export function rateLimitStores(redis: RedisClient | undefined): RateLimitStoreFactory {
  if (!redis) return () => undefined;
  return (name) => redisStore(redis, name);
}
