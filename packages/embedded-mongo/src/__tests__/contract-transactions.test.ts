/**
 * Transaction contract through driver sessions: commit, abort, isolation from other connections,
 * write conflicts resolved by retry. The session-end and lifetime limits are checked against the
 * embedded server only (a real server reaps ended sessions lazily and its limit is 60 s).
 */
import path from 'node:path';

import { sleep, waitFor } from '@pizza/test-kit';
import { MongoServerError, type Collection, type Db, type MongoClient } from 'mongodb';

import { startEmbeddedMongo } from '../index';
import type { EmbeddedMongo } from '../types';
import { connect, contractTargets, errorOf, uniqueDbName, useContractDatabase, type RunningTarget } from './helpers';
import { killHard, spawnTsx } from './processes';

interface Account {
  _id: string;
  balance: number;
}

describe.each(contractTargets('contract-transactions'))('embedded MongoDB contract (transactions) against $name', (target) => {
  const dbName = uniqueDbName('ct_txn');
  let running: RunningTarget;
  let client: MongoClient;
  let other: MongoClient;
  let db: Db;
  const coll = (name: string, c: MongoClient = client): Collection<Account> => c.db(dbName).collection<Account>(name);

  useContractDatabase(target, dbName, async (ctx) => {
    ({ running, client, db } = ctx);
    other = await ctx.connect();
    for (const name of ['commit', 'abort', 'explicit', 'isolation', 'conflict', 'dupkey', 'closing']) await db.createCollection(name);
  });

  it('when withTransaction commits, then every write becomes visible together and reads inside see own writes', async () => {
    const session = client.startSession();
    try {
      await session.withTransaction(async () => {
        await coll('commit').insertMany(
          [
            { _id: 'a', balance: 100 },
            { _id: 'b', balance: 0 },
          ],
          { session },
        );
        await coll('commit').updateOne({ _id: 'a' }, { $inc: { balance: -30 } }, { session });
        await coll('commit').findOneAndUpdate({ _id: 'b' }, { $inc: { balance: 30 } }, { session });
        const inside = await coll('commit').find({}, { session }).sort({ _id: 1 }).toArray();
        expect(inside).toEqual([
          { _id: 'a', balance: 70 },
          { _id: 'b', balance: 30 },
        ]);
        expect(await coll('commit').countDocuments({}, { session })).toBe(2);
        expect(await coll('commit', other).countDocuments()).toBe(0);
      });
    } finally {
      await session.endSession();
    }
    expect(await coll('commit', other).find({}).sort({ _id: 1 }).toArray()).toEqual([
      { _id: 'a', balance: 70 },
      { _id: 'b', balance: 30 },
    ]);
  });

  it('when the withTransaction callback throws, then nothing it wrote is visible', async () => {
    await coll('abort').insertOne({ _id: 'kept', balance: 1 });
    const session = client.startSession();
    const boom = new Error('callback failed');
    try {
      await expect(
        session.withTransaction(async () => {
          await coll('abort').insertOne({ _id: 'new', balance: 5 }, { session });
          await coll('abort').updateOne({ _id: 'kept' }, { $set: { balance: 999 } }, { session });
          await coll('abort').deleteOne({ _id: 'kept' }, { session });
          throw boom;
        }),
      ).rejects.toBe(boom);
    } finally {
      await session.endSession();
    }
    expect(await coll('abort', other).find({}).toArray()).toEqual([{ _id: 'kept', balance: 1 }]);
  });

  it('when abortTransaction is called explicitly, then inserts, updates and deletes are discarded', async () => {
    await coll('explicit').insertMany([
      { _id: 'x', balance: 1 },
      { _id: 'y', balance: 2 },
    ]);
    const session = client.startSession();
    try {
      session.startTransaction();
      await coll('explicit').insertOne({ _id: 'z', balance: 3 }, { session });
      await coll('explicit').updateMany({}, { $inc: { balance: 100 } }, { session });
      await coll('explicit').deleteOne({ _id: 'x' }, { session });
      await session.abortTransaction();
    } finally {
      await session.endSession();
    }
    expect(await coll('explicit', other).find({}).sort({ _id: 1 }).toArray()).toEqual([
      { _id: 'x', balance: 1 },
      { _id: 'y', balance: 2 },
    ]);
  });

  it('when a transaction is open, then other connections and sessionless reads see only committed data', async () => {
    await coll('isolation').insertOne({ _id: 'existing', balance: 10 });
    const session = client.startSession();
    try {
      session.startTransaction();
      await coll('isolation').insertOne({ _id: 'pending', balance: 1 }, { session });
      await coll('isolation').updateOne({ _id: 'existing' }, { $set: { balance: 20 } }, { session });
      expect(await coll('isolation', other).findOne({ _id: 'pending' })).toBeNull();
      expect(await coll('isolation', other).findOne({ _id: 'existing' })).toEqual({ _id: 'existing', balance: 10 });
      expect(await coll('isolation', other).countDocuments()).toBe(1);
      expect(await coll('isolation').findOne({ _id: 'pending' })).toBeNull();
      const aggregated = await coll('isolation', other)
        .aggregate([{ $group: { _id: null, total: { $sum: '$balance' } } }])
        .toArray();
      expect(aggregated).toEqual([{ _id: null, total: 10 }]);
      await session.commitTransaction();
    } finally {
      await session.endSession();
    }
    expect(await coll('isolation', other).find({}).sort({ _id: 1 }).toArray()).toEqual([
      { _id: 'existing', balance: 20 },
      { _id: 'pending', balance: 1 },
    ]);
  });

  it('when two transactions update the same document concurrently, then the conflict is retried and no update is lost', async () => {
    await coll('conflict').insertOne({ _id: 'hot', balance: 0 });
    let arrived = 0;
    const barrier = async () => {
      arrived += 1;
      await waitFor(async () => arrived >= 2, 1500, 5);
    };
    const attempts = [0, 0];
    const transfer = async (c: MongoClient, who: 0 | 1) => {
      const session = c.startSession();
      try {
        await session.withTransaction(async () => {
          attempts[who]! += 1;
          const first = attempts[who] === 1;
          try {
            await coll('conflict', c).updateOne({ _id: 'hot' }, { $inc: { balance: 1 } }, { session });
          } finally {
            if (first) await barrier();
          }
        });
      } finally {
        await session.endSession();
      }
    };
    await Promise.all([transfer(client, 0), transfer(other, 1)]);
    expect(await coll('conflict').findOne({ _id: 'hot' })).toEqual({ _id: 'hot', balance: 2 });
    expect(attempts[0]! + attempts[1]!).toBeGreaterThanOrEqual(3);
  });

  it('when a write inside a transaction violates a unique key, then the transaction fails with 11000 and nothing is kept', async () => {
    await coll('dupkey').insertOne({ _id: 'taken', balance: 0 });
    const session = client.startSession();
    try {
      const err = await errorOf(() =>
        session.withTransaction(async () => {
          await coll('dupkey').insertOne({ _id: 'fresh', balance: 1 }, { session });
          await coll('dupkey').insertOne({ _id: 'taken', balance: 1 }, { session });
        }),
      );
      expect(err).toBeInstanceOf(MongoServerError);
      expect(err.code).toBe(11000);
    } finally {
      await session.endSession();
    }
    expect(await coll('dupkey', other).find({}).toArray()).toEqual([{ _id: 'taken', balance: 0 }]);
  });

  it('when a unique key taken by a commit after the transaction began clashes with its write, then WriteConflict (retried), not 11000', async () => {
    await db.createCollection('snapshot_unique').catch(() => undefined);
    await db.collection('snapshot_unique').createIndex({ slot: 1 }, { unique: true });
    const session = client.startSession();
    try {
      session.startTransaction();
      // The transaction's snapshot starts at its first operation.
      await db.collection('snapshot_unique').findOne({ slot: 'nothing' }, { session });
      await db.collection('snapshot_unique', {}).insertOne({ _id: 'committed-later', slot: 'A' } as never);
      const err = await errorOf(() => db.collection('snapshot_unique').insertOne({ _id: 'mine', slot: 'A' } as never, { session }));
      expect(err).toBeInstanceOf(MongoServerError);
      expect(err.code).toBe(112);
      expect((err as MongoServerError).hasErrorLabel('TransientTransactionError')).toBe(true);
      await session.abortTransaction().catch(() => undefined);
    } finally {
      await session.endSession();
    }
  });

  it('when a client closes with a transaction still open, then its writes are discarded', async () => {
    const closing = await connect(running.uri);
    const session = closing.startSession();
    session.startTransaction();
    await coll('closing', closing).insertOne({ _id: 'orphan', balance: 1 }, { session });
    await closing.close();
    expect(await coll('closing', other).findOne({ _id: 'orphan' })).toBeNull();
    await expect(coll('closing', other).insertOne({ _id: 'orphan', balance: 2 })).resolves.toMatchObject({ insertedId: 'orphan' });
  });
});

