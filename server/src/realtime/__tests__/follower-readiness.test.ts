/**
 * The readiness check `follower` with real parts: this instance's socket channel on the test's
 * database, and a second instance (its own collaborators, no Redis between them) whose commits this
 * one only learns of by its safety poll, here a minute: its follower stalls behind the log's head.
 */
import { createServer } from 'node:http';

import { until } from '@pizza/test-kit';
import request from 'supertest';

import { createApp } from '../../app';
import { createCollaborators } from '../../composition';
import { createTestCustomer } from '../../test/auth';
import { createTestApp, type TestApp, testConfig } from '../../test/test-app';
import { attachSocketServer, type RealtimeServer } from '../socket';
import { placeOrder } from './helpers';

const CAUGHT_UP_MS = 300;

let t: TestApp;
let realtime: RealtimeServer;

beforeAll(async () => {
  t = await createTestApp();
  realtime = await attachSocketServer(createServer(t.app), { ...t.deps, pollMs: 60_000, caughtUpMs: CAUGHT_UP_MS });
});

afterAll(async () => {
  await realtime.close();
  await t.close();
});

type Check = { name: string; ok: boolean; detail?: string };
const followerCheck = async (): Promise<{ status: number; follower: Check | undefined }> => {
  const res = await request(t.app).get('/api/health/ready');
  return { status: res.status, follower: (res.body.checks as Check[]).find((check) => check.name === 'follower') };
};

it('when the follower is running and nothing is newer, then ready is 200 and lists the follower as passing', async () => {
  expect(await followerCheck()).toEqual({ status: 200, follower: { name: 'follower', ok: true } });
});

it('when the log moves on and the follower does not follow, then ready is 503 saying how far behind it is; once woken, 200 again', async () => {
  const second = createCollaborators(testConfig(), t.logger);
  const secondApp = createApp({ ...second, db: t.db });
  await placeOrder(secondApp, await createTestCustomer());
  const head = await t.deps.events.latestSeq();

  // Probed until one probe has seen the head and CAUGHT_UP_MS have passed since: then it must fail.
  await until(async () => (await followerCheck()).status === 503, 'ready to turn 503 for the stalled follower', 10_000, 50);
  const stalled = await followerCheck();
  expect(stalled.follower).toEqual({
    name: 'follower',
    ok: false,
    detail: expect.stringMatching(new RegExp(`delivered up to seq \\d+; seq ${head} has been in the log for \\d+ s`)),
  });

  // What Redis does when a peer commits: this instance's follower reads the log now.
  t.deps.events.peerCommitted();
  await until(async () => (await followerCheck()).status === 200, 'ready to be 200 again once the follower caught up', 10_000, 50);
});

it('when the follower stops (the socket server closed), then ready is 503: not running', async () => {
  await realtime.close();
  expect(await followerCheck()).toEqual({
    status: 503,
    follower: { name: 'follower', ok: false, detail: 'the event log follower is not running' },
  });
});
