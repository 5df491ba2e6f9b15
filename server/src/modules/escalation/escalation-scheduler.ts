import type { Clock } from '../../lib/clock';
import type { Logger } from '../../lib/logger';
import { createLease, createPeriodicPass } from '../../platform';
import type { OrdersService } from '../orders';

export interface EscalationSchedulerDeps {
  orders: Pick<OrdersService, 'dueForRelease' | 'releaseOnce' | 'dueForEscalation' | 'escalateOnce'>;
  clock: Clock;
  logger: Logger;
  /** This process (one id per process, shared with the other leases). */
  instanceId: string;
  /** How often the due orders are read (default 5 s): a stage happens at most this late. */
  intervalMs?: number;
  leaseMs?: number;
  /** Orders taken per query. */
  batchSize?: number;
}

export const ESCALATION_LEASE = 'escalation-scheduler';
const DEFAULT_INTERVAL_MS = 5_000;
const DEFAULT_BATCH = 50;
/** Queries per tick at most: an order overdue for every stage takes three; the next tick goes on. */
const MAX_ROUNDS = 10;

/**
 * No order left unanswered, decided on the server, never in a browser: every few seconds
 * the instance holding the lease reads the PLACED orders whose next deadline has passed (the
 * deadlines live on the orders, so a restart catches up on whatever fell due meanwhile) and takes
 * each one stage further: ring louder, tell the customer, cancel automatically. Before that, in the
 * same pass and under the same lease, it releases the orders for later whose release time has
 * passed (docs/product/scheduled-orders.md), late after a restart rather than never. Each step is
 * conditional on the stage it was read at (orders/escalate.ts), so it happens once even if a
 * stalled former lease holder tries it too.
 */
export function createEscalationScheduler({
  orders,
  clock,
  logger,
  instanceId,
  intervalMs = DEFAULT_INTERVAL_MS,
  leaseMs,
  batchSize = DEFAULT_BATCH,
}: EscalationSchedulerDeps) {
  const lease = createLease({ name: ESCALATION_LEASE, instanceId, clock, ...(leaseMs ? { leaseMs } : {}) });
  const log = logger.child({ component: 'escalation' });

  /** Keeps the lease (renewed while held, taken when free); false while another instance holds it. */
  async function holdLease(): Promise<boolean> {
    return (await lease.renew()) || lease.acquire();
  }

  /**
   * The orders for later due now go to the kitchen first (orders/release-scheduled.ts), so their
   * escalation counts from this release; how many this instance released.
   */
  async function release(): Promise<number> {
    let released = 0;
    for (let round = 0; round < MAX_ROUNDS && lease.held(); round += 1) {
      const now = clock.now();
      const due = await orders.dueForRelease(now, batchSize);
      let made = 0;
      for (const orderId of due) {
        if (!(await orders.releaseOnce(orderId, now))) continue;
        made += 1;
        log.info({ orderId }, 'a scheduled order was released to the kitchen');
      }
      released += made;
      if (made === 0 || due.length < batchSize) break;
    }
    return released;
  }

  /** One pass: the releases due now, then every escalation step due now, oldest deadline first; how many steps this instance made. */
  async function pass(): Promise<number> {
    if (!(await holdLease())) return 0;
    let steps = await release();
    for (let round = 0; round < MAX_ROUNDS && lease.held(); round += 1) {
      const now = clock.now();
      const due = await orders.dueForEscalation(now, batchSize);
      let made = 0;
      for (const orderId of due) {
        const step = await orders.escalateOnce(orderId, now);
        if (!step) continue;
        made += 1;
        log.info({ orderId, step: step.step }, step.step === 'auto-cancel' ? 'an unanswered order was cancelled' : 'an order escalated');
      }
      steps += made;
      if (made === 0) break;
    }
    return steps;
  }

  const passes = createPeriodicPass({ pass, intervalMs, fallback: 0, log, failure: 'escalation pass failed; the next tick retries' });
  return {
    tick: passes.tick,
    /** Catches up at once (whatever fell due while no instance ran), then ticks every intervalMs. */
    start: passes.start,
    /** Stops ticking, waits for a pass in progress, and lets another instance take over at once. */
    async stop(): Promise<void> {
      await passes.stop();
      await lease.release().catch((err: unknown) => log.warn({ err }, 'the escalation lease could not be released; it lapses by itself'));
    },
    /** Whether this instance is the one acting (tests, health). */
    active: () => lease.held(),
  };
}

export type EscalationScheduler = ReturnType<typeof createEscalationScheduler>;
