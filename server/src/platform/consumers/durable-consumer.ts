import type { Clock } from '../../lib/clock';
import type { Logger } from '../../lib/logger';
import type { LoggedEvent } from '../event-log/event-envelope';
import type { EventLog } from '../event-log/event-log';
import { ConsumerStateModel } from './consumer-state.model';
import { DEFAULT_LEASE_MS, createLease } from './lease';
import { createLogFollower, type Delivered, type LogFollower } from './log-follower';

/** What handling one event came to: done (the cursor moves past it), or try it again at `retryAt`. */
export interface ConsumerOutcome {
  retryAt?: Date;
}

export interface DurableConsumerDeps<Prepared = undefined> {
  /** The consumer's name: its cursor and its lease (e.g. 'mail', 'push'). */
  name: string;
  log: Pick<EventLog, 'readAfter' | 'latestSeq' | 'onCommitted' | 'onPeerCommitted'> & Partial<Pick<EventLog, 'readLimitMs'>>;
  logger: Logger;
  clock: Clock;
  instanceId: string;
  /**
   * Reads at once what handling a run of events will need (e.g. its orders with one query instead
   * of one per event); what it returns is handed to `handle` with each event of that run.
   */
  prepare?(run: readonly LoggedEvent[]): Promise<Prepared>;
  /** The consumer's own delivery logic, one event at a time, in seq order. Effects should be keyed by event id: after a crash the last one may come again. */
  handle(logged: LoggedEvent, prepared: Prepared): Promise<ConsumerOutcome>;
  /** Where a consumer without a cursor starts: after this seq (default: the end of the log, so only new events). */
  startAfter?: () => Promise<number>;
  leaseMs?: number;
  pollMs?: number;
  /** Lets events gather this long before a run is read (see the log follower's `gatherMs`); 0 (default): at once. */
  gatherMs?: number;
}

/**
 * A consumer of the event log that keeps its place across restarts and acts on one instance at a
 * time: THE log follower (log-follower.ts) reading from a cursor in the database, behind a lease
 * (lease.ts). The cursor moves past an event only once `handle` has dealt with it, and only while
 * the lease is still held, so nothing is skipped after a crash, a takeover or downtime (the
 * follower catches up from the cursor); at worst the run of events in hand is handled again.
 */
export function createDurableConsumer<Prepared = undefined>(deps: DurableConsumerDeps<Prepared>) {
  const { name, log, logger, clock, instanceId, leaseMs = DEFAULT_LEASE_MS, pollMs = 2000, gatherMs = 0 } = deps;
  const lease = createLease({ name, instanceId, clock, leaseMs });
  const consumerLog = logger.child({ consumer: name });
  let follower: LogFollower | undefined;
  let timer: NodeJS.Timeout | undefined;
  let ticking: Promise<void> | undefined;
  let unsubscribe: Array<() => void> = [];

  /** The cursor; a consumer's first holder sets it (to the end of the log unless told otherwise). */
  async function cursor(): Promise<number> {
    const state = await ConsumerStateModel.findById(name, { seq: 1 }).lean();
    if (typeof state?.seq === 'number') return state.seq;
    const start = await (deps.startAfter ?? (() => log.latestSeq()))();
    await ConsumerStateModel.updateOne({ ...lease.fence(), seq: { $exists: false } }, { $set: { seq: start } });
    return (await ConsumerStateModel.findById(name, { seq: 1 }).lean())?.seq ?? start;
  }

  /** Moves the cursor to `seq` while the lease is held; false when another instance took it over. */
  async function moveCursor(seq: number): Promise<boolean> {
    const moved = await ConsumerStateModel.updateOne(lease.fence(), { $max: { seq } });
    if (moved.matchedCount > 0) return true;
    void letGo('its lease was taken over');
    return false;
  }

  /**
   * Handles a run of events in order and moves the cursor once, past the last one handled (one
   * write per run, not per event: under a rush a run holds many events). After a crash or a
   * takeover the events of the run in hand may come again; each consumer's effects are keyed by
   * event id (mail claims, push deliveries, the webhook's `webhook-id`).
   */
  async function deliver(run: LoggedEvent[]): Promise<Delivered> {
    const before = run[0]!.event.seq - 1;
    let upTo = before;
    let retryAt: Date | undefined;
    try {
      const prepared = (await deps.prepare?.(run)) as Prepared;
      for (const logged of run) {
        const outcome = await deps.handle(logged, prepared);
        if (outcome.retryAt) {
          retryAt = outcome.retryAt;
          break;
        }
        upTo = logged.event.seq;
      }
    } catch (err) {
      // What was handled before the failure stays handled; the failed event is tried again after a poll's time.
      consumerLog.error({ err, afterSeq: upTo }, 'handling an event of the log failed; it is tried again');
      if (upTo > before && !(await moveCursor(upTo).catch(() => true))) return { upTo };
      return { upTo, retryAt: new Date(Date.now() + pollMs) };
    }
    if (upTo > before && !(await moveCursor(upTo))) return { upTo };
    return retryAt ? { upTo, retryAt } : { upTo };
  }

  async function letGo(why: string): Promise<void> {
    const stopping = follower;
    follower = undefined;
    consumerLog.warn({ why }, 'event log consumer stops acting on this instance');
    await stopping?.stop();
  }

  /** Holds on to the lease (or takes it when free) and runs the follower while it is held. */
  async function tick(): Promise<void> {
    if (follower) {
      if (await lease.renew()) return;
      await letGo('its lease lapsed');
    }
    if (!(await lease.acquire())) return;
    const started = createLogFollower({ log, logger: consumerLog, deliver, startAfter: cursor, pollMs, gatherMs });
    await started.start();
    follower = started;
    started.wake();
  }

  function scheduleTick(): void {
    if (ticking) return;
    ticking = tick()
      .catch((err: unknown) => consumerLog.error({ err }, 'event log consumer could not reach its lease; it tries again'))
      .finally(() => (ticking = undefined));
  }

  return {
    name,
    /** Starts taking part: holds the lease when it can, and follows this instance's and its peers' commits. */
    async start(): Promise<void> {
      unsubscribe = [log.onCommitted((events) => follower?.offer(events)), log.onPeerCommitted(() => follower?.wake())];
      timer = setInterval(scheduleTick, Math.max(50, Math.floor(leaseMs / 3)));
      timer.unref();
      scheduleTick();
      await ticking;
    },
    /** Reads the log now (e.g. after the consumer's own settings changed). */
    wake: () => follower?.wake(),
    /** Whether this instance acts for the consumer now. */
    active: () => follower !== undefined && lease.held(),
    async stop(): Promise<void> {
      unsubscribe.forEach((fn) => fn());
      if (timer) clearInterval(timer);
      await ticking;
      await follower?.stop();
      follower = undefined;
      await lease.release().catch(() => undefined);
    },
  };
}

export type DurableConsumer = ReturnType<typeof createDurableConsumer>;
