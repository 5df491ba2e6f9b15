/**
 * The delivery kit on the real embedded database: attempt records keyed by (event id, recipient),
 * claims that keep an effect to one sender, retries on the policy, giving up after the last attempt
 * (and at once on GiveUp), the failures list, an abandoned attempt not counted, and the retry sweep.
 */
import { fixedClock } from '../../../lib/clock';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { defineAttemptLedger } from '../attempt-ledger';
import { createDeliveryAttempts, GiveUp } from '../delivery-attempts';
import { createRetrySweep } from '../retry-sweep';

const ledger = defineAttemptLedger<{ note: string }>({
  modelName: 'KitProbeAttempt',
  collection: 'kit_probe_attempts',
  retentionSeconds: 3600,
  details: { note: { type: String } },
});
const T0 = new Date('2026-05-01T12:00:00Z');
const clock = fixedClock(T0);
const later = (ms: number) => new Date(T0.getTime() + ms);
let t: TestApp;
let n = 0;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => clock.set(T0));

const attemptsFor = (instanceId: string, maxAttempts = 3) =>
  createDeliveryAttempts({
    ledger,
    policy: { scheduleMs: [1000, 5000], maxAttempts },
    timeoutMs: 2000,
    clock,
    logger: t.logger,
    instanceId,
    label: 'probe',
  });
const fresh = (recipient = 'ann') => ({ eventId: `event-${++n}`, recipient, note: 'n' });
const failing = (message: string) => () => Promise.reject(new Error(message));

it('when an effect is claimed, then it is one record per (event, recipient): held once, another recipient or event is its own', async () => {
  const key = fresh();
  expect(await ledger.claim(key, 'a', T0, later(60_000))).toBe(1);
  expect(await ledger.claim(key, 'b', T0, later(60_000))).toBeUndefined();
  expect(await ledger.claim({ ...key, recipient: 'bob' }, 'b', T0, later(60_000))).toBe(1);
  expect(await ledger.claim({ ...key, eventId: `${key.eventId}-other` }, 'b', T0, later(60_000))).toBe(1);
  expect(await ledger.find(key)).toMatchObject({ _id: `${key.eventId}:ann`, state: 'sending', claimedBy: 'a', note: 'n' });
});

it('when an attempt fails, then it waits for its step, is claimed again only once due, and once sent is never claimed again', async () => {
  const key = fresh();
  const attempts = attemptsFor('a');
  await attempts.run(key, (await ledger.claim(key, 'a', T0, later(4000)))!, failing('busy'));
  expect(await ledger.find(key)).toMatchObject({ state: 'retrying', attempts: 1, lastError: 'busy', nextAttemptAt: later(1000) });
  expect(await ledger.claim(key, 'a', later(999), later(5000))).toBeUndefined();
  clock.set(later(1000));
  expect(await ledger.due(clock.now(), 100)).toEqual(expect.arrayContaining([expect.objectContaining({ eventId: key.eventId })]));
  const second = await ledger.claim(key, 'a', later(1000), later(5000));
  expect(second).toBe(2);
  expect(await attempts.run(key, second!, () => Promise.resolve())).toEqual({ state: 'sent' });
  expect(await ledger.find(key)).toMatchObject({ state: 'sent', attempts: 2 });
  expect(await ledger.claim(key, 'b', later(60_000), later(70_000))).toBeUndefined();
});

it('when the last attempt allowed fails, then the effect is failed and in the failures list; a GiveUp fails it at the first', async () => {
  const key = fresh();
  const attempts = attemptsFor('a', 2);
  await attempts.run(key, (await ledger.claim(key, 'a', T0, later(4000)))!, failing('busy'));
  clock.set(later(1000));
  expect(await attempts.run(key, (await ledger.claim(key, 'a', later(1000), later(5000)))!, failing('still busy'))).toEqual({
    state: 'failed',
  });
  const refused = fresh('nobody');
  const refusedOutcome = await attempts.run(refused, (await ledger.claim(refused, 'a', T0, later(4000)))!, () =>
    Promise.reject(new GiveUp('no such mailbox')),
  );
  expect(refusedOutcome).toEqual({ state: 'failed' });
  const failures = await ledger.failures(100);
  expect(failures).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ eventId: key.eventId, attempts: 2, lastError: 'still busy' }),
      expect.objectContaining({ eventId: refused.eventId, attempts: 1, lastError: 'no such mailbox' }),
    ]),
  );
});

it('when the sender stops mid-attempt, then the attempt is abandoned uncounted and any instance may take it at once', async () => {
  const key = fresh();
  const attempts = attemptsFor('a');
  const hanging = attempts.run(key, (await ledger.claim(key, 'a', T0, later(4000)))!, () => new Promise<void>(() => undefined));
  attempts.pause();
  expect(await hanging).toEqual({ state: 'abandoned' });
  expect(await ledger.find(key)).toMatchObject({ state: 'retrying', attempts: 0 });
  expect(await ledger.claim(key, 'b', T0, later(4000))).toBe(1);
});

it('when a sender died holding a claim, then the retry sweep takes it over after the claim lapses', async () => {
  const key = fresh();
  await ledger.claim(key, 'dead', T0, later(4000));
  clock.set(later(4000));
  const retried: string[] = [];
  const sweep = createRetrySweep({
    due: (limit) => ledger.due(clock.now(), limit),
    retry: async (record) => {
      const attempt = await ledger.claim({ ...record, note: record.note }, 'alive', clock.now(), later(8000));
      if (attempt !== undefined) retried.push(`${record.eventId}#${attempt}`);
    },
    active: () => true,
    paused: () => false,
    everyMs: 1000,
    logger: t.logger,
    batch: 1000,
  });
  await sweep.retryDue();
  expect(retried).toContain(`${key.eventId}#2`);
});
