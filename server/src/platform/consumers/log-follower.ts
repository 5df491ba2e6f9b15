import type { Logger } from '../../lib/logger';
import type { LoggedEvent } from '../event-log/event-envelope';
import type { EventLog } from '../event-log/event-log';
import { LOG_READ_LIMIT_MS, withinReadLimit } from '../event-log/read-limit';

/** How far an asynchronous delivery got: up to `upTo` (a seq); short of the run's end, the rest waits until `retryAt`. */
export interface Delivered {
  upTo: number;
  retryAt?: Date;
}

export interface LogFollowerDeps {
  /** The log; its `readLimitMs` (EVENT_LOG_READ_LIMIT_MS) bounds each read unless `readLimitMs` below says otherwise. */
  log: Pick<EventLog, 'readAfter'> & Partial<Pick<EventLog, 'readLimitMs'>>;
  logger: Logger;
  /** Where delivery starts: everything up to this seq counts as delivered. */
  startAfter: () => Promise<number>;
  /**
   * Hands a contiguous run of events in seq order. Synchronous (this instance's sockets): the whole
   * run is delivered in the same tick. Asynchronous (durable consumers): resolves with how far it got.
   */
  deliver(events: LoggedEvent[]): void | Promise<Delivered>;
  /** The slow safety poll; wake() and offer() are the fast path (own commits, peers through Redis). */
  pollMs?: number;
  /** A missing seq is waited for this long before it is given up (it would be a bug: seqs are gap-free). */
  gapWaitMs?: number;
  batchSize?: number;
  /**
   * Lets events gather this long after a wake before reading them, so that a run holds many (one
   * read, one cursor write and one look-up per run instead of per event). For consumers that are
   * not in a hurry (mails, pushes); 0 (default) delivers at once, and offered events without a read.
   */
  gatherMs?: number;
  /** A read of the log not answered within this long is given up (default: the log's, else LOG_READ_LIMIT_MS; tests shorten it). */
  readLimitMs?: number;
}

/** A delivery under way longer than this is logged (and again every as long). */
const STALL_WARN_MS = 10_000;

const isPromise = <T>(value: unknown): value is Promise<T> => typeof (value as { then?: unknown } | undefined)?.then === 'function';

/**
 * THE log follower: every consumer of the durable event log is one of these. It reads the log in
 * seq order from where its consumer stands and hands each event to `deliver` exactly once, in
 * order, whatever order requests commit or instances wake up in; woken at once by commits (this
 * instance's own, offered without reading them back, and its peers'), with a slow safety poll.
 * Its consumers: this instance's sockets (starting at the end of the log, the position in memory)
 * and the durable consumers (see durable-consumer.ts: the position is a cursor in the database,
 * and a lease makes one instance act). `position()` is the seq up to which everything is delivered.
 */
