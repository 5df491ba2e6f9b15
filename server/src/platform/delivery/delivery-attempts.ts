import type { Clock } from '../../lib/clock';
import type { Logger } from '../../lib/logger';
import type { AttemptReport } from '../metrics/delivery-metrics';
import type { AttemptKey, AttemptLedger } from './attempt-ledger';
import { retryDelayMs, type RetryPolicy } from './retry-policy';

/** The recipient refuses for good (a mailbox that does not exist, a device gone): no retry; `logged`: the channel said so already. */
export class GiveUp extends Error {
  constructor(
    message: string,
    readonly logged = false,
  ) {
    super(message);
  }
}

/** This instance stopped sending (shutdown): the attempt in flight is abandoned, not counted. */
class Abandoned extends Error {}

/** What one attempt came to. */
export type AttemptOutcome = { state: 'sent' } | { state: 'retrying'; nextAttemptAt: Date } | { state: 'failed' } | { state: 'abandoned' };

export interface DeliveryAttemptsDeps {
  ledger: Pick<AttemptLedger, 'sent' | 'failed' | 'release'>;
  policy: RetryPolicy;
  /** An attempt that has not finished by then counts as failed (a receiver that never answers). */
  timeoutMs: number;
  clock: Clock;
  logger: Logger;
  instanceId: string;
  /** What the effect is called in the log ('order mail', 'push'). */
  label: string;
  /** Who answers an attempt, in the error recorded after a timeout ('the mail server'). */
  receiver?: string;
  /** Whether a failure is final whatever the schedule says (e.g. SMTP 5xx); GiveUp always is. */
  isPermanent?: (err: unknown) => boolean;
  /** The channel in the metrics ('mail', 'push') and who is told of every attempt's outcome (the metrics). */
  channel?: string;
  onAttempt?: (report: AttemptReport) => void;
}

/** The attempt, or a failure once `ms` have passed or the instance stops (the call itself may go on; its result is ignored). */
function withTimeout(attempt: Promise<void>, ms: number, signal: AbortSignal, receiver: string): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  let onAbort = () => undefined as void;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${receiver} did not answer within ${ms} ms`)), ms);
    timer.unref();
    onAbort = () => reject(new Abandoned('this instance stopped sending'));
    signal.addEventListener('abort', onAbort, { once: true });
  });
  return Promise.race([attempt, timeout]).finally(() => {
    clearTimeout(timer);
    signal.removeEventListener('abort', onAbort);
  });
}

/**
 * One attempt at an effect this instance has claimed in its ledger (attempt-ledger.ts), the same for
 * every channel: the channel's `send` runs under a timeout; the record is marked sent when it
 * resolves; when it throws, recorded as retrying with the time of the next attempt on the policy
 * (retry-policy.ts), or failed after the last attempt allowed, or at once for a GiveUp or a
 * permanent failure. Stopping (`pause`) abandons an attempt in flight: released, not counted.
 */
export function createDeliveryAttempts(deps: DeliveryAttemptsDeps) {
  const {
    ledger,
    policy,
    timeoutMs,
    clock,
    logger,
    instanceId,
    label,
    receiver = 'the receiver',
    isPermanent,
    channel = label,
    onAttempt,
  } = deps;
  let sending = new AbortController();
  let paused = false;

  async function run(key: AttemptKey, attempt: number, send: () => Promise<void>): Promise<AttemptOutcome> {
    const outcome = await attemptOnce(key, attempt, send);
    onAttempt?.({ channel, endpoint: channel, outcome: outcome.state });
    return outcome;
  }

  async function attemptOnce(key: AttemptKey, attempt: number, send: () => Promise<void>): Promise<AttemptOutcome> {
    try {
      await withTimeout(send(), timeoutMs, sending.signal, receiver);
    } catch (err) {
      if (err instanceof Abandoned) {
        await ledger.release(key, instanceId, clock.now());
        return { state: 'abandoned' };
      }
      const now = clock.now();
      const delay = err instanceof GiveUp || isPermanent?.(err) ? undefined : retryDelayMs(policy, attempt);
      const next = delay === undefined ? undefined : new Date(now.getTime() + delay);
      await ledger.failed(key, instanceId, now, err instanceof Error ? err.message : String(err), next);
      if (!(err instanceof GiveUp && err.logged)) {
        const final = next === undefined;
        logger.warn({ eventId: key.eventId, attempt, final, err }, final ? `${label} given up` : `${label} failed; tried again later`);
      }
      return next ? { state: 'retrying', nextAttemptAt: next } : { state: 'failed' };
    }
    await ledger.sent(key, instanceId, clock.now());
    return { state: 'sent' };
  }

  return {
    run,
    paused: () => paused,
    /** Stops sending here (before the consumer stops): an attempt in flight is abandoned, so a hanging receiver cannot hold up a shutdown. */
    pause(): void {
      paused = true;
      sending.abort();
    },
    resume(): void {
      paused = false;
      sending = new AbortController();
    },
  };
}

export type DeliveryAttempts = ReturnType<typeof createDeliveryAttempts>;
