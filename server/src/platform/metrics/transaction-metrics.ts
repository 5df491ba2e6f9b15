import { Counter, Histogram, type Registry } from 'prom-client';

/** What the event log's batched transactions report after each batch (batched-transactions.ts). */
export interface BatchReport {
  units: number;
  /** From the turn taken to the last unit answered, commit and fsync included. */
  ms: number;
  /** Attempts of the batch's transaction beyond the first (write conflicts re-run it). */
  retries: number;
  outcome: 'committed' | 'failed';
}

/** Batch size, commit time and retries of this instance's batched transactions. */
export function transactionMetrics(registry: Registry) {
  const size = new Histogram({
    name: 'pizza_transaction_batch_size',
    help: 'Units (requests) committed together in one batched transaction',
    buckets: [1, 2, 4, 8, 16, 32],
    registers: [registry],
  });
  const commit = new Histogram({
    name: 'pizza_transaction_batch_commit_seconds',
    help: "A batch's transaction from its turn to its commit, per outcome",
    labelNames: ['outcome'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5],
    registers: [registry],
  });
  const retries = new Counter({
    name: 'pizza_transaction_batch_retries_total',
    help: "Re-runs of a batch's transaction after a transient error (a write conflict)",
    registers: [registry],
  });
  return {
    observe(report: BatchReport): void {
      size.observe(report.units);
      commit.observe({ outcome: report.outcome }, report.ms / 1000);
      retries.inc(report.retries);
    },
  };
}
