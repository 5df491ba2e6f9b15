/**
 * A read of the log that never answers must not stop the follower for good. The chaos run found it:
 * after an instance's database connections were cut mid-write, one query's promise never settled and
 * that instance's sockets received nothing more until it restarted. The follower gives such a read
 * up after its limit and reads again. The log is the real one on the real database; only the first
 * read is made to hang, as the driver's did.
 */

import { waitFor } from '@pizza/test-kit';

import { createTestCustomer } from '../../../test/auth';
import { appendOrderCreated } from '../../../test/log-events';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { LoggedEvent } from '../../event-log/event-envelope';
import type { EventLog } from '../../event-log/event-log';
import { createLogFollower } from '../log-follower';

let t: TestApp;
let log: EventLog;
let userId: string;

beforeAll(async () => {
  // The limit an operator (or the chaos run) sets: the log carries it to every follower and replay.
  t = await createTestApp({ env: { EVENT_LOG_READ_LIMIT_MS: '300' } });
  log = t.deps.events;
  userId = (await createTestCustomer()).user.id;
});

afterAll(() => t.close());

const appendOne = () => appendOrderCreated(log, userId);

/** The real log, whose first read never answers (as the driver's did). */
function hangingOnce(): { log: Pick<EventLog, 'readAfter' | 'readLimitMs'>; reads: () => number } {
  let reads = 0;
  return {
    log: {
      readLimitMs: log.readLimitMs,
      readAfter: (...args: Parameters<EventLog['readAfter']>) => {
        reads += 1;
        return reads === 1 ? new Promise<LoggedEvent[]>(() => undefined) : log.readAfter(...args);
      },
    },
    reads: () => reads,
  };
}

it('when a read of the log never answers, then the follower gives it up after its limit and delivers what came meanwhile', async () => {
  const start = await log.latestSeq();
  const hanging = hangingOnce();
  const delivered: number[] = [];
  const follower = createLogFollower({
    log: hanging.log,
    logger: t.logger,
    deliver: (events) => void delivered.push(...events.map(({ event }) => event.seq)),
    startAfter: async () => start,
    pollMs: 100,
    readLimitMs: 300,
  });
  await follower.start();
  try {
    const seq = await appendOne();
    follower.wake();
    await waitFor(() => delivered.includes(seq), 5000);
    expect(delivered).toEqual([seq]);
    expect(hanging.reads()).toBeGreaterThan(1);
  } finally {
    await follower.stop();
  }
});

it('when EVENT_LOG_READ_LIMIT_MS is set and a follower is given no limit of its own, then the log carries that limit to it', async () => {
  expect(log.readLimitMs).toBe(300);
  const start = await log.latestSeq();
  const hanging = hangingOnce();
  const delivered: number[] = [];
  const follower = createLogFollower({
    log: hanging.log,
    logger: t.logger,
    deliver: (events) => void delivered.push(...events.map(({ event }) => event.seq)),
    startAfter: async () => start,
    pollMs: 100,
  });
  await follower.start();
  try {
    const seq = await appendOne();
    follower.wake();
    // Well inside the default 15 s: only the log's 300 ms gives the hanging read up in time.
    await waitFor(() => delivered.includes(seq), 5000);
    expect(delivered).toEqual([seq]);
  } finally {
    await follower.stop();
  }
});
