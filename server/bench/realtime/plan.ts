/** What bench:realtime runs (see realtime.bench.ts): its sizes and budget, and what the servers' process hands the clients. */
export const CUSTOMERS = 2000;
export const STAFF = 20;
export const ORDERS = 400;
export const CHANGES_PER_SECOND = 20;
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
export const BUDGET_P99_MS = 25;
export const MOVES = ['PREPARING', 'READY_FOR_PICKUP', 'COMPLETED'] as const;

export interface Setup {
  appPort: number;
  barePort: number;
  customerTokens: string[];
  staffTokens: string[];
  /** orderId and the index of its customer. */
  orders: Array<{ orderId: string; customer: number }>;
}
