/**
 * Isolation contract, one row per behaviour of MongoDB's transactions, run through the driver and
 * mongoose against the embedded server (and a real replica set with MONGODB_TEST_URI or
 * MONGODB_URI). Each row names the MongoDB behaviour it reproduces and the manual page saying so:
 *  - snapshot reads: https://www.mongodb.com/docs/manual/reference/read-concern-snapshot/
 *  - first writer wins, a write outside waits: https://www.mongodb.com/docs/manual/core/transactions-production-consideration/#in-progress-transactions-and-write-conflicts
 *  - retry on the label: https://www.mongodb.com/docs/manual/core/transactions-in-applications/#transienttransactionerror
 */
import { sleep } from '@pizza/test-kit';
import { type ClientSession, type Collection, type MongoClient, MongoServerError } from 'mongodb';
import mongoose from 'mongoose';

import { connect, contractTargets, errorOf, uniqueDbName, useContractDatabase, type RunningTarget } from './helpers';

interface Item {
  _id: string;
  n: number;
  a?: number;
  b?: number;
  tag?: string;
}

interface Ctx {
  coll: Collection<Item>;
  /** The same collection through a second client (another application instance). */
  other: Collection<Item>;
  client: MongoClient;
  uri: string;
  dbName: string;
}

/** A transaction's session with snapshot reads, as the app's transactions run on a replica set. */
function begin(client: MongoClient): ClientSession {
  const session = client.startSession();
  session.startTransaction({ readConcern: { level: 'snapshot' }, writeConcern: { w: 'majority' } });
  return session;
}

async function expectWriteConflict(op: () => Promise<unknown>): Promise<void> {
  const err = await errorOf(op);
  expect(err).toBeInstanceOf(MongoServerError);
  expect(err.code).toBe(112);
  expect((err as MongoServerError).hasErrorLabel('TransientTransactionError')).toBe(true);
}

interface Row {
  name: string;
  /** What MongoDB does, as its manual says. */
  mongodb: string;
  run(ctx: Ctx): Promise<void>;
}

