import { Counter, Registry } from 'prom-client';
import request from 'supertest';

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
      // Over the network, to the listening port (supertest with a URL opens no server of its own).
      const metrics = await request(base).get('/metrics').expect(200);
      expect(metrics.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(metrics.text).toContain('pizza_test_total 3');
      await request(base).get('/api/orders').expect(404);
      await request(base).post('/metrics').expect(404);
    } finally {
      await listener.close();
    }
  });
});
