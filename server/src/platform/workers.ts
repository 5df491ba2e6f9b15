import type { Logger } from '../lib/logger';

/**
 * A background job of the app that runs beside the HTTP server: a follower of the event log, a
 * durable consumer, a scheduler, a sweeper. Each instance runs all of them; their leases decide
 * which instance acts.
 */
export interface Worker {
  name: string;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export interface RunningWorkers {
  /** Stops every started worker, the last started first; safe to call more than once. */
  stop(): Promise<void>;
}

/**
 * Starts `workers` one after the other, in the order given (the composition root's list is the
 * order). If one fails to start, it and those already started are stopped (last first) and the
 * failure is rethrown, so a half-started instance does not hold leases it will never serve. Stopping runs the
 * list backwards: a worker stops before the ones it was started after. A worker that fails to stop
 * is logged and the others still stop.
 */
export async function startWorkers(workers: readonly Worker[], logger: Logger): Promise<RunningWorkers> {
  const started: Worker[] = [];
  let stopping: Promise<void> | undefined;

  async function stopStarted(): Promise<void> {
    for (const worker of started.splice(0).reverse()) {
      try {
        await worker.stop();
      } catch (err) {
        logger.error({ err, worker: worker.name }, 'a background worker failed to stop; the others still stop');
      }
    }
  }

  for (const worker of workers) {
    // Counted as started before its start resolves: a start that fails half way (a timer set, a lease
    // taken) is stopped with the others.
    started.push(worker);
    try {
      await worker.start();
    } catch (err) {
      logger.error({ err, worker: worker.name }, 'a background worker failed to start; the ones started are stopped');
      await stopStarted();
      throw err;
    }
  }
  return { stop: () => (stopping ??= stopStarted()) };
}
