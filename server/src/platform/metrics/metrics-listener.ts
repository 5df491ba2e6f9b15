import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import type { Registry } from 'prom-client';

import type { Logger } from '../../lib/logger';

/**
 * The metrics listener's handler: `GET /metrics` in Prometheus' text format, anything else 404.
 * It is never mounted on the public app: the metrics name endpoints, consumers and volumes an
 * outsider has no business reading (docs/operations/metrics.md#scraping).
 */
export function metricsHandler(registry: Registry, logger: Logger): RequestListener {
  return (req, res) => {
    const url = new URL(req.url ?? '/', 'http://metrics');
    if (url.pathname !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found: the metrics are at GET /metrics\n');
      return;
    }
    registry
      .metrics()
      .then((text) => {
        res.writeHead(200, { 'content-type': registry.contentType }).end(req.method === 'HEAD' ? undefined : text);
      })
      .catch((err: unknown) => {
        logger.warn({ err }, 'a metrics scrape failed');
        res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' }).end('metrics unavailable, try again\n');
      });
  };
}

export interface MetricsListener {
  address: AddressInfo;
  close(): Promise<void>;
}

/** Listens on METRICS_HOST:METRICS_PORT, apart from the shop's port. */
export function startMetricsListener(registry: Registry, logger: Logger, at: { host: string; port: number }): Promise<MetricsListener> {
  const server: Server = createServer(metricsHandler(registry, logger));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(at.port, at.host, () => {
      server.off('error', reject);
      resolve({
        address: server.address() as AddressInfo,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}
