import { Counter, Registry } from 'prom-client';

import { createLogger } from '../../../lib/logger';
import { startMetricsListener } from '../metrics-listener';

const logger = createLogger({ logLevel: 'silent', nodeEnv: 'test' });

describe('the metrics listener', () => {
  it('serves GET /metrics on its own port, and nothing else', async () => {
    const registry = new Registry();
    new Counter({ name: 'pizza_test_total', help: 'a test counter', registers: [registry] }).inc(3);
    const listener = await startMetricsListener(registry, logger, { host: '127.0.0.1', port: 0 });
    try {
      const base = `http://127.0.0.1:${listener.address.port}`;
      const metrics = await fetch(`${base}/metrics`);
      expect(metrics.status).toBe(200);
      expect(metrics.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(await metrics.text()).toContain('pizza_test_total 3');
      expect((await fetch(`${base}/api/orders`)).status).toBe(404);
      expect((await fetch(`${base}/metrics`, { method: 'POST' })).status).toBe(404);
    } finally {
      await listener.close();
    }
  });
});
