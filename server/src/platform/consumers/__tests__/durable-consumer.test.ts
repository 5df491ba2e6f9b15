/**
 * The durable consumers of the event log (webhooks, mails, push build on them): every event after
 * the cursor is handled once, in seq order, across a stop and a restart; one instance acts at a
 * time and another takes over when the holder stops renewing; a failed event is tried again at the
 * time the consumer asks, with the cursor before it; a holder that lost its lease cannot move the
 * cursor. All on the real database and the real event log.
 */
import { randomUUID } from 'node:crypto';

import { until } from '@pizza/test-kit';

import { systemClock } from '../../../lib/clock';
import { createTestCustomer } from '../../../test/auth';
import { commandsOn } from '../../../test/db-commands';
import { appendOrderCreated } from '../../../test/log-events';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { LoggedEvent } from '../../event-log/event-envelope';
import type { EventLog } from '../../event-log/event-log';
import { ConsumerStateModel } from '../consumer-state.model';
import { type ConsumerOutcome, createDurableConsumer, type DurableConsumer } from '../durable-consumer';

let t: TestApp;
let log: EventLog;
let userId: string;
const running: DurableConsumer[] = [];

beforeAll(async () => {
  t = await createTestApp({ monitorCommands: true });
  log = t.deps.events;
  userId = (await createTestCustomer()).user.id;
});

afterEach(async () => {
  await Promise.all(running.splice(0).map((consumer) => consumer.stop()));
});

afterAll(() => t.close());

/** Appends `count` events, one transaction each. */
async function appendEvents(count: number): Promise<number[]> {
  const seqs: number[] = [];
  for (let i = 0; i < count; i += 1) seqs.push(await appendOrderCreated(log, userId));
  return seqs;
}

function consumer(
  name: string,
  handle: (logged: LoggedEvent) => Promise<ConsumerOutcome>,
  options: {
    instanceId?: string;
    leaseMs?: number;
    pollMs?: number;
    gatherMs?: number;
    prepare?: (run: readonly LoggedEvent[]) => Promise<undefined>;
  } = {},
) {
  const created = createDurableConsumer({
    name,
    log,
    logger: t.logger,
    clock: systemClock,
    instanceId: options.instanceId ?? randomUUID(),
    handle,
    leaseMs: options.leaseMs ?? 600,
    pollMs: options.pollMs ?? 100,
    startAfter: async () => 0,
    ...(options.gatherMs ? { gatherMs: options.gatherMs } : {}),
    ...(options.prepare ? { prepare: options.prepare } : {}),
  });
  running.push(created);
  return created;
}

/** A handler that records each event's seq and is done with it. */
const recordingInto =
  (handled: number[]) =>
  async ({ event }: LoggedEvent): Promise<ConsumerOutcome> => {
    handled.push(event.seq);
    return {};
  };

it('when events are appended before, during and after a stop, then each is handled once, in order, and the restart catches up from the cursor', async () => {
  const name = `c-${randomUUID()}`;
  const handled: number[] = [];
  const handle = recordingInto(handled);
  const before = await appendEvents(3);
  const first = consumer(name, handle);
  await first.start();
  const during = await appendEvents(3);
  await until(() => during.every((seq) => handled.includes(seq)), 'the consumers', 5000);
  await first.stop();
  const whileStopped = await appendEvents(4);
  const second = consumer(name, handle);
  await second.start();
  await until(() => whileStopped.every((seq) => handled.includes(seq)), 'the consumers', 5000);
  const all = [...before, ...during, ...whileStopped];
  expect(handled.filter((seq) => all.includes(seq))).toEqual(all);
  expect((await ConsumerStateModel.findById(name).lean())?.seq).toBe(all.at(-1));
});

it('when two instances run the same consumer, then only one handles events, and when it stops renewing the other takes over where it stood', async () => {
  const name = `c-${randomUUID()}`;
  const byInstance = { a: [] as number[], b: [] as number[] };
  const a = consumer(name, recordingInto(byInstance.a), { instanceId: 'a' });
  const b = consumer(name, recordingInto(byInstance.b), { instanceId: 'b' });
  await a.start();
  await b.start();
  const first = await appendEvents(4);
  await until(() => first.every((seq) => byInstance.a.includes(seq) || byInstance.b.includes(seq)), 'the consumers', 5000);
  const holder = a.active() ? a : b;
  const [held, other] = holder === a ? [byInstance.a, byInstance.b] : [byInstance.b, byInstance.a];
  expect(held.filter((seq) => first.includes(seq))).toEqual(first);
  expect(other.filter((seq) => first.includes(seq))).toEqual([]);
  // The holder dies: it stops renewing without releasing the lease.
  running.splice(running.indexOf(holder), 1);
  await holder.stop().catch(() => undefined);
  await ConsumerStateModel.updateOne({ _id: name }, { $set: { until: new Date(Date.now() + 300) } }); // as if its last renewal were fresh
  const later = await appendEvents(3);
  await until(() => other.filter((seq) => later.includes(seq)).length === 3, 'the consumers', 5000);
  expect(other.filter((seq) => later.includes(seq))).toEqual(later);
  expect(held.filter((seq) => later.includes(seq))).toEqual([]);
});

