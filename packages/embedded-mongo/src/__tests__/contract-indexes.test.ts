/**
 * Index contract: duplicate key errors as the driver surfaces them, unique (compound, sparse,
 * partial) indexes on every write path, index management and TTL expiry. Same assertions against
 * the embedded server and, when MONGODB_TEST_URI is set, a real MongoDB.
 */
import { waitFor } from '@pizza/test-kit';
import { MongoBulkWriteError, MongoServerError, type Db } from 'mongodb';

import { contractTargets, errorOf, escapeRegExp, uniqueDbName, useContractDatabase, type AnyDoc } from './helpers';

describe.each(contractTargets('contract-indexes'))('embedded MongoDB contract (indexes) against $name', (target) => {
  const dbName = uniqueDbName('ct_indexes');
  let db: Db;
  useContractDatabase(target, dbName, (ctx) => ({ db } = ctx));

  describe('range filters on an indexed field', () => {
    it('when an indexed field is filtered by $gt/$gte/$lt/$lte after inserts, updates and deletes, then the answer equals the same filter on an unindexed copy', async () => {
      const indexed = db.collection<AnyDoc>('range_indexed');
      const plain = db.collection<AnyDoc>('range_plain');
      await indexed.createIndex({ seq: 1 }, { unique: false });
      // Numbers of both kinds, arrays (multikey), strings and missing values: only numbers are in a numeric range.
      const docs: AnyDoc[] = Array.from({ length: 300 }, (_v, i) => {
        const kind = i % 10;
        const seq = kind === 7 ? `s${i}` : kind === 8 ? [i, i + 1000] : kind === 9 ? undefined : kind === 6 ? i + 0.5 : i;
        return seq === undefined ? { _id: i as never } : { _id: i as never, seq };
      });
      for (const coll of [indexed, plain]) await coll.insertMany(docs);
      for (const coll of [indexed, plain]) {
        await coll.updateMany({ _id: { $in: [3, 13, 23] } as never }, { $set: { seq: 5000 } });
        await coll.deleteMany({ _id: { $in: [4, 14, 24, 116] } as never });
      }
      const ranges = [
        { $gt: 100 },
        { $gte: 100, $lt: 150 },
        { $lte: 10 },
        { $gt: 42.5, $lte: 42.5 },
        { $gte: 999, $lt: 1100 },
        { $gt: 4999 },
      ];
      for (const range of ranges) {
        const ids = async (coll: typeof indexed) => (await coll.find({ seq: range }).sort({ _id: 1 }).toArray()).map((doc) => doc._id);
        expect({ range, ids: await ids(indexed) }).toEqual({ range, ids: await ids(plain) });
      }
      const firstThree = async (coll: typeof indexed) =>
        (
          await coll
            .find({ seq: { $gt: 250 } })
            .sort({ seq: 1, _id: 1 })
            .limit(3)
            .toArray()
        ).map((doc) => doc._id);
      expect(await firstThree(indexed)).toEqual(await firstThree(plain));
    });
  });

  describe('equality on the first field of a compound index', () => {
    it('when only the leading field is matched (with a range on the second), then the answer equals the unindexed copy', async () => {
      const indexed = db.collection<AnyDoc>('prefix_indexed');
      const plain = db.collection<AnyDoc>('prefix_plain');
      await indexed.createIndex({ user: 1, seq: 1 });
      const docs: AnyDoc[] = Array.from({ length: 120 }, (_v, i) => ({
        _id: i as never,
        ...(i % 11 === 0 ? {} : { user: i % 7 === 0 ? null : i % 5 === 0 ? [`u${i % 3}`, 'shared'] : `u${i % 3}` }),
        seq: i,
        type: i % 2 === 0 ? 'a' : 'b',
      }));
      for (const coll of [indexed, plain]) await coll.insertMany(docs);
      for (const coll of [indexed, plain]) await coll.updateMany({ _id: { $in: [1, 2] } as never }, { $set: { user: 'u9' } });
      const filters = [
        { user: 'u1', seq: { $gt: 30, $lte: 90 } },
        { user: 'shared', type: 'a' },
        { user: { $in: ['u0', 'u9'] }, seq: { $gt: 0 } },
        { user: null },
      ];
      for (const filter of filters) {
        const ids = async (coll: typeof indexed) =>
          (
            await coll
              .find(filter as never)
              .sort({ _id: 1 })
              .toArray()
          ).map((doc) => doc._id);
        expect({ filter, ids: await ids(indexed) }).toEqual({ filter, ids: await ids(plain) });
      }
    });
  });

  describe('duplicate keys and unique indexes', () => {
    const e11000 = (coll: string, index: string) =>
      new RegExp(
        `^E11000 duplicate key error collection: ${escapeRegExp(`${dbName}.${coll}`)} index: ${escapeRegExp(index)} dup key: \\{ `,
      );

    it('when an _id is inserted twice, then the driver raises E11000 with keyPattern and keyValue', async () => {
      const coll = db.collection<AnyDoc>('dup_id');
      await coll.insertOne({ _id: 1 as never, v: 1 });
      const err = await errorOf(() => coll.insertOne({ _id: 1 as never, v: 2 }));
      expect(err).toBeInstanceOf(MongoServerError);
      expect(err.code).toBe(11000);
      expect(err.message).toMatch(e11000('dup_id', '_id_'));
      expect(err.message).toContain('dup key: { _id: 1 }');
      expect(err.keyPattern).toEqual({ _id: 1 });
      expect(err.keyValue).toEqual({ _id: 1 });
      expect(await coll.findOne({ _id: 1 as never })).toEqual({ _id: 1, v: 1 });
    });

    it('when a unique field is duplicated, then the message names the index and the string key', async () => {
      const coll = db.collection<AnyDoc>('dup_users');
      await expect(coll.createIndex({ email: 1 }, { unique: true })).resolves.toBe('email_1');
      await coll.insertOne({ _id: 1 as never, email: 'a@x.io' });
      const err = await errorOf(() => coll.insertOne({ _id: 2 as never, email: 'a@x.io' }));
      expect(err.code).toBe(11000);
      expect(err.message).toMatch(e11000('dup_users', 'email_1'));
      expect(err.message).toContain('dup key: { email: "a@x.io" }');
      expect(err.keyPattern).toEqual({ email: 1 });
      expect(err.keyValue).toEqual({ email: 'a@x.io' });
    });

    it('when an ordered insertMany hits a duplicate, then it stops there and reports the index', async () => {
      const coll = db.collection<AnyDoc>('dup_ordered');
      const err = await errorOf(() => coll.insertMany([{ _id: 10 }, { _id: 11 }, { _id: 10 }, { _id: 12 }] as never[]));
      expect(err).toBeInstanceOf(MongoBulkWriteError);
      expect(err.code).toBe(11000);
      expect(err.insertedCount).toBe(2);
      expect(err.writeErrors.map((w: { index: number }) => w.index)).toEqual([2]);
      expect(err.writeErrors[0].code).toBe(11000);
      expect(err.writeErrors[0].errmsg).toMatch(e11000('dup_ordered', '_id_'));
      expect((await coll.find({}).sort({ _id: 1 }).toArray()).map((d) => d._id)).toEqual([10, 11]);
    });

    it('when an unordered insertMany hits duplicates, then it continues and reports every failed index', async () => {
      const coll = db.collection<AnyDoc>('dup_unordered');
      const docs = [{ _id: 20 }, { _id: 20 }, { _id: 21 }, { _id: 21 }, { _id: 22 }] as never[];
      const err = await errorOf(() => coll.insertMany(docs, { ordered: false }));
      expect(err).toBeInstanceOf(MongoBulkWriteError);
      expect(err.insertedCount).toBe(3);
      expect(err.writeErrors.map((w: { index: number }) => w.index)).toEqual([1, 3]);
      expect((await coll.find({}).sort({ _id: 1 }).toArray()).map((d) => d._id)).toEqual([20, 21, 22]);
      const raw = await db.command({ insert: 'dup_unordered', documents: [{ _id: 22 }, { _id: 23 }], ordered: false });
      expect(raw.ok).toBe(1);
      expect(raw.n).toBe(1);
      expect(raw.writeErrors).toHaveLength(1);
      expect(raw.writeErrors[0]).toMatchObject({ index: 0, code: 11000, keyPattern: { _id: 1 }, keyValue: { _id: 22 } });
      expect(raw.writeErrors[0].errmsg).toMatch(e11000('dup_unordered', '_id_'));
    });

    it('when update, upsert or findOneAndUpdate would duplicate a unique key, then they fail with 11000', async () => {
      const coll = db.collection<AnyDoc>('dup_writes');
      await coll.createIndex({ code: 1 }, { unique: true });
      await coll.insertMany([
        { _id: 1, code: 'A' },
        { _id: 2, code: 'B' },
      ] as never[]);
      expect((await errorOf(() => coll.updateOne({ _id: 2 as never }, { $set: { code: 'A' } }))).code).toBe(11000);
      expect((await errorOf(() => coll.updateOne({ code: 'Z' }, { $set: { code: 'A' } }, { upsert: true }))).code).toBe(11000);
      const famErr = await errorOf(() => coll.findOneAndUpdate({ _id: 2 as never }, { $set: { code: 'A' } }));
      expect(famErr.code).toBe(11000);
      expect(famErr.keyValue).toEqual({ code: 'A' });
      expect((await errorOf(() => coll.replaceOne({ _id: 2 as never }, { code: 'A' }))).code).toBe(11000);
      expect(await coll.find({}).sort({ _id: 1 }).toArray()).toEqual([
        { _id: 1, code: 'A' },
        { _id: 2, code: 'B' },
      ]);
    });

    it('when a unique index is built over existing duplicates, then index creation fails with 11000', async () => {
      const coll = db.collection<AnyDoc>('dup_build');
      await coll.insertMany([{ k: 1 }, { k: 1 }]);
      expect((await errorOf(() => coll.createIndex({ k: 1 }, { unique: true }))).code).toBe(11000);
      expect((await coll.indexes()).map((i) => i.name)).toEqual(['_id_']);
    });

    it('when a compound unique index is used, then only the full key combination must be unique', async () => {
      const coll = db.collection<AnyDoc>('dup_compound');
      await expect(coll.createIndex({ a: 1, b: -1 }, { unique: true })).resolves.toBe('a_1_b_-1');
      await coll.insertMany([
        { a: 1, b: 1 },
        { a: 1, b: 2 },
        { a: 2, b: 1 },
      ]);
      const err = await errorOf(() => coll.insertOne({ a: 1, b: 1 }));
      expect(err.code).toBe(11000);
      expect(err.message).toMatch(e11000('dup_compound', 'a_1_b_-1'));
      expect(err.message).toContain('dup key: { a: 1, b: 1 }');
      expect(err.keyPattern).toEqual({ a: 1, b: -1 });
      expect(err.keyValue).toEqual({ a: 1, b: 1 });
    });

    it('when a sparse unique index is used, then documents without the field never collide', async () => {
      const coll = db.collection<AnyDoc>('dup_sparse');
      await coll.createIndex({ nick: 1 }, { unique: true, sparse: true });
      await coll.insertMany([{ _id: 1 }, { _id: 2 }, { _id: 3, nick: 'x' }] as never[]);
      expect((await errorOf(() => coll.insertOne({ _id: 4 as never, nick: 'x' }))).code).toBe(11000);
      await coll.insertOne({ _id: 5 as never, nick: null });
      expect((await errorOf(() => coll.insertOne({ _id: 6 as never, nick: null }))).code).toBe(11000);
      expect(await coll.countDocuments()).toBe(4);
    });

    it('when a non-sparse unique field is missing twice, then the second insert collides on null', async () => {
      const coll = db.collection<AnyDoc>('dup_missing');
      await coll.createIndex({ code: 1 }, { unique: true });
      await coll.insertOne({ _id: 1 as never });
      const err = await errorOf(() => coll.insertOne({ _id: 2 as never }));
      expect(err.code).toBe(11000);
      expect(err.keyValue).toEqual({ code: null });
      expect(err.message).toContain('dup key: { code: null }');
    });

    it('when a partial unique index is used, then only documents matching the filter must be unique', async () => {
      const coll = db.collection<AnyDoc>('dup_partial');
      await coll.createIndex({ slug: 1 }, { unique: true, partialFilterExpression: { active: true } });
      await coll.insertMany([
        { _id: 1, slug: 's', active: false },
        { _id: 2, slug: 's', active: false },
        { _id: 3, slug: 's', active: true },
      ] as never[]);
      expect((await errorOf(() => coll.insertOne({ _id: 4 as never, slug: 's', active: true }))).code).toBe(11000);
      expect((await errorOf(() => coll.updateOne({ _id: 1 as never }, { $set: { active: true } }))).code).toBe(11000);
      expect((await errorOf(() => coll.findOneAndUpdate({ _id: 2 as never }, { $set: { active: true } }))).code).toBe(11000);
      await coll.updateOne({ _id: 3 as never }, { $set: { active: false } });
      await expect(coll.updateOne({ _id: 1 as never }, { $set: { active: true } })).resolves.toMatchObject({ modifiedCount: 1 });
    });
  });

  describe('index management', () => {
    it('when indexes are listed, then their keys and options are reported', async () => {
      const coll = db.collection<AnyDoc>('idx_list');
      await coll.insertOne({ a: 1 });
      await coll.createIndexes([
        { key: { a: 1 }, name: 'a_1', unique: true },
        { key: { b: 1, c: -1 }, name: 'bc', sparse: true },
        { key: { d: 1 }, name: 'd_1', partialFilterExpression: { d: { $exists: true } } },
        { key: { at: 1 }, name: 'at_1', expireAfterSeconds: 3600 },
      ]);
      const indexes = await coll.listIndexes().toArray();
      const byName = Object.fromEntries(indexes.map((i) => [i.name, i]));
      expect(Object.keys(byName).sort()).toEqual(['_id_', 'a_1', 'at_1', 'bc', 'd_1']);
      expect(byName._id_).toMatchObject({ v: 2, key: { _id: 1 } });
      expect(byName.a_1).toMatchObject({ key: { a: 1 }, unique: true });
      expect(byName.bc).toMatchObject({ key: { b: 1, c: -1 }, sparse: true });
      expect(byName.d_1).toMatchObject({ key: { d: 1 }, partialFilterExpression: { d: { $exists: true } } });
      expect(byName.at_1).toMatchObject({ key: { at: 1 }, expireAfterSeconds: 3600 });
      await expect(coll.createIndex({ a: 1 }, { unique: true })).resolves.toBe('a_1');
      expect(await coll.listIndexes().toArray()).toHaveLength(5);
    });

    it('when indexes are dropped, then they disappear, unknown names fail with 27 and _id_ stays', async () => {
      const coll = db.collection<AnyDoc>('idx_list');
      await coll.dropIndex('a_1');
      expect((await coll.indexes()).map((i) => i.name)).not.toContain('a_1');
      await coll.insertMany([{ a: 1 }, { a: 1 }]);
      const err = await errorOf(() => coll.dropIndex('no_such_index'));
      expect(err.code).toBe(27);
      expect(err.codeName).toBe('IndexNotFound');
      await db.command({ dropIndexes: 'idx_list', index: '*' });
      expect((await coll.indexes()).map((i) => i.name)).toEqual(['_id_']);
    });

    it('when indexes of a missing collection are listed, then NamespaceNotFound is returned', async () => {
      const err = await errorOf(() => db.collection<AnyDoc>('idx_never_created').listIndexes().toArray());
      expect(err.code).toBe(26);
    });
  });

  describe('TTL indexes', () => {
    it('when a TTL index exists, then expired documents are removed and others stay', async () => {
      const coll = db.collection<AnyDoc>('ttl');
      await coll.createIndex({ createdAt: 1 }, { expireAfterSeconds: 1 });
      const now = Date.now();
      await coll.insertMany([
        { _id: 'old', createdAt: new Date(now - 60_000) },
        { _id: 'future', createdAt: new Date(now + 3_600_000) },
        { _id: 'no-date', createdAt: 'not a date' },
        { _id: 'missing' },
      ] as never[]);
      const [index] = (await coll.indexes()).filter((i) => i.name === 'createdAt_1');
      expect(index).toMatchObject({ expireAfterSeconds: 1 });
      if (!target.embedded) {
        console.log('[contract] TTL expiry timing not asserted against the real server: its TTL monitor runs every 60 s');
        return;
      }
      const expired = await waitFor(async () => (await coll.countDocuments({ _id: 'old' as never })) === 0, 5000, 50);
      expect(expired).toBe(true);
      expect((await coll.find({}).sort({ _id: 1 }).toArray()).map((d) => d._id)).toEqual(['future', 'missing', 'no-date']);
    });
  });
});
