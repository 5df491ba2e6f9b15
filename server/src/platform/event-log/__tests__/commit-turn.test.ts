/**
 * The commit turn (commit-turn.ts) on a real redis-server and the real embedded database: two
 * instances' batches that append to one counter take turns instead of colliding, a holder that
 * never gives the turn back loses it, a turn that is not free in time lets the batch go ahead, and
 * a Redis that is away never holds a batch back.
 */
import { startRedisServer, type TestRedis, untilReady } from '@pizza/test-kit';
import { model, Schema } from 'mongoose';

import { nextSequence } from '../../../db/counters';
import { inTransaction } from '../../../db/transaction';
import { createLogger } from '../../../lib/logger';
import { closeRedisClient, createRedisClient, type RedisClient } from '../../../lib/redis';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createBatchedTransactions } from '../batched-transactions';
import { createRedisCommitTurn } from '../commit-turn';

const NoteModel = model('CommitTurnNote', new Schema({ _id: String, seq: Number }, { collection: 'commit_turn_notes', versionKey: false }));
const logger = createLogger({ logLevel: 'silent', nodeEnv: 'test' });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let t: TestApp;
let redis: TestRedis;
const clients: RedisClient[] = [];

async function client(): Promise<RedisClient> {
  const made = createRedisClient(redis.url, logger);
  clients.push(made);
  await untilReady(made);
  return made;
}

beforeAll(async () => {
  [t, redis] = await Promise.all([createTestApp(), startRedisServer()]);
});
afterAll(async () => {
  await Promise.all(clients.map(closeRedisClient));
  await Promise.all([t.close(), redis.stop()]);
});

/** inTransaction counting every attempt (a write conflict re-runs the work) and every commit. */
function countingTransactions() {
  const counted = { attempts: 0, commits: 0 };
  const transaction = async <T>(work: Parameters<typeof inTransaction<T>>[0]) => {
    const result = await inTransaction((session) => {
      counted.attempts += 1;
      return work(session);
    });
    counted.commits += 1;
    return result;
  };
  return { counted, transaction };
}

/**
 * Two "instances" (two batchers, each with its own Redis connection when `turns`), each asked for
 * `perInstance` units at once; every unit takes the next number of one counter and holds its
 * transaction open a little, so two batches that run together surely overlap.
 */
async function twoInstancesRush(name: string, turns: boolean, perInstance = 6) {
  const { counted, transaction } = countingTransactions();
  const instances = await Promise.all(
    [0, 1].map(async () => createBatchedTransactions({ transaction, ...(turns ? { turn: createRedisCommitTurn(await client()) } : {}) })),
  );
  const seqs = await Promise.all(
    instances.flatMap((inBatch, instance) =>
      Array.from({ length: perInstance }, (_, i) =>
        inBatch(async (session) => {
          const seq = await nextSequence(name, session);
          await sleep(15);
          await NoteModel.create([{ _id: `${name}-${instance}-${i}`, seq }], { session });
          return seq;
        }),
      ),
    ),
  );
  return { counted, seqs: [...seqs].sort((a, b) => a - b) };
}

describe('commit turn', () => {
  it('when two instances commit batches at once, then with the turn nothing runs again, and without it their overlap does', async () => {
    const withTurn = await twoInstancesRush(`turn-on-${Date.now()}`, true);
    expect(withTurn.seqs).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    expect(withTurn.counted.attempts).toBe(withTurn.counted.commits);

    // The same rush without the turn: the database arbitrates, and the loser's whole batch runs again.
    const without = await twoInstancesRush(`turn-off-${Date.now()}`, false);
    expect(without.seqs).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    expect(without.counted.attempts).toBeGreaterThan(without.counted.commits);
  });

  it('when the holder never gives the turn back, then another takes it once the hold limit has passed', async () => {
    const limits = { holdMs: 400, takeMs: 5000 };
    const [a, b] = [createRedisCommitTurn(await client(), limits), createRedisCommitTurn(await client(), limits)];
    await a.take(); // and never given back: the holder died
    const started = performance.now();
    const giveBack = await b.take();
    const waited = performance.now() - started;
    expect(waited).toBeGreaterThanOrEqual(300);
    expect(waited).toBeLessThan(limits.takeMs);
    // b holds it now, and giving it back frees it.
    const key = 'pizza-point:commit-turn';
    expect(await clients[0]!.get(key)).not.toBeNull();
    await giveBack();
    expect(await clients[0]!.get(key)).toBeNull();
  });

  it('when a late holder gives back a turn that lapsed and was taken, then the new holder keeps it', async () => {
    const shortHold = createRedisCommitTurn(await client(), { holdMs: 200, takeMs: 5000 });
    const other = createRedisCommitTurn(await client(), { holdMs: 5000, takeMs: 5000 });
    const lateGiveBack = await shortHold.take();
    const giveBack = await other.take(); // after the 200 ms lapse
    await lateGiveBack();
    expect(await clients[0]!.get('pizza-point:commit-turn')).not.toBeNull();
    await giveBack();
    expect(await clients[0]!.get('pizza-point:commit-turn')).toBeNull();
  });

  it('when the turn is not free within the take limit, then the batch goes ahead without it', async () => {
    const holder = createRedisCommitTurn(await client(), { holdMs: 10_000, takeMs: 5000 });
    const impatient = createRedisCommitTurn(await client(), { holdMs: 10_000, takeMs: 200 });
    const giveBack = await holder.take();
    const started = performance.now();
    await impatient.take();
    const waited = performance.now() - started;
    expect(waited).toBeGreaterThanOrEqual(180);
    expect(waited).toBeLessThan(2000);
    await giveBack();
  });

  it('when Redis stops answering (the connection stays), then taking the turn gives up within the take limit', async () => {
    const stopped = await startRedisServer();
    const silent = createRedisClient(stopped.url, logger);
    clients.push(silent);
    await untilReady(silent);
    process.kill(stopped.pid, 'SIGSTOP');
    try {
      const started = performance.now();
      await (
        await createRedisCommitTurn(silent, { holdMs: 10_000, takeMs: 300 }).take()
      )();
      expect(performance.now() - started).toBeLessThan(2000);
    } finally {
      process.kill(stopped.pid, 'SIGKILL');
      await stopped.stop();
    }
  });

  it('when Redis is away, then taking the turn does not hold the batch back', async () => {
    const away = await startRedisServer();
    const gone = createRedisClient(away.url, logger);
    clients.push(gone);
    await untilReady(gone);
    await away.stop();
    const turn = createRedisCommitTurn(gone, { holdMs: 10_000, takeMs: 10_000 });
    const started = performance.now();
    await (
      await turn.take()
    )();
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
