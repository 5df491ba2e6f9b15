import type { RequestHandler } from 'express';
import { Histogram, type Registry } from 'prom-client';

/** Seconds; from a cached menu (~1 ms) to a placement waiting for its batch's turn (seconds). */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** What a request that no route matched is counted under (a scan of random URLs must not grow the label set). */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * The HTTP request duration per method, route and status. The route is Express's pattern
 * (`/api/orders/:id`), captured when the router picks the route, while `req.baseUrl` is still the
 * mount path of that router: at the end of the response the router may have restored it.
 */
export function httpMetrics(registry: Registry): RequestHandler {
  const duration = new Histogram({
    name: 'pizza_http_request_duration_seconds',
    help: 'HTTP request duration, per method, route pattern and status code',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: BUCKETS,
    registers: [registry],
  });
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    let route: string | undefined;
    let current: unknown;
    Object.defineProperty(req, 'route', {
      configurable: true,
      enumerable: true,
      get: () => current,
      set(value: { path?: unknown } | undefined) {
        current = value;
        if (typeof value?.path === 'string') route = `${req.baseUrl}${value.path}`;
      },
    });
    res.once('finish', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      duration.observe({ method: req.method, route: route ?? UNMATCHED_ROUTE, status: String(res.statusCode) }, seconds);
    });
    next();
  };
}