const rows: Row[] = [
  {
    name: 'lost update: two transactions read the same counter and both write it',
    mongodb: 'the second writer gets WriteConflict with TransientTransactionError at its write; the first commits',
    async run({ coll, client }) {
      await coll.insertOne({ _id: 'counter', n: 0 });
      const t1 = begin(client);
      const t2 = begin(client);
      try {
        const seen1 = (await coll.findOne({ _id: 'counter' }, { session: t1 }))!.n;
        const seen2 = (await coll.findOne({ _id: 'counter' }, { session: t2 }))!.n;
        await coll.updateOne({ _id: 'counter' }, { $set: { n: seen1 + 1 } }, { session: t1 });
        await expectWriteConflict(() => coll.updateOne({ _id: 'counter' }, { $set: { n: seen2 + 1 } }, { session: t2 }));
        await t1.commitTransaction();
      } finally {
        await t2.abortTransaction().catch(() => undefined);
        await t1.endSession();
        await t2.endSession();
      }
      expect((await coll.findOne({ _id: 'counter' }))!.n).toBe(1);
    },
  },
  {
    name: 'a document committed by a plain write after the snapshot is written in the transaction',
    mongodb: 'WriteConflict: the transaction would overwrite a change it never saw (the cart the placement read)',
    async run({ coll, other, client }) {
      await coll.insertOne({ _id: 'cart', n: 1 });
      const t1 = begin(client);
      try {
        expect((await coll.findOne({ _id: 'cart' }, { session: t1 }))!.n).toBe(1);
        await other.updateOne({ _id: 'cart' }, { $inc: { n: 1 } });
        await expectWriteConflict(() => coll.updateOne({ _id: 'cart' }, { $set: { n: 0 } }, { session: t1 }));
      } finally {
        await t1.abortTransaction().catch(() => undefined);
        await t1.endSession();
      }
      expect((await coll.findOne({ _id: 'cart' }))!.n).toBe(2);
    },
  },
  {
    name: 'write skew on one document: each transaction checks one field and clears the other',
    mongodb: 'both write the same document, so the second conflicts: never both fields cleared',
    async run({ coll, client }) {
      await coll.insertOne({ _id: 'doctors', n: 0, a: 1, b: 1 });
      const t1 = begin(client);
      const t2 = begin(client);
      try {
        const d1 = (await coll.findOne({ _id: 'doctors' }, { session: t1 }))!;
        const d2 = (await coll.findOne({ _id: 'doctors' }, { session: t2 }))!;
        if (d1.b === 1) await coll.updateOne({ _id: 'doctors' }, { $set: { a: 0 } }, { session: t1 });
        if (d2.a === 1) await expectWriteConflict(() => coll.updateOne({ _id: 'doctors' }, { $set: { b: 0 } }, { session: t2 }));
        await t1.commitTransaction();
      } finally {
        await t2.abortTransaction().catch(() => undefined);
        await t1.endSession();
        await t2.endSession();
      }
      expect(await coll.findOne({ _id: 'doctors' })).toMatchObject({ a: 0, b: 1 });
    },
  },
  {
    name: 'read your own writes',
    mongodb: 'operations in a transaction see its uncommitted writes; nobody else does until commit',
    async run({ coll, other, client }) {
      await coll.insertOne({ _id: 'own-1', n: 1, tag: 'own' });
      const t1 = begin(client);
      try {
        await coll.insertOne({ _id: 'own-2', n: 2, tag: 'own' }, { session: t1 });
        await coll.updateOne({ _id: 'own-1' }, { $inc: { n: 10 } }, { session: t1 });
        expect(await coll.find({ tag: 'own' }, { session: t1 }).sort({ _id: 1 }).toArray()).toEqual([
          { _id: 'own-1', n: 11, tag: 'own' },
          { _id: 'own-2', n: 2, tag: 'own' },
        ]);
        expect(await coll.countDocuments({ tag: 'own' }, { session: t1 })).toBe(2);
        expect(await other.countDocuments({ tag: 'own' })).toBe(1);
        await t1.commitTransaction();
      } finally {
        await t1.endSession();
      }
      expect(await other.countDocuments({ tag: 'own' })).toBe(2);
    },
  },
  {
    name: 'snapshot stability across a concurrent commit (update, insert, delete)',
    mongodb: 'a transaction reads the data as of its snapshot: no change committed after it, no phantom',
    async run({ coll, other, client }) {
      await coll.insertMany([
        { _id: 'snap-1', n: 1, tag: 'snap' },
        { _id: 'snap-2', n: 2, tag: 'snap' },
      ]);
      const t1 = begin(client);
      try {
        const before = await coll.find({ tag: 'snap' }, { session: t1 }).sort({ _id: 1 }).toArray();
        await other.updateOne({ _id: 'snap-1' }, { $set: { n: 100, tag: 'moved' } });
        await other.deleteOne({ _id: 'snap-2' });
        await other.insertOne({ _id: 'snap-3', n: 3, tag: 'snap' });
        expect(await coll.find({ tag: 'snap' }, { session: t1 }).sort({ _id: 1 }).toArray()).toEqual(before);
        expect(await coll.findOne({ _id: 'snap-2' }, { session: t1 })).toEqual({ _id: 'snap-2', n: 2, tag: 'snap' });
        expect(await coll.findOne({ _id: 'snap-3' }, { session: t1 })).toBeNull();
        expect(await coll.countDocuments({ n: { $gte: 1 }, tag: { $in: ['snap', 'moved'] } }, { session: t1 })).toBe(2);
        const total = await coll
          .aggregate([{ $match: { tag: 'snap' } }, { $group: { _id: null, sum: { $sum: '$n' } } }], { session: t1 })
          .toArray();
        expect(total).toEqual([{ _id: null, sum: 3 }]);
        await t1.commitTransaction();
      } finally {
        await t1.endSession();
      }
      expect(
        await coll
          .find({ _id: { $in: ['snap-1', 'snap-2', 'snap-3'] } })
          .sort({ _id: 1 })
          .toArray(),
      ).toEqual([
        { _id: 'snap-1', n: 100, tag: 'moved' },
        { _id: 'snap-3', n: 3, tag: 'snap' },
      ]);
    },
  },
  {
    name: 'a plain write to a document an open transaction has written',
    mongodb: 'the write outside the transaction waits until the transaction ends, then applies on top of it',
    async run({ coll, other, client }) {
      await coll.insertOne({ _id: 'held', n: 1 });
      const t1 = begin(client);
      let plainDone = false;
      let plain: Promise<unknown> | undefined;
      try {
        await coll.updateOne({ _id: 'held' }, { $set: { n: 10 } }, { session: t1 });
        plain = other.updateOne({ _id: 'held' }, { $inc: { n: 1 } }).then(() => (plainDone = true));
        // Several round trips of the transaction, and a pause, while the plain write must still wait.
        for (let i = 0; i < 3; i++) expect((await coll.findOne({ _id: 'held' }, { session: t1 }))!.n).toBe(10);
        await sleep(200);
        expect(plainDone).toBe(false);
        expect((await other.findOne({ _id: 'held' }))!.n).toBe(1);
        await t1.commitTransaction();
      } finally {
        await t1.endSession();
      }
      await plain;
      expect((await coll.findOne({ _id: 'held' }))!.n).toBe(11);
    },
  },
  {
    name: 'a transaction writes a document another open transaction has written',
    mongodb: 'first writer wins: the second gets WriteConflict at once, is aborted, and its next command says NoSuchTransaction',
    async run({ coll, client }) {
      await coll.insertOne({ _id: 'contended', n: 0 });
      const t1 = begin(client);
      const t2 = begin(client);
      try {
        await coll.updateOne({ _id: 'contended' }, { $set: { n: 1 } }, { session: t1 });
        await expectWriteConflict(() => coll.updateOne({ _id: 'contended' }, { $set: { n: 2 } }, { session: t2 }));
        const after = await errorOf(() => coll.insertOne({ _id: 'after-conflict', n: 0 }, { session: t2 }));
        expect(after.code).toBe(251);
        await t1.commitTransaction();
      } finally {
        await t2.abortTransaction().catch(() => undefined);
        await t1.endSession();
        await t2.endSession();
      }
      expect((await coll.findOne({ _id: 'contended' }))!.n).toBe(1);
      expect(await coll.findOne({ _id: 'after-conflict' })).toBeNull();
    },
  },
  {
    name: 'abort leaves nothing and releases what the transaction held',
    mongodb: 'an aborted transaction changes nothing; its documents are free for the next writer',
    async run({ coll, other, client }) {
      await coll.insertMany([
        { _id: 'ab-1', n: 1 },
        { _id: 'ab-2', n: 2 },
      ]);
      const t1 = begin(client);
      try {
        await coll.insertOne({ _id: 'ab-3', n: 3 }, { session: t1 });
        await coll.updateOne({ _id: 'ab-1' }, { $set: { n: 100 } }, { session: t1 });
        await coll.deleteOne({ _id: 'ab-2' }, { session: t1 });
        await t1.abortTransaction();
      } finally {
        await t1.endSession();
      }
      expect(
        await other
          .find({ _id: { $in: ['ab-1', 'ab-2', 'ab-3'] } })
          .sort({ _id: 1 })
          .toArray(),
      ).toEqual([
        { _id: 'ab-1', n: 1 },
        { _id: 'ab-2', n: 2 },
      ]);
      await other.updateOne({ _id: 'ab-1' }, { $inc: { n: 1 } });
      const t2 = begin(client);
      try {
        await coll.updateOne({ _id: 'ab-2' }, { $inc: { n: 1 } }, { session: t2 });
        await t2.commitTransaction();
      } finally {
        await t2.endSession();
      }
      expect((await other.findOne({ _id: 'ab-1' }))!.n).toBe(2);
      expect((await other.findOne({ _id: 'ab-2' }))!.n).toBe(3);
    },
  },
  {
    name: 'read-modify-write through mongoose connection.transaction() from two clients at once',
    mongodb: 'the conflicting one is retried from the start on TransientTransactionError: no increment is lost',
    async run({ coll, uri, dbName }) {
      await coll.insertOne({ _id: 'mongoose', n: 0 });
      const conns = await Promise.all([1, 2].map(() => mongoose.createConnection(uri, { dbName }).asPromise()));
      try {
        let arrived = 0;
        await Promise.all(
          conns.map((conn) =>
            conn.transaction(async (session) => {
              const items = conn.db!.collection<Item>(coll.collectionName);
              const { n } = (await items.findOne({ _id: 'mongoose' }, { session }))!;
              arrived += 1;
              while (arrived < 2) await sleep(5); // both have read before either writes
              await items.updateOne({ _id: 'mongoose' }, { $set: { n: n + 1 } }, { session });
            }),
          ),
        );
      } finally {
        await Promise.all(conns.map((c) => c.close()));
      }
      expect((await coll.findOne({ _id: 'mongoose' }))!.n).toBe(2);
    },
  },
];

describe.each(contractTargets('contract-isolation'))('transaction isolation against $name', (target) => {
  const dbName = uniqueDbName('ct_iso');
  const ctx = {} as Ctx;
  let running: RunningTarget;

  useContractDatabase(target, dbName, async (c) => {
    running = c.running;
    ctx.client = c.client;
    ctx.uri = running.uri;
    ctx.dbName = dbName;
  });

  it.each(rows)('$name: $mongodb', async (row) => {
    const name = `iso_${rows.indexOf(row)}`;
    await ctx.client.db(dbName).createCollection(name);
    const other = await connect(running.uri);
    try {
      await row.run({ ...ctx, coll: ctx.client.db(dbName).collection<Item>(name), other: other.db(dbName).collection<Item>(name) });
    } finally {
      await other.close();
    }
  });
});
