/**
 * Warm before taking traffic (docs/operations/production.md#warm-up): a freshly started shop (a
 * real child process) answers /api/health/ready with 503 and the `warmed` check failing while it
 * warms up, and turns ready only after it has logged that the warm-up is done.
 */
import fs from 'node:fs';

import type { ReadyResponse } from '@pizza/shared';
import { until } from '@pizza/test-kit';

import { type AppProcess, makeDataDir, startAppProcess } from '../test/app-process';

jest.setTimeout(120_000);

describe('warm-up before ready', () => {
  const dataDir = makeDataDir('warm-up');
  let app: AppProcess | undefined;

  afterAll(async () => {
    await app?.kill9().catch(() => undefined);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('is not ready (warmed: false) until the warm-up has finished, then ready', async () => {
    // Resolves as soon as /api/health answers: the listener is up, the warm-up runs after it.
    app = await startAppProcess(dataDir, { LOG_LEVEL: 'info' }, undefined, 2);
    const answers: Array<{ status: number; warmed: boolean | undefined; warmUpLogged: boolean }> = [];
    const deadline = Date.now() + 60_000;
    for (;;) {
      const res = await fetch(`${app.url}/api/health/ready`);
      const body = (await res.json()) as ReadyResponse;
      answers.push({
        status: res.status,
        warmed: body.checks.find((check) => check.name === 'warmed')?.ok,
        warmUpLogged: app.output().includes('warm-up: done'),
      });
      if (res.status === 200 || Date.now() > deadline) break;
    }

    const notReady = answers.filter((answer) => answer.status === 503);
    expect(notReady.length).toBeGreaterThan(0);
    // Every 503 says why: not warmed yet (the database is up, nothing else is failing at start).
    expect(notReady.every((answer) => answer.warmed === false)).toBe(true);
    expect(answers.at(-1)).toMatchObject({ status: 200, warmed: true });
    // The warm-up's line comes before the start-up banner, which follows markWarmed.
    const started = app;
    await until(() => started.output().includes('Pizza Point is running at'), 'the start-up banner', 10_000);
    const output = app.output();
    expect(output.indexOf('warm-up: done')).toBeGreaterThan(-1);
    expect(output.indexOf('warm-up: done')).toBeLessThan(output.indexOf('Pizza Point is running at'));
  });
});
