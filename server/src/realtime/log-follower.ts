import type { Logger } from '../lib/logger';
import type { LoggedEvent, OrderEventLog } from '../modules/events';

export interface LogFollowerDeps {
  log: Pick<OrderEventLog, 'readAfter' | 'latestSeq'>;
  logger: Logger;
  /** Hands a contiguous, ordered run of events to this instance's sockets (synchronously). */
  deliver(events: LoggedEvent[]): void;
  /** The slow safety poll; wake() is the fast path (own commits, peers through Redis). */
  pollMs?: number;
  /** A missing seq is waited for this long before it is given up (it would be a bug: seqs are gap-free). */
  gapWaitMs?: number;
  batchSize?: number;
}

/**
 * Follows the durable order event log in seq order and hands each event to `deliver` exactly once,
 * in order: the order of delivery is the order of the log, whatever order requests commit or
 * instances wake up in. `lastDispatched` is the seq up to which everything has been delivered;
 * a socket that has been replayed up to it joins the live set in the same tick (see channel.ts).
 */
export function createLogFollower({ log, logger, deliver, pollMs = 2000, gapWaitMs = 10_000, batchSize = 500 }: LogFollowerDeps) {
  let lastDispatched = 0;
  let draining: Promise<void> | undefined;
  let again = false;
  let gapSince: number | undefined;
  let poll: NodeJS.Timeout | undefined;
  let stopped = false;

  /** Delivers the run that continues lastDispatched (what was delivered already is skipped); says whether a gap stopped it. */
  function take(batch: LoggedEvent[]): boolean {
    const fresh = batch.filter(({ event }) => event.seq > lastDispatched);
    const run: LoggedEvent[] = [];
    for (const logged of fresh) {
      if (logged.event.seq !== lastDispatched + run.length + 1) break;
      run.push(logged);
    }
    if (run.length > 0) {
      lastDispatched = run.at(-1)!.event.seq;
      deliver(run);
      gapSince = undefined;
    }
    return run.length < fresh.length;
  }

  function skipGapIfStale(nextSeq: number): void {
    gapSince ??= Date.now();
    if (Date.now() - gapSince < gapWaitMs) {
      setTimeout(wake, 50).unref();
      return;
    }
    logger.error(
      { from: lastDispatched + 1, to: nextSeq - 1 },
      'order events missing from the log; live delivery skips them (replay still serves what exists)',
    );
    lastDispatched = nextSeq - 1;
    gapSince = undefined;
    again = true;
  }

  async function drain(): Promise<void> {
    do {
      again = false;
      const batch = await log.readAfter(lastDispatched, { kind: 'all' }, batchSize);
      if (stopped) return;
      const gap = take(batch);
      if (gap) skipGapIfStale(batch.find(({ event }) => event.seq > lastDispatched + 1)!.event.seq);
      else if (batch.length === batchSize) again = true;
    } while (again && !stopped);
  }

  /** Reads and delivers what is new; a wake during a drain makes the drain go round once more. */
  function wake(): void {
    if (stopped) return;
    if (draining) {
      again = true;
      return;
    }
    draining = drain()
      .catch((err: unknown) => logger.error({ err }, 'following the order event log failed; the next wake retries'))
      .finally(() => {
        draining = undefined;
      });
  }

  /**
   * Events this instance just committed: when they continue the log exactly where delivery stands
   * (and no read is under way), they are delivered at once without reading them back; otherwise
   * they only wake the follower, which reads the log in order.
   */
  function offer(events: LoggedEvent[]): void {
    if (stopped) return;
    if (!draining && events.length > 0 && !take(events)) return;
    wake();
  }

  return {
    /** Starts after everything already in the log: sockets get older events through their replay. */
    async start(): Promise<void> {
      lastDispatched = await log.latestSeq();
      poll = setInterval(wake, pollMs);
      poll.unref();
    },
    wake,
    offer,
    lastDispatched: () => lastDispatched,
    async stop(): Promise<void> {
      stopped = true;
      if (poll) clearInterval(poll);
      await draining;
    },
  };
}

export type LogFollower = ReturnType<typeof createLogFollower>;
