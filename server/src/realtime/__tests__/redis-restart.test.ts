/**
 * Found by `npm run chaos`: after a Redis restart, the Socket.IO streams adapter re-read its stream
 * in a loop that never yielded (every command failed at once), and the whole instance stopped
 * answering for good. The shop runs in a child process here, so a hang fails the test instead of
 * hanging Jest.
 */
import fs from 'node:fs';

import { type AppProcess, makeDataDir, startAppProcess } from '../../test/app-process';
import { freePort, startRedisServer, type TestRedis } from '../../test/redis-server';

jest.setTimeout(90_000);

async function answers(url: string): Promise<boolean> {
  const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) }).catch(() => undefined);
  return res?.ok === true;
}

describe('Redis restarted under a running instance', () => {
  const dataDir = makeDataDir('redis-restart');
  let redis: TestRedis | undefined;
  let app: AppProcess | undefined;

  afterAll(async () => {
    await app?.kill9().catch(() => undefined);
    await redis?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('when Redis goes away and comes back on the same address, then the instance keeps answering throughout', async () => {
    const port = await freePort();
    redis = await startRedisServer(port);
    app = await startAppProcess(dataDir, { REDIS_URL: redis.url });
    expect(await answers(app.url)).toBe(true);
    await redis.stop();
    expect(await answers(app.url)).toBe(true);
    redis = await startRedisServer(port);
    for (let second = 0; second < 5; second += 1) {
      expect(await answers(app.url)).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  });
});
