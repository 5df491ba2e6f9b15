/** What bench:realtime runs (see realtime.bench.ts): its sizes and budget, and what the servers' process hands the clients. */
export const CUSTOMERS = 2000;
export const STAFF = 20;
export const ORDERS = 400;
export const CHANGES_PER_SECOND = 20;
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
/**
 * Every how many status changes the durable baseline is sent one (BENCH_BASELINE_EVERY, default 4:
 * 5/s). Its transactions take turns, one commit each; sent faster than it commits it would queue,
 * and a floor measured in a queue is no floor.
 */
export const BASELINE_EVERY = Number(process.env.BENCH_BASELINE_EVERY ?? 4);
/** The shop against the durable baseline, in the same run (docs/performance/README.md#budgets). */
export const BUDGET_P50_RATIO = 1.5;
export const BUDGET_P99_RATIO = 2;
/** The old absolute p99 budget: printed for reference, not judged (the machine's speed changes by the hour). */
export const REFERENCE_P99_MS = 25;
export const MOVES = ['PREPARING', 'READY_FOR_PICKUP', 'COMPLETED'] as const;

export interface Setup {
  appPort: number;
  barePort: number;
  /** The durable baseline (bench/baseline/durable-server.ts) on the shop's database. */
  durablePort: number;
  customerTokens: string[];
  staffTokens: string[];
  /** orderId and the index of its customer. */
  orders: Array<{ orderId: string; customer: number }>;
}
