/**
 * The warm-up an instance does before it turns ready (docs/operations/production.md#warm-up): the
 * first seconds of a freshly started process are its slowest (connections opened on demand, caches
 * filled by the first customers, code not yet optimised by V8), so it spends them on itself before
 * the load balancer sends anyone. It only reads: no order, draft, cart or event is created.
 * Bounded: whatever is not done within the budget is left to the first customers, and a failure is
 * logged and forgiven (a warm-up never keeps a healthy instance out of rotation).
 */
import type mongoose from 'mongoose';

import type { Logger } from './lib/logger';

export interface WarmUpDeps {
  /** Where this instance answers, e.g. http://127.0.0.1:8080. */
  baseUrl: string;
  connection: mongoose.Connection;
  catalogue: { current(): unknown };
  restaurantSettings: { get(): Promise<unknown> };
  logger: Logger;
}

export interface WarmUpOptions {
  /** Give up after this long (the rest warms under traffic). */
  budgetMs?: number;
  /** Connections opened in the pool up front (concurrent round trips make the driver open them). */
  connections?: number;
  /** Rounds of the self-exercise through HTTP. */
  rounds?: number;
}

/**
 * What a customer's phone asks first and most: the menu and add-ons, the shop's status, the client
 * config; and, without a token, the quote and an order's read (answered 401 by the guard: routing,
 * body parsing, rate limits and the auth check run, and nothing is written).
 */
const HOT_PATHS: Array<{ method: 'GET' | 'POST'; path: string }> = [
  { method: 'GET', path: '/api/menuItem/get/all' },
  { method: 'GET', path: '/api/extras/get/all' },
  { method: 'GET', path: '/api/restaurant/restaurant-status' },
  { method: 'GET', path: '/api/config/client' },
  { method: 'POST', path: '/api/orders/pickup-checkout' },
  { method: 'GET', path: '/api/orders/warm-up' },
];

async function exercise(baseUrl: string, rounds: number, deadline: number): Promise<number> {
  let requests = 0;
  for (let round = 0; round < rounds && Date.now() < deadline; round += 1) {
    await Promise.all(
      HOT_PATHS.map(async ({ method, path }) => {
        const res = await fetch(`${baseUrl}${path}`, { method, signal: AbortSignal.timeout(Math.max(1, deadline - Date.now())) });
        await res.arrayBuffer();
        requests += 1;
      }),
    );
  }
  return requests;
}

/** Warms this instance; resolves (never rejects) within about `budgetMs`, with what it did. */
export async function warmUp(deps: WarmUpDeps, options: WarmUpOptions = {}): Promise<{ ms: number; completed: boolean }> {
  const { budgetMs = 5000, connections = 10, rounds = 10 } = options;
  const started = performance.now();
  const deadline = Date.now() + budgetMs;
  let timer: NodeJS.Timeout | undefined;
  const outOfTime = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), budgetMs)));
  const work = (async () => {
    const db = deps.connection.db!;
    await Promise.all(Array.from({ length: connections }, () => db.command({ ping: 1 })));
    await Promise.all([deps.catalogue.current(), deps.restaurantSettings.get()]);
    return exercise(deps.baseUrl, rounds, deadline);
  })();
  try {
    const outcome = await Promise.race([work, outOfTime]);
    const ms = Math.round(performance.now() - started);
    if (outcome === 'timeout') {
      deps.logger.warn({ ms }, 'warm-up: out of time, taking traffic anyway');
      return { ms, completed: false };
    }
    deps.logger.info({ ms, requests: outcome, connections }, 'warm-up: done');
    return { ms, completed: true };
  } catch (err) {
    const ms = Math.round(performance.now() - started);
    deps.logger.warn({ ms, error: (err as Error).message }, 'warm-up: failed, taking traffic anyway');
    return { ms, completed: false };
  } finally {
    clearTimeout(timer);
    work.catch(() => undefined); // a late failure after the budget is not an unhandled rejection
  }
}
