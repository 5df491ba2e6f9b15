import { Gauge, type Registry } from 'prom-client';

import { ConsumerStateModel } from '../consumers/consumer-state.model';
import type { EventLog } from '../event-log/event-log';
import { OrderEventModel } from '../event-log/events.model';

/** Where the event log stands and how far behind each durable consumer is, read at scrape time. */
interface LogPositions {
  head: number;
  consumers: Array<{ consumer: string; cursor: number; lagEvents: number; lagSeconds: number }>;
}

async function readPositions(log: Pick<EventLog, 'latestSeq'>): Promise<LogPositions> {
  const head = await log.latestSeq();
  // Every document with a seq is a durable consumer's cursor (the others are leases of jobs).
  const states = await ConsumerStateModel.find({ seq: { $exists: true } }, { seq: 1 }).lean<Array<{ _id: string; seq: number }>>();
  const consumers = await Promise.all(
    states.map(async ({ _id: consumer, seq: cursor }) => {
      if (cursor >= head) return { consumer, cursor, lagEvents: 0, lagSeconds: 0 };
      const next = await OrderEventModel.findOne({ seq: { $gt: cursor } }, { occurredAt: 1 })
        .sort({ seq: 1 })
        .lean<{ occurredAt: Date }>();
      const lagSeconds = next ? Math.max(0, (Date.now() - next.occurredAt.getTime()) / 1000) : 0;
      return { consumer, cursor, lagEvents: head - cursor, lagSeconds };
    }),
  );
  return { head, consumers };
}

/**
 * The event log's head seq and, per durable consumer (webhooks, mails, push, the catalogue's and
 * whatever else keeps a cursor in `event_consumers`), its cursor, its lag in events and in seconds
 * (the age of the oldest event past its cursor). Every instance reports the same shared cursors;
 * Prometheus' `instance` label tells them apart, so a lost instance does not hide the lag.
 */
export function consumerLagMetrics(registry: Registry, log: Pick<EventLog, 'latestSeq'>) {
  // One read per scrape, shared by the four gauges: a scrape starts every collect at once.
  let reading: Promise<LogPositions> | undefined;
  const positions = () =>
    (reading ??= readPositions(log).finally(() => {
      reading = undefined;
    }));
  const labelNames = ['consumer'] as const;
  new Gauge({
    name: 'pizza_event_log_head_seq',
    help: 'Seq of the newest event of the log',
    registers: [registry],
    async collect() {
      this.set((await positions()).head);
    },
  });
  const perConsumer = (name: string, help: string, pick: (c: LogPositions['consumers'][number]) => number) =>
    new Gauge({
      name,
      help,
      labelNames,
      registers: [registry],
      async collect() {
        this.reset();
        for (const entry of (await positions()).consumers) this.set({ consumer: entry.consumer }, pick(entry));
      },
    });
  perConsumer('pizza_consumer_cursor_seq', "A durable consumer's cursor: every event up to this seq is handled", (c) => c.cursor);
  perConsumer('pizza_consumer_lag_events', "Events of the log past a durable consumer's cursor", (c) => c.lagEvents);
  perConsumer(
    'pizza_consumer_lag_seconds',
    "Age of the oldest event past a durable consumer's cursor (0 when caught up)",
    (c) => c.lagSeconds,
  );
}
