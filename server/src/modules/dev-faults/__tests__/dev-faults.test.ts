import request from 'supertest';

import { createApp } from '../../../app';
import { createTestApp } from '../../../test/test-app';

describe('POST /dev/faults/block-event-loop', () => {
  it('when NODE_ENV is test, then it holds the event loop for ms; a bad ms is 400; in development it does not exist', async () => {
    const t = await createTestApp();
    const development = createApp({ ...t.deps, config: { ...t.config, nodeEnv: 'development' } });
    try {
      let ticks = 0;
      const ticker = setInterval(() => (ticks += 1), 10);
      const started = performance.now();
      await request(t.app).post('/dev/faults/block-event-loop?ms=300').expect(204);
      clearInterval(ticker);
      expect(performance.now() - started).toBeGreaterThanOrEqual(300);
      expect(ticks).toBeLessThan(15);
      await request(t.app).post('/dev/faults/block-event-loop?ms=20000').expect(400);
      await request(development).post('/dev/faults/block-event-loop?ms=10').expect(404);
    } finally {
      await t.close();
    }
  });
});
