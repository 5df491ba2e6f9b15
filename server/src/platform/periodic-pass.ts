import type { Logger } from '../lib/logger';

export interface PeriodicPass<T> {
  /** Runs a pass after the one in progress (passes never overlap); a failure is logged and answers `fallback`. */
  tick(): Promise<T>;
  /** Runs a pass at once (whatever fell due while no instance ran), then one every intervalMs. */
  start(): Promise<void>;
  /** Stops ticking and waits for a pass in progress. */
  stop(): Promise<void>;
}

/**
 * A scheduler's loop (escalation, the daily close): a pass every `intervalMs`, one at a time, a
 * failed pass logged as `failure` and retried by the next tick. The timer does not keep the process alive.
 */
export function createPeriodicPass<T>({
  pass,
  intervalMs,
  fallback,
  log,
  failure,
}: {
  pass: () => Promise<T>;
  intervalMs: number;
  /** What a failed pass answers. */
  fallback: T;
  log: Logger;
  failure: string;
}): PeriodicPass<T> {
  let queue: Promise<T> = Promise.resolve(fallback);
  let timer: NodeJS.Timeout | undefined;

  function tick(): Promise<T> {
    queue = queue.then(pass).catch((err: unknown) => {
      log.error({ err }, failure);
      return fallback;
    });
    return queue;
  }

  return {
    tick,
    async start() {
      if (timer) return;
      timer = setInterval(() => void tick(), intervalMs);
      timer.unref();
      await tick();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await queue;
    },
  };
}
