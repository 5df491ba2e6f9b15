import type { Clock } from '../../lib/clock';
import type { Logger } from '../../lib/logger';
import {
  type ConsumerOutcome,
  createDurableConsumer,
  type DurableConsumer,
  forgetConsumer,
  type LoggedEvent,
  type OrderEventLog,
} from '../events';
import { WebhookEndpointModel } from './webhook-endpoint.model';
import { consumerName } from './webhook-endpoints';
import type { WebhookOptions } from './webhook-options';

export interface WebhookManagerDeps {
  log: Pick<OrderEventLog, 'readAfter' | 'latestSeq' | 'onCommitted' | 'onPeerCommitted'>;
  logger: Logger;
  clock: Clock;
  instanceId: string;
  options: Pick<WebhookOptions, 'syncMs' | 'leaseMs' | 'consumerPollMs'>;
  /** The delivery logic of one endpoint (webhook-dispatch.ts); `signal` aborts its call in flight when this instance lets go. */
  dispatch(endpointId: string, signal: AbortSignal, onDisabled: () => void): (logged: LoggedEvent) => Promise<ConsumerOutcome>;
}

interface Running {
  consumer: DurableConsumer;
  abort: AbortController;
}

/**
 * Runs one durable consumer (webhook:<id>) per enabled endpoint on this instance: started when an
 * endpoint is registered or enabled, stopped when it is disabled or deleted, here at once and on the
 * other instances at their next read of the endpoints (every few seconds). Every instance runs
 * them; each consumer's lease makes exactly one instance deliver to a given endpoint.
 */
export function createWebhookManager(deps: WebhookManagerDeps) {
  const { log, logger, clock, instanceId, options } = deps;
  const running = new Map<string, Running>();
  const managerLog = logger.child({ component: 'webhooks' });
  let queue: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  let started = false;

  function launch(endpointId: string, startAfterSeq: number): Running {
    const abort = new AbortController();
    const onDisabled = () => void sync();
    const consumer = createDurableConsumer({
      name: consumerName(endpointId),
      log,
      logger: managerLog,
      clock,
      instanceId,
      handle: deps.dispatch(endpointId, abort.signal, onDisabled),
      startAfter: async () => startAfterSeq,
      ...(options.leaseMs ? { leaseMs: options.leaseMs } : {}),
      ...(options.consumerPollMs ? { pollMs: options.consumerPollMs } : {}),
    });
    return { consumer, abort };
  }

  async function halt(endpointId: string): Promise<void> {
    const entry = running.get(endpointId);
    if (!entry) return;
    running.delete(endpointId);
    entry.abort.abort();
    await entry.consumer.stop();
    if (!(await WebhookEndpointModel.exists({ _id: endpointId }))) await forgetConsumer(consumerName(endpointId));
  }

  /** Starts what is enabled and not running here, stops what runs here and is no longer enabled. */
  async function reconcile(): Promise<void> {
    if (!started) return;
    const enabled = await WebhookEndpointModel.find({ enabled: true }, { _id: 1, startAfterSeq: 1 }).lean<
      Array<{ _id: string; startAfterSeq: number }>
    >();
    const wanted = new Set(enabled.map((endpoint) => endpoint._id));
    for (const endpointId of [...running.keys()]) if (!wanted.has(endpointId)) await halt(endpointId);
    for (const endpoint of enabled) {
      if (running.has(endpoint._id) || !started) continue;
      const entry = launch(endpoint._id, endpoint.startAfterSeq);
      running.set(endpoint._id, entry);
      await entry.consumer.start();
    }
  }

  /** Runs `work` after whatever the manager is doing (one change at a time). */
  function enqueue(work: () => Promise<void>): Promise<void> {
    queue = queue
      .then(work)
      .catch((err: unknown) => managerLog.error({ err }, 'webhook endpoints could not be synchronised; the next read retries'));
    return queue;
  }

  function sync(): Promise<void> {
    return enqueue(reconcile);
  }

  return {
    /** Reads the endpoints now (after a change on this instance). */
    sync,
    /** Stops the endpoint's consumer here and starts it again, so it reads its cursor afresh (after a replay rewound it). */
    restart(endpointId: string): Promise<void> {
      return enqueue(async () => {
        await halt(endpointId);
        await reconcile();
      });
    },
    /** Whether this instance delivers to the endpoint now (holds its lease). */
    active: (endpointId: string) => running.get(endpointId)?.consumer.active() ?? false,
    async start(): Promise<void> {
      started = true;
      timer = setInterval(() => void sync(), options.syncMs);
      timer.unref();
      await sync();
    },
    /** Stops every delivery on this instance (a call in flight is aborted and not counted); the leases are released for the other instances. */
    async stop(): Promise<void> {
      started = false;
      if (timer) clearInterval(timer);
      await enqueue(async () => {
        const entries = [...running.values()];
        running.clear();
        for (const entry of entries) entry.abort.abort();
        await Promise.all(entries.map((entry) => entry.consumer.stop()));
      });
    },
  };
}

export type WebhookManager = ReturnType<typeof createWebhookManager>;