export function createLogFollower(deps: LogFollowerDeps) {
  const { log, logger, deliver, pollMs = 2000, gapWaitMs = 10_000, batchSize = 500, gatherMs = 0 } = deps;
  const readLimitMs = deps.readLimitMs ?? log.readLimitMs ?? LOG_READ_LIMIT_MS;
  let position = 0;
  let draining: Promise<void> | undefined;
  let again = false;
  let gapSince: number | undefined;
  let poll: NodeJS.Timeout | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let gathering: NodeJS.Timeout | undefined;
  /** A consumer asked for a pause (a receiver failing): nothing is delivered before this time. */
  let pausedUntil = 0;
  let stopped = false;
  let started = false;

  /** The run that continues `position` in `batch` (what was delivered already is skipped), and whether a gap cut it short. */
  function continuation(batch: LoggedEvent[]): { run: LoggedEvent[]; gap: boolean } {
    const fresh = batch.filter(({ event }) => event.seq > position);
    const run: LoggedEvent[] = [];
    for (const logged of fresh) {
      if (logged.event.seq !== position + run.length + 1) break;
      run.push(logged);
    }
    return { run, gap: run.length < fresh.length };
  }

  /** Records how far `deliver` got with `run`; true when it took all of it. */
  function handed(run: LoggedEvent[], result: Delivered | void): boolean {
    const last = run.at(-1)!.event.seq;
    const upTo = result ? result.upTo : last;
    if (upTo > position) {
      position = upTo;
      gapSince = undefined;
    }
    if (upTo >= last) return true;
    if (result?.retryAt) pauseUntil(result.retryAt.getTime());
    return false;
  }

  function pauseUntil(at: number): void {
    pausedUntil = at;
    if (retryTimer) clearTimeout(retryTimer);
    retryTimer = setTimeout(wakeNow, Math.max(0, at - Date.now()));
    retryTimer.unref();
  }

  function skipGapIfStale(nextSeq: number): void {
    gapSince ??= Date.now();
    if (Date.now() - gapSince < gapWaitMs) {
      setTimeout(wake, 50).unref();
      return;
    }
    logger.error({ from: position + 1, to: nextSeq - 1 }, 'events missing from the log; the follower skips them');
    position = nextSeq - 1;
    gapSince = undefined;
    again = true;
  }

  async function drain(): Promise<void> {
    do {
      again = false;
      if (Date.now() < pausedUntil) return;
      const batch = await withinReadLimit(log.readAfter(position, { kind: 'all' }, batchSize), readLimitMs);
      if (stopped) return;
      const { run, gap } = continuation(batch);
      if (run.length > 0 && !handed(run, await deliver(run))) return;
      if (gap) skipGapIfStale(batch.find(({ event }) => event.seq > position + 1)!.event.seq);
      else if (batch.length === batchSize) again = true;
    } while (again && !stopped);
  }

  /** Runs `work` as the one delivery under way; a wake meanwhile makes the follower read the log once more after it. */
  function exclusively(work: Promise<void>): void {
    const started = Date.now();
    // Nothing is delivered while one delivery is under way: say so when one takes long (a read the database does not answer).
    const watchdog = setInterval(
      () => logger.warn({ position, forMs: Date.now() - started }, 'the event log follower waits on one delivery'),
      STALL_WARN_MS,
    );
    watchdog.unref();
    draining = work
      .catch((err: unknown) => logger.error({ err }, 'following the event log failed; the next wake retries'))
      .finally(() => {
        clearInterval(watchdog);
        draining = undefined;
        if (again) wake();
      });
  }

  /** Reads and delivers what is new; a wake during a delivery makes it go round once more. */
  function wakeNow(): void {
    if (stopped) return;
    if (draining) {
      again = true;
      return;
    }
    exclusively(drain());
  }

  /** wakeNow, after `gatherMs` when gathering (the wakes meanwhile join it). */
  function wake(): void {
    if (gatherMs === 0) return wakeNow();
    if (gathering || stopped) return;
    gathering = setTimeout(() => {
      gathering = undefined;
      wakeNow();
    }, gatherMs);
    gathering.unref();
  }

  /**
   * Events this instance just committed: when they continue the log exactly where delivery stands
   * (and nothing is under way), they are delivered at once without reading them back; otherwise
   * they only wake the follower, which reads the log in order.
   */
  function offer(events: LoggedEvent[]): void {
    if (stopped) return;
    if (gatherMs > 0 || draining || Date.now() < pausedUntil || events.length === 0) return wake();
    const { run, gap } = continuation(events);
    if (gap || run.length === 0) return gap ? wake() : undefined;
    const result = deliver(run);
    if (isPromise<Delivered>(result)) exclusively(result.then((delivered) => void handed(run, delivered)));
    else handed(run, result);
  }

  return {
    async start(): Promise<void> {
      position = await deps.startAfter();
      poll = setInterval(wake, pollMs);
      poll.unref();
      started = true;
    },
    wake,
    offer,
    position: () => position,
    /** Started and not stopped (readiness asks; see follower-readiness.ts). */
    running: () => started && !stopped,
    async stop(): Promise<void> {
      stopped = true;
      if (poll) clearInterval(poll);
      if (retryTimer) clearTimeout(retryTimer);
      if (gathering) clearTimeout(gathering);
      await draining;
    },
  };
}

export type LogFollower = ReturnType<typeof createLogFollower>;