it('when handling fails twice, then the event is tried again at the time asked, the cursor waits before it, and nothing after it is handled first', async () => {
  const name = `c-${randomUUID()}`;
  const attempts: number[] = [];
  const seqs = await appendEvents(3);
  let failures = 0;
  const c = consumer(name, async ({ event }) => {
    attempts.push(event.seq);
    if (event.seq === seqs[1] && failures < 2) {
      failures += 1;
      return { retryAt: new Date(Date.now() + 150) };
    }
    return {};
  });
  await c.start();
  await until(() => attempts.filter((seq) => seq === seqs[2]).length === 1, 'the consumers', 5000);
  expect(attempts.filter((seq) => seqs.includes(seq))).toEqual([seqs[0], seqs[1], seqs[1], seqs[1], seqs[2]]);
  expect((await ConsumerStateModel.findById(name).lean())?.seq).toBe(seqs[2]);
});

it('when a holder stalls past its lease and another takes over, then the stalled one cannot move the cursor and stops acting', async () => {
  const name = `c-${randomUUID()}`;
  const seqs = await appendEvents(1);
  let release!: () => void;
  const stalled = new Promise<void>((resolve) => (release = resolve));
  const a = consumer(
    name,
    async () => {
      await stalled;
      return {};
    },
    { instanceId: 'stalled' },
  );
  await a.start();
  await until(() => a.active(), 'the consumers', 5000);
  // Another instance takes the lapsed lease (token + 1) while the first is stuck in its handler.
  await ConsumerStateModel.updateOne(
    { _id: name },
    { $set: { holder: 'other', until: new Date(Date.now() + 60_000) }, $inc: { token: 1 } },
  );
  release();
  await until(() => !a.active(), 'the consumers', 5000);
  expect(seqs).toHaveLength(1);
  expect((await ConsumerStateModel.findById(name).lean())?.seq).toBe(0); // where it started: the event was not passed
});

it('when a run of events waits for a consumer, then catching up moves its cursor once for the run, not once per event', async () => {
  const name = `c-${randomUUID()}`;
  const handled: number[] = [];
  const handle = recordingInto(handled);
  const options = { leaseMs: 60_000 }; // no renewal write while it catches up
  const first = consumer(name, handle, options);
  await first.start();
  await first.stop(); // the cursor exists now
  const waiting = await appendEvents(10);
  const second = consumer(name, handle, options);
  const commands = await commandsOn(['event_consumers'], async () => {
    await second.start();
    await until(() => waiting.every((seq) => handled.includes(seq)), 'the consumers', 5000);
  });
  expect(commands.filter((command) => command === 'update event_consumers')).toHaveLength(1);
  expect((await ConsumerStateModel.findById(name).lean())?.seq).toBe(waiting.at(-1));
});

it('when a consumer gathers, then the events committed meanwhile arrive as one run: prepared once, the cursor moved once', async () => {
  const name = `c-${randomUUID()}`;
  const handled: number[] = [];
  const runs: number[][] = [];
  const prepare = async (run: readonly LoggedEvent[]) => void runs.push(run.map(({ event }) => event.seq));
  // No safety poll and no renewal during the test: only the commits wake it.
  const gathering = consumer(name, recordingInto(handled), { leaseMs: 60_000, pollMs: 60_000, gatherMs: 3000, prepare });
  await gathering.start();
  const caughtUp = await log.latestSeq();
  await until(() => caughtUp === 0 || handled.includes(caughtUp), 'the consumers', 10_000); // the events of the tests before
  const before = runs.length;
  const commands = await commandsOn(['event_consumers'], async () => {
    const waiting = await appendEvents(10); // one transaction each, well inside the window
    await until(() => waiting.every((seq) => handled.includes(seq)), 'the consumers', 10_000);
    expect(runs.slice(before)).toEqual([waiting]);
  });
  expect(commands.filter((command) => command === 'update event_consumers')).toHaveLength(1);
});

it('when handling fails in the middle of a run, then the events handled before the failure are not handled again', async () => {
  const name = `c-${randomUUID()}`;
  const handled: number[] = [];
  let failOn: number | undefined;
  const handle = async ({ event }: LoggedEvent) => {
    if (event.seq === failOn) {
      failOn = undefined;
      throw new Error('the database went away for a moment');
    }
    handled.push(event.seq);
    return {};
  };
  const first = consumer(name, handle);
  await first.start();
  await first.stop();
  const waiting = await appendEvents(5);
  failOn = waiting[2];
  const second = consumer(name, handle);
  await second.start();
  await until(() => waiting.every((seq) => handled.includes(seq)), 'the consumers', 5000);
  expect(handled.filter((seq) => waiting.includes(seq))).toEqual(waiting);
});
