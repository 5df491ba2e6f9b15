import type { ShopEvent } from '@pizza/shared';
import { Counter, Gauge, Histogram, type Registry } from 'prom-client';

import type { Logger } from '../../lib/logger';
import type { LoggedEvent } from '../event-log/event-envelope';
import type { EventLog } from '../event-log/event-log';
import { OrderEventModel } from '../event-log/events.model';

export interface OrderMetricsDeps {
  events: Pick<EventLog, 'onCommitted'>;
  logger: Logger;
  /** When the order waiting longest for acceptance was placed (or released), undefined when none waits. */
  oldestAwaitingAcceptance: () => Promise<Date | undefined>;
}

type StatusChange = Extract<ShopEvent, { type: 'status-changed' }>;

/** The order reached PLACED's next step (accepted), whichever step staff moved it to. */
const isAcceptance = (event: StatusChange) => event.previousStatus === 'PLACED' && event.order.status !== 'CANCELLED';
const isCancelFromPlaced = (event: StatusChange) => event.previousStatus === 'PLACED' && event.order.status === 'CANCELLED';

/**
 * The orders' counters, counted from the events this instance commits (the event log's
 * `onCommitted`, after the commit): every change is committed by exactly one instance, so the sum
 * over instances counts each order once, and a rolled-back change is never counted.
 */
export function orderMetrics(registry: Registry, deps: OrderMetricsDeps) {
  const counter = (name: string, help: string) => new Counter({ name, help, registers: [registry] });
  const placed = counter('pizza_orders_placed_total', 'Orders placed (for now or scheduled for later)');
  const accepted = counter('pizza_orders_accepted_total', 'Orders staff accepted (moved on from PLACED)');
  const rejected = counter('pizza_orders_rejected_total', 'Orders staff cancelled before accepting them');
  const cancelledAutomatically = counter(
    'pizza_orders_cancelled_automatically_total',
    'Orders the shop cancelled because nobody accepted them',
  );
  const cancelledByCustomer = counter('pizza_orders_cancelled_by_customer_total', 'Orders their customer cancelled before acceptance');
  const timeToAccept = new Histogram({
    name: 'pizza_order_time_to_accept_seconds',
    help: 'From an order placed (or released, when scheduled) to staff accepting it',
    buckets: [5, 15, 30, 60, 120, 180, 300, 600, 1200],
    registers: [registry],
  });
  new Gauge({
    name: 'pizza_order_oldest_awaiting_acceptance_seconds',
    help: 'Age of the order waiting longest for acceptance (0 when none waits), computed at scrape',
    registers: [registry],
    async collect() {
      const since = await deps.oldestAwaitingAcceptance();
      this.set(since ? Math.max(0, (Date.now() - since.getTime()) / 1000) : 0);
    },
  });

  /** The placement (or release) the acceptance counts from: the order's latest such event in the log. */
  async function observeTimeToAccept(event: StatusChange): Promise<void> {
    const start = await OrderEventModel.findOne({
      orderId: event.orderId,
      type: { $in: ['order-created', 'order-released'] },
      seq: { $lt: event.seq },
    })
      .sort({ seq: -1 })
      .select({ occurredAt: 1 })
      .lean<{ occurredAt: Date }>();
    if (start) timeToAccept.observe(Math.max(0, (Date.parse(event.occurredAt) - start.occurredAt.getTime()) / 1000));
  }

  function count({ event }: LoggedEvent): void {
    if (event.type === 'order-created' || event.type === 'order-scheduled') return void placed.inc();
    if (event.type !== 'status-changed') return;
    if (isAcceptance(event)) {
      accepted.inc();
      observeTimeToAccept(event).catch((err: unknown) => deps.logger.warn({ err }, 'the time to accept an order was not measured'));
    } else if (isCancelFromPlaced(event)) {
      if (event.by === 'system') cancelledAutomatically.inc();
      else if (event.by === 'customer') cancelledByCustomer.inc();
      else rejected.inc();
    }
  }

  const stop = deps.events.onCommitted((committed) => committed.forEach(count));
  return { stop };
}