describe('embedded transaction limits (embedded server only)', () => {
  const dbName = uniqueDbName('txn_limits');
  let server: EmbeddedMongo;
  let client: MongoClient;
  let other: MongoClient;

  beforeAll(async () => {
    server = await startEmbeddedMongo({ transactionLifetimeMs: 300 });
    client = await connect(server.uri);
    other = await connect(server.uri);
    await client.db(dbName).createCollection('limits');
  });

  afterAll(async () => {
    await client?.close();
    await other?.close();
    await server?.stop();
  });

  const limits = (c: MongoClient) => c.db(dbName).collection<Account>('limits');

  it('when the session of an open transaction is ended with endSessions, then the transaction is discarded', async () => {
    const session = client.startSession();
    try {
      session.startTransaction();
      await limits(client).insertOne({ _id: 'ended', balance: 1 }, { session });
      await client.db('admin').command({ endSessions: [session.id] });
      expect(await limits(other).findOne({ _id: 'ended' })).toBeNull();
      const err = await errorOf(() => session.commitTransaction());
      expect(err.code).toBe(251);
    } finally {
      await session.endSession().catch(() => undefined);
    }
    expect(await limits(other).findOne({ _id: 'ended' })).toBeNull();
    await expect(limits(other).insertOne({ _id: 'ended', balance: 2 })).resolves.toMatchObject({ insertedId: 'ended' });
  });

  it('when killAllSessions runs, then open transactions are aborted and clients keep working', async () => {
    const fresh = await startEmbeddedMongo();
    const a = await connect(fresh.uri);
    const b = await connect(fresh.uri);
    try {
      const coll = (c: MongoClient) => c.db(dbName).collection<Account>('killed');
      await coll(a).insertOne({ _id: 'before', balance: 0 });
      const session = a.startSession();
      session.startTransaction();
      await coll(a).insertOne({ _id: 'in-txn', balance: 1 }, { session });
      await b.db('admin').command({ killAllSessions: [] });
      const err = await errorOf(() => session.commitTransaction());
      expect(err.code).toBe(251);
      await session.endSession().catch(() => undefined);
      expect(await coll(b).find({}).toArray()).toEqual([{ _id: 'before', balance: 0 }]);
      await expect(coll(a).insertOne({ _id: 'after', balance: 2 })).resolves.toMatchObject({ insertedId: 'after' });
    } finally {
      await a.close();
      await b.close();
      await fresh.stop();
    }
  });

  it('when a transaction outlives transactionLifetimeMs, then it is aborted and its writes never appear', async () => {
    await limits(client).insertOne({ _id: 'slow', balance: 0 });
    const session = client.startSession();
    try {
      session.startTransaction();
      await limits(client).insertOne({ _id: 'too-late', balance: 1 }, { session });
      await limits(client).updateOne({ _id: 'slow' }, { $set: { balance: 50 } }, { session });
      await sleep(1200);
      const err = await errorOf(() => session.commitTransaction());
      expect(err.code).toBe(251);
    } finally {
      await session.endSession().catch(() => undefined);
    }
    expect(await limits(other).findOne({ _id: 'too-late' })).toBeNull();
    await expect(limits(other).updateOne({ _id: 'slow' }, { $inc: { balance: 1 } })).resolves.toMatchObject({ modifiedCount: 1 });
    expect(await limits(other).findOne({ _id: 'slow' })).toEqual({ _id: 'slow', balance: 1 });
  });

  it('when the process holding an open transaction dies, then the documents it wrote are free at once, not after the lifetime limit', async () => {
    const fresh = await startEmbeddedMongo(); // MongoDB's 60 s lifetime limit
    const writer = await connect(fresh.uri);
    try {
      const coll = writer.db(dbName).collection<Account>('orphans');
      await coll.insertOne({ _id: 'orphaned', balance: 1 });
      const holder = spawnTsx([path.join(__dirname, 'fixtures/hold-transaction.ts'), fresh.uri, dbName, 'orphans', 'orphaned'], /^(HELD)$/);
      await holder.ready;
      await killHard(holder);
      const write = coll.updateOne({ _id: 'orphaned' }, { $inc: { balance: 1 } });
      const outcome = await Promise.race([write.then(() => 'written'), sleep(5000).then(() => 'still waiting')]);
      expect(outcome).toBe('written');
      expect(await coll.findOne({ _id: 'orphaned' })).toEqual({ _id: 'orphaned', balance: 2 });
    } finally {
      await writer.close();
      await fresh.stop();
    }
  });
});
