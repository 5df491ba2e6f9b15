import type { Clock } from '../../lib/clock';
import type { Logger } from '../../lib/logger';
import {
  advanceClaimedCursor,
  type ClaimedCursor,
  claimCursors,
  createLease,
  createLogFollower,
  DEFAULT_LEASE_MS,
  forgetConsumer,
  type LogFollower,
  type LoggedEvent,
  type EventLog,
  staleClaims,
} from '../../platform';
import type { WebhookOutcome } from './webhook-dispatch';
import { WebhookEndpointModel } from './webhook-endpoint.model';
import { consumerName } from './webhook-endpoints';
import { createLane, type Lane } from './webhook-lane';
import type { WebhookOptions } from './webhook-options';

/** The lease of the delivery loop: the instance that holds it delivers to every endpoint. */
export const WEBHOOKS_LEASE = 'webhooks';

/** Events a lane that is behind reads at once. */
const LANE_BATCH = 100;

export interface WebhookManagerDeps {
  log: Pick<EventLog, 'readAfter' | 'latestSeq' | 'onCommitted' | 'onPeerCommitted'>;
  logger: Logger;
  clock: Clock;
  instanceId: string;
  options: Pick<WebhookOptions, 'syncMs' | 'leaseMs' | 'consumerPollMs'>;
  /** The delivery logic of one endpoint (webhook-dispatch.ts); `signal` aborts its call in flight when this instance lets go. */
  dispatch(endpointId: string, signal: AbortSignal, onDisabled: () => void): (logged: LoggedEvent) => Promise<WebhookOutcome>;
  /** The endpoint's receiver acknowledged the events up to `seq`. */
  delivered(endpointId: string, seq: number): Promise<void>;
}

interface Entry {
  lane: Lane;
  token: number;
  abort: AbortController;
}

/**
 * ONE delivery loop for every webhook endpoint: one lease (`webhooks`: the instance holding it
 * delivers, another takes over within the lease when it dies), one follower of the event log (woken
 * by commits, with a slow safety poll), and a lane per enabled endpoint (webhook-lane.ts) with the
 * endpoint's own cursor, order and retries. With nothing to send it costs the same whatever the
 * number of endpoints: a read of the log per poll, a lease renewal, and a read of the endpoints
 * (and of their cursors' claims, to notice a replay) every `syncMs`.
 */
