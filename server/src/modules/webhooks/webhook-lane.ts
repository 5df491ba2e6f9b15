import type { Logger } from '../../lib/logger';
import { type LoggedEvent, type EventLog, withinReadLimit } from '../../platform';
import type { WebhookOutcome } from './webhook-dispatch';

export interface LaneDeps {
  endpointId: string;
  /** Where the endpoint's cursor stood when this instance claimed it. */
  start: number;
  log: Pick<EventLog, 'readAfter'>;
  logger: Logger;
  /** The seq up to which the shared loop knows the log to be complete (events after it are not read yet). */
  frontier: () => number;
  /** The endpoint's delivery of one event (webhook-dispatch.ts). */
  handle(logged: LoggedEvent): Promise<WebhookOutcome>;
  /** Moves the endpoint's cursor (fenced); false when the claim is stale: the lane stops and the loop claims it again. */
  advance(seq: number): Promise<boolean>;
  /** Events of a run reached the receiver (the last one's seq): the endpoint shows it. */
  delivered(seq: number): Promise<void>;
  /** The cursor could not be moved: this lane's claim is stale. */
  onStale(): void;
  batchSize: number;
  /** A failure of the lane's own work (a read, a write) is tried again after this long. */
  pollMs: number;
  /** A missing seq inside the log (seqs are gap-free, so only the retention's removal) is waited for this long. */
  gapWaitMs?: number;
}

/** How far a run got: its last handled seq, the last one the receiver acknowledged, and how long to wait after a failure. */
interface RunResult {
  upTo: number;
  delivered?: number;
  retryInMs?: number;
}

/**
 * One endpoint's place in the shared delivery loop (webhook-manager.ts): the events after its
 * cursor, one at a time in seq order, each acknowledged before the next; the cursor moves once per
 * run. A failed event pauses only this lane until its retry; the other endpoints go on. The loop
 * hands it the events it just read (`offer`) when the lane stands right before them, so an endpoint
 * that keeps up costs no read of its own; a lane that is behind (a new claim, a replay, a pause)
 * reads its events itself, up to the loop's frontier. Nothing is read while it has nothing to do.
 */
export function createLane(deps: LaneDeps) {
  const { log, logger, frontier, batchSize, pollMs, gapWaitMs = 10_000 } = deps;
  let position = deps.start;
  let pausedUntil = 0;
  let pauseTimer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let gapSince: number | undefined;
  let stopped = false;

  function pause(ms: number): void {
    pausedUntil = Date.now() + ms;
    if (pauseTimer) clearTimeout(pauseTimer);
    pauseTimer = setTimeout(
      () => {
        pausedUntil = 0; // a timer may fire a moment before Date.now() says the time has come
        kick();
      },
      Math.max(0, ms),
    );
    pauseTimer.unref();
  }

  /** The part of `events` that continues the cursor without a gap (a gap older than gapWaitMs is skipped). */
  function continuation(events: LoggedEvent[]): LoggedEvent[] {
    const fresh = events.filter(({ event }) => event.seq > position);
    if (fresh.length > 0 && fresh[0]!.event.seq !== position + 1) {
      gapSince ??= Date.now();
      if (Date.now() - gapSince < gapWaitMs) return [];
      logger.error({ from: position + 1, to: fresh[0]!.event.seq - 1 }, 'events missing from the log; the endpoint skips them');
      position = fresh[0]!.event.seq - 1;
    }
    gapSince = undefined;
    const run: LoggedEvent[] = [];
    for (const logged of fresh) {
      if (logged.event.seq !== position + run.length + 1) break;
      run.push(logged);
    }
    return run;
  }

  /** Delivers the run in order; answers how far it got and, after a failure, how long to wait. */
  async function deliverRun(run: LoggedEvent[]): Promise<RunResult> {
    let upTo = position;
    let delivered: number | undefined;
    for (const logged of run) {
      if (stopped) break;
      const outcome = await deps.handle(logged);
      if (outcome.retryAt) return { upTo, delivered, retryInMs: outcome.retryAt.getTime() - Date.now() };
      upTo = logged.event.seq;
      if (outcome.delivered) delivered = upTo;
    }
    return { upTo, delivered };
  }

  /** Runs until the lane reaches the frontier, pauses, or is stopped. */
  async function drain(offered: LoggedEvent[] | undefined): Promise<void> {
    while (!stopped && position < frontier() && Date.now() >= pausedUntil) {
      const events = offered ?? (await withinReadLimit(log.readAfter(position, { kind: 'all' }, batchSize, frontier())));
      offered = undefined;
      const run = continuation(events);
      if (run.length === 0 && events.length > 0) return pause(50); // a gap: look again shortly
      // No events up to the frontier: the retention removed them before they were delivered.
      const result: RunResult = run.length > 0 ? await deliverRun(run) : { upTo: frontier() };
      if (result.upTo > position) {
        if (!(await deps.advance(result.upTo))) return deps.onStale();
        position = result.upTo;
      }
      if (result.delivered !== undefined) await deps.delivered(result.delivered);
      if (result.retryInMs !== undefined) return pause(result.retryInMs);
    }
  }

  /** Starts a drain unless one runs (then it goes round once more); `offered` are events the loop just read. */
  function kick(offered?: LoggedEvent[]): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    const fits = offered && offered[0]?.event.seq === position + 1 ? offered : undefined;
    running = drain(fits)
      .catch((err: unknown) => {
        logger.error({ err, endpointId: deps.endpointId, afterSeq: position }, 'webhook delivery failed; it is tried again');
        pause(pollMs);
      })
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          kick();
        }
      });
  }

  return {
    kick,
    /** Where the lane's cursor stands (as this instance wrote it). */
    position: () => position,
    /** Stops after the event in hand (the manager aborts a call in flight first). */
    async stop(): Promise<void> {
      stopped = true;
      if (pauseTimer) clearTimeout(pauseTimer);
      await running;
    },
  };
}

export type Lane = ReturnType<typeof createLane>;
