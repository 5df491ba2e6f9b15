/**
 * How an outbound effect (a webhook call, a mail, a push) is tried again after a failed attempt,
 * the same way for every channel: a schedule of waits, jitter so that receivers that failed
 * together are not retried together, a floor the receiver may ask for (Retry-After), and giving up
 * after the last attempt.
 */
export interface RetryPolicy {
  /** The wait after the 1st, 2nd, ... failed attempt; the last step repeats while attempts remain. */
  scheduleMs: readonly number[];
  /** Attempts in all, the first included, before the effect is given up (default: one per step, plus the first). */
  maxAttempts?: number;
  /**
   * 0 (default): every wait is its step exactly. 1: full jitter, uniform between 0 and the step.
   * In between: at least (1 - jitter) of the step, the rest uniform.
   */
  jitter?: number;
  /** 0 <= random() < 1 (tests fix it). */
  random?: () => number;
}

/** The attempts a policy allows in all. */
export const attemptsAllowed = (policy: RetryPolicy): number => policy.maxAttempts ?? policy.scheduleMs.length + 1;

/**
 * The wait after the `attempt`-th attempt failed (1-based), never shorter than `retryAfterMs` (what
 * the receiver asked for); undefined when that attempt was the last one allowed: give up.
 */
export function retryDelayMs(policy: RetryPolicy, attempt: number, retryAfterMs?: number): number | undefined {
  if (attempt >= attemptsAllowed(policy) || policy.scheduleMs.length === 0) return undefined;
  const step = policy.scheduleMs[Math.min(attempt - 1, policy.scheduleMs.length - 1)]!;
  const jitter = Math.min(Math.max(policy.jitter ?? 0, 0), 1);
  const random = policy.random ?? Math.random;
  const wait = jitter === 0 ? step : Math.floor(step * (1 - jitter) + random() * step * jitter);
  return Math.max(wait, retryAfterMs ?? 0);
}