export function createWebhookManager(deps: WebhookManagerDeps) {
  const { log, logger, clock, instanceId, options } = deps;
  const managerLog = logger.child({ component: 'webhooks' });
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const pollMs = options.consumerPollMs ?? 2000;
  const lease = createLease({ name: WEBHOOKS_LEASE, instanceId, clock, leaseMs });
  const entries = new Map<string, Entry>();
  let follower: LogFollower | undefined;
  let frontier = 0;
  let started = false;
  let timers: NodeJS.Timeout[] = [];
  let unsubscribe: Array<() => void> = [];
  let queue: Promise<void> = Promise.resolve();

  /** Runs `work` after whatever the manager is doing (one change at a time). */
  function enqueue(work: () => Promise<void>): Promise<void> {
    queue = queue
      .then(work)
      .catch((err: unknown) => managerLog.error({ err }, 'webhook endpoints could not be synchronised; the next read retries'));
    return queue;
  }

  /** The loop read these events (a contiguous run after the frontier): each lane takes them if it stands right before them. */
  function fanOut(run: LoggedEvent[]): void {
    frontier = run.at(-1)!.event.seq;
    for (const entry of entries.values()) entry.lane.kick(run);
  }

  function launch(endpointId: string, claim: ClaimedCursor): Entry {
    const abort = new AbortController();
    const name = consumerName(endpointId);
    const lane = createLane({
      endpointId,
      start: claim.seq,
      log,
      logger: managerLog,
      frontier: () => frontier,
      handle: deps.dispatch(endpointId, abort.signal, () => void sync()),
      advance: (seq) => advanceClaimedCursor(name, instanceId, claim.token, seq),
      delivered: (seq) => deps.delivered(endpointId, seq),
      onStale: () => void restart(endpointId),
      batchSize: LANE_BATCH,
      pollMs,
    });
    return { lane, token: claim.token, abort };
  }

  /** Stops the endpoint's lane here (a call in flight is aborted, not counted); `forgetIfGone`: a deleted endpoint's cursor goes too. */
  async function halt(endpointId: string, forgetIfGone = false): Promise<void> {
    const entry = entries.get(endpointId);
    if (!entry) return;
    entries.delete(endpointId);
    entry.abort.abort();
    await entry.lane.stop();
    if (forgetIfGone && !(await WebhookEndpointModel.exists({ _id: endpointId }))) await forgetConsumer(consumerName(endpointId));
  }

  /** Stops following the log and every lane here; `why` (a lost lease) is worth a warning, a clean stop is not. */
  async function letGo(why?: string): Promise<void> {
    const stopping = follower;
    follower = undefined;
    if (stopping && why) managerLog.warn({ why }, 'webhook delivery stops on this instance');
    await Promise.all([...entries.keys()].map((endpointId) => halt(endpointId)));
    await stopping?.stop();
  }

  /** Takes the loop's lease when it is free and starts following the log from its end (lanes behind it read their own events). */
  async function acquire(): Promise<boolean> {
    if (follower) return true;
    if (!(await lease.acquire())) return false;
    const next = createLogFollower({ log, logger: managerLog, deliver: fanOut, startAfter: () => log.latestSeq(), pollMs });
    await next.start();
    frontier = next.position();
    follower = next;
    return true;
  }

  /** Lanes whose cursor was rewound (a replay) or claimed elsewhere since this instance claimed it: stopped, to be claimed again. */
  async function haltStale(): Promise<void> {
    const claims = new Map([...entries].map(([endpointId, entry]) => [consumerName(endpointId), entry.token]));
    const stale = new Set(await staleClaims(claims, instanceId));
    for (const endpointId of [...entries.keys()]) if (stale.has(consumerName(endpointId))) await halt(endpointId);
  }

  /** Reads the enabled endpoints and, while holding the lease (taking it when free), serves exactly those. */
  async function reconcile(): Promise<void> {
    if (!started) return;
    const enabled = await WebhookEndpointModel.find({ enabled: true }, { _id: 1, startAfterSeq: 1 }).lean<
      Array<{ _id: string; startAfterSeq: number }>
    >();
    const wanted = new Map(enabled.map((endpoint) => [endpoint._id, endpoint.startAfterSeq]));
    for (const endpointId of [...entries.keys()]) if (!wanted.has(endpointId)) await halt(endpointId, true);
    if (wanted.size === 0) {
      if (follower) await letGo(); // no endpoint is enabled
      return lease.release(); // nothing to deliver: no lease to renew, no log to follow
    }
    if (!(await acquire())) return;
    await haltStale();
    const missing = [...wanted].filter(([endpointId]) => !entries.has(endpointId));
    if (missing.length === 0) return;
    if (!(await lease.renew())) return letGo('its lease lapsed'); // claims only while the loop is this instance's
    const claims = await claimCursors(new Map(missing.map(([endpointId, start]) => [consumerName(endpointId), start])), instanceId);
    for (const [endpointId] of missing) {
      const claim = claims.get(consumerName(endpointId));
      if (!claim || !started || !follower) continue;
      const entry = launch(endpointId, claim);
      entries.set(endpointId, entry);
      entry.lane.kick();
    }
  }

  /** Renews the lease on its own timer (not behind a slow change in the queue); a lost lease stops everything here. */
  async function renew(): Promise<void> {
    try {
      if (follower && !(await lease.renew())) await enqueue(() => letGo('its lease lapsed'));
    } catch (err) {
      managerLog.error({ err }, 'the webhooks lease could not be renewed; it tries again');
    }
  }

  function sync(): Promise<void> {
    return enqueue(reconcile);
  }

  function restart(endpointId: string): Promise<void> {
    return enqueue(async () => {
      await halt(endpointId);
      await reconcile();
    });
  }

  return {
    /** Reads the endpoints now (after a change on this instance). */
    sync,
    /** Stops the endpoint's lane here and claims its cursor again, so it reads it afresh (after a replay rewound it). */
    restart,
    /** Whether this instance delivers to the endpoint now (holds the loop's lease and serves the endpoint). */
    active: (endpointId: string) => follower !== undefined && lease.held() && entries.has(endpointId),
    async start(): Promise<void> {
      started = true;
      unsubscribe = [log.onCommitted((events) => follower?.offer(events)), log.onPeerCommitted(() => follower?.wake())];
      timers = [setInterval(() => void sync(), options.syncMs), setInterval(() => void renew(), Math.max(50, Math.floor(leaseMs / 3)))];
      for (const timer of timers) timer.unref();
      await sync();
    },
    /** Stops every delivery on this instance (a call in flight is aborted and not counted); the lease is released for the other instances. */
    async stop(): Promise<void> {
      started = false;
      for (const timer of timers) clearInterval(timer);
      unsubscribe.forEach((fn) => fn());
      await enqueue(async () => {
        await letGo();
        await lease.release().catch(() => undefined);
      });
    },
  };
}

export type WebhookManager = ReturnType<typeof createWebhookManager>;
