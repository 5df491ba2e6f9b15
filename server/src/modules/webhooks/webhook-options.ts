import type { Config } from '../../config/env';
import { type HostResolver, systemResolver } from '../../lib/url-guard';
import { retryDelayMs as retryDelay } from '../../platform';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** After the first attempt fails: 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h (each with full jitter); after the last, the endpoint is disabled. */
export const DEFAULT_RETRY_SCHEDULE_MS = [5 * SECOND, 5 * MINUTE, 30 * MINUTE, 2 * HOUR, 5 * HOUR, 10 * HOUR, 10 * HOUR] as const;

/** How webhooks behave; the composition root fills in the defaults, tests replace parts (a schedule in milliseconds, a resolver). */
export interface WebhookOptions {
  retryScheduleMs: readonly number[];
  /** 0 <= random() < 1, for the jitter. */
  random: () => number;
  /** A receiver has this long to answer. */
  timeoutMs: number;
  /** How long the previous secret keeps signing after a rotation. */
  rotationGraceMs: number;
  maxRetryAfterMs: number;
  /** How often each instance reads the endpoints to start and stop their deliveries (changes made on this instance apply at once). */
  syncMs: number;
  /** The endpoints' durable consumers: their lease and safety poll (undefined: the consumers' defaults). */
  leaseMs?: number;
  consumerPollMs?: number;
  /** The local profile, and NODE_ENV=test: http://127.0.0.1:<port> and http://localhost:<port> are allowed. */
  localHttpAllowed: boolean;
  resolveHost: HostResolver;
}

export function webhookOptions(
  { profile, nodeEnv }: Pick<Config, 'profile' | 'nodeEnv'>,
  overrides: Partial<WebhookOptions> = {},
): WebhookOptions {
  return {
    retryScheduleMs: DEFAULT_RETRY_SCHEDULE_MS,
    random: Math.random,
    timeoutMs: 15 * SECOND,
    rotationGraceMs: 24 * HOUR,
    maxRetryAfterMs: 24 * HOUR,
    syncMs: 3 * SECOND,
    localHttpAllowed: profile === 'local' || nodeEnv === 'test',
    resolveHost: systemResolver,
    ...overrides,
  };
}

/**
 * How long to wait after the `failures`-th failed attempt in a row: the platform's retry policy
 * (platform/delivery/retry-policy.ts) with full jitter (uniform between 0 and the step), but never
 * sooner than the receiver's Retry-After. Undefined once the schedule is used up: the endpoint is
 * then disabled.
 */
export function retryDelayMs(
  options: Pick<WebhookOptions, 'retryScheduleMs' | 'random'>,
  failures: number,
  retryAfterMs?: number,
): number | undefined {
  return retryDelay({ scheduleMs: options.retryScheduleMs, jitter: 1, random: options.random }, failures, retryAfterMs);
}
