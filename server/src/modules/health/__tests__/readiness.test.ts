import request from 'supertest';

import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

it('when the process answers, then live is 200 without looking at anything else', async () => {
  const res = await request(t.app).get('/api/health/live').expect(200);
  expect(res.body).toMatchObject({ status: 'live' });
  expect(res.headers['cache-control']).toBe('no-store');
});

it('when warmed with the database up, then ready is 200 and lists every check as passing', async () => {
  const res = await request(t.app).get('/api/health/ready').expect(200);
  expect(res.body.ready).toBe(true);
  expect(res.body.checks.map((c: { name: string }) => c.name)).toEqual(expect.arrayContaining(['warmed', 'draining', 'database']));
  expect(res.body.checks.every((c: { ok: boolean }) => c.ok)).toBe(true);
});

it('when a registered check fails or throws, then ready is 503 and names it with its reason', async () => {
  let failing = true;
  t.deps.readiness.addCheck({ name: 'flaky', check: () => (failing ? { ok: false, detail: 'behind by 12 events' } : { ok: true }) });
  t.deps.readiness.addCheck({ name: 'throwing', check: () => Promise.reject(new Error('boom')) });
  const res = await request(t.app).get('/api/health/ready').expect(503);
  expect(res.body.ready).toBe(false);
  expect(res.body.checks).toEqual(
    expect.arrayContaining([
      { name: 'flaky', ok: false, detail: 'behind by 12 events' },
      { name: 'throwing', ok: false, detail: 'boom' },
    ]),
  );
  failing = false;
  expect((await request(t.app).get('/api/health/ready').expect(503)).body.checks).not.toContainEqual(
    expect.objectContaining({ name: 'flaky', ok: false }),
  );
});

it('when draining has begun, then ready is 503 for good while live stays 200', async () => {
  t.deps.readiness.startDraining();
  const res = await request(t.app).get('/api/health/ready').expect(503);
  expect(res.body.checks).toContainEqual({ name: 'draining', ok: false, detail: 'stopping: finishing requests in flight' });
  await request(t.app).get('/api/health/live').expect(200);
});
