import mongoose from 'mongoose';
import { Registry } from 'prom-client';

import type { Logger } from '../../lib/logger';
import type { EventLog } from '../event-log/event-log';
import { consumerLagMetrics } from './consumer-lag';
import { deliveryMetrics } from './delivery-metrics';
import { embeddedDatabaseMetrics, type EmbeddedJournalStats } from './embedded-db-metrics';
import { httpMetrics } from './http-metrics';
import { orderMetrics } from './order-metrics';
import { processMetrics } from './process-metrics';
import { realtimeMetrics } from './realtime-metrics';
import { transactionMetrics } from './transaction-metrics';

export interface MetricsDeps {
  events: Pick<EventLog, 'onCommitted' | 'latestSeq'>;
  logger: Logger;
  dataDir: string;
  /** The embedded database's journal is read at scrape only when the shop runs on it. */
  embeddedDatabase: boolean;
  /** When the order waiting longest for acceptance was placed (the orders module's). */
  oldestAwaitingAcceptance: () => Promise<Date | undefined>;
}

/** serverStatus' `embeddedJournal` section, over the app's own connection. */
async function readEmbeddedJournal(): Promise<EmbeddedJournalStats | undefined> {
  const db = mongoose.connection.db;
  if (!db) return undefined;
  const status = await db.admin().command({ serverStatus: 1 });
  return status.embeddedJournal as EmbeddedJournalStats | undefined;
}

/**
 * The shop's Prometheus metrics (docs/operations/metrics.md): one registry per app, never
 * prom-client's global one (tests build many apps in one process). The collectors that need no
 * call from the code read at scrape time; the others are handed to what they measure by the
 * composition root (`http`, `transactions`, `deliveries`, `watchRealtime`).
 */
export function createMetrics(deps: MetricsDeps) {
  const registry = new Registry();
  const http = httpMetrics(registry);
  const transactions = transactionMetrics(registry);
  const deliveries = deliveryMetrics(registry);
  const realtime = realtimeMetrics(registry, deps.events);
  const orders = orderMetrics(registry, deps);
  consumerLagMetrics(registry, deps.events);
  processMetrics(registry, deps.dataDir);
  if (deps.embeddedDatabase) embeddedDatabaseMetrics(registry, readEmbeddedJournal);
  return {
    registry,
    /** Express middleware: the request duration per method, route pattern and status. */
    http,
    transactions,
    deliveries,
    /** The socket server, once it runs (index.ts): its follower and sockets per role. */
    watchRealtime: realtime.watch,
    stop: orders.stop,
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
