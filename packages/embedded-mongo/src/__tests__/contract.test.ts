/**
 * Driver-level contract: the same assertions run against the embedded server and, when
 * MONGODB_TEST_URI is set, against a real MongoDB. Everything asserted here is MongoDB behaviour.
 * Indexes and duplicate keys: contract-indexes; aggregation, transactions, mongoose: their own files.
 */
import {
  Binary,
  BSONRegExp,
  Decimal128,
  Double,
  Int32,
  Long,
  MongoServerError,
  ObjectId,
  type CommandStartedEvent,
  type CommandSucceededEvent,
  type Db,
  type Document,
  type MongoClient,
} from 'mongodb';

import { connect, contractTargets, errorOf, uniqueDbName, useContractDatabase, type AnyDoc, type RunningTarget } from './helpers';

const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe.each(contractTargets('contract'))('embedded MongoDB contract (driver) against $name', (target) => {
  const dbName = uniqueDbName('ct_driver');
  let running: RunningTarget;
  let client: MongoClient;
  let db: Db;
  useContractDatabase(target, dbName, (ctx) => ({ running, client, db } = ctx));

  describe('handshake and server commands', () => {
    it('when hello is sent, then the server reports a writable primary with the wire limits', async () => {
      const res = await db.command({ hello: 1 });
      expect(res.ok).toBe(1);
      expect(res.isWritablePrimary).toBe(true);
      expect(res.maxBsonObjectSize).toBe(16 * 1024 * 1024);
      expect(res.maxMessageSizeBytes).toBe(48_000_000);
      expect(res.maxWriteBatchSize).toBe(100_000);
      expect(res.maxWireVersion).toBeGreaterThanOrEqual(8);
      expect(typeof res.logicalSessionTimeoutMinutes).toBe('number');
      expect(res.localTime).toBeInstanceOf(Date);
    });

    it('when the legacy isMaster is sent, then ismaster is true', async () => {
      const res = await db.command({ isMaster: 1 });
      expect(res.ok).toBe(1);
      expect(res.ismaster).toBe(true);
    });

    it('when ping is sent, then ok is 1', async () => {
      await expect(db.command({ ping: 1 })).resolves.toMatchObject({ ok: 1 });
      await expect(client.db('admin').command({ ping: 1 })).resolves.toMatchObject({ ok: 1 });
    });

    it('when buildInfo is sent, then a version string and version array are returned', async () => {
      const res = await db.command({ buildInfo: 1 });
      expect(res.ok).toBe(1);
      expect(res.version).toMatch(/^\d+\.\d+\.\d+/);
      expect(Array.isArray(res.versionArray)).toBe(true);
      expect(res.versionArray.slice(0, 3).join('.')).toBe(res.version.split(/[-+]/)[0]);
    });

    it('when hostInfo is sent, then system and os sections are returned', async () => {
      const res = await client.db('admin').command({ hostInfo: 1 });
      expect(res.ok).toBe(1);
      expect(typeof res.system).toBe('object');
      expect(typeof res.os).toBe('object');
    });

    it('when getParameter asks for the feature compatibility version, then a version is returned', async () => {
      const res = await client.db('admin').command({ getParameter: 1, featureCompatibilityVersion: 1 });
      expect(res.ok).toBe(1);
      expect(res.featureCompatibilityVersion.version).toMatch(/^\d+\.\d+$/);
    });

    it('when an unknown command is sent, then it fails with code 59 CommandNotFound', async () => {
      const err = await errorOf(() => db.command({ frobnicateTheDatabase: 1 }));
      expect(err).toBeInstanceOf(MongoServerError);
      expect(err.code).toBe(59);
      expect(err.codeName).toBe('CommandNotFound');
      expect(err.message).toContain('frobnicateTheDatabase');
      expect(err.errorResponse.ok).toBe(0);
    });

    it('when the database holds data, then listDatabases includes it with sizes', async () => {
      await db.collection<AnyDoc>('listdb_marker').insertOne({ x: 1 });
      const res = await client.db('admin').command({ listDatabases: 1 });
      expect(res.ok).toBe(1);
      const entry = res.databases.find((d: Document) => d.name === dbName);
      expect(entry).toBeDefined();
      expect(typeof entry.sizeOnDisk).toBe('number');
      expect(entry.empty).toBe(false);
      expect(typeof res.totalSize).toBe('number');
      const namesOnly = await client.db('admin').admin().listDatabases({ nameOnly: true });
      expect(namesOnly.databases.map((d) => d.name)).toContain(dbName);
    });
  });

  describe('collections', () => {
    it('when a collection is created explicitly, then listCollections reports it by name and type', async () => {
      await db.createCollection('created_explicitly');
      const all = await db.listCollections().toArray();
      expect(all.find((c) => c.name === 'created_explicitly')).toMatchObject({ name: 'created_explicitly', type: 'collection' });
      const filtered = await db.listCollections({ name: 'created_explicitly' }, { nameOnly: true }).toArray();
      expect(filtered.map((c) => c.name)).toEqual(['created_explicitly']);
    });

    it('when a collection is dropped, then it disappears with its documents', async () => {
      const coll = db.collection<AnyDoc>('to_drop');
      await coll.insertMany([{ a: 1 }, { a: 2 }]);
      await expect(coll.drop()).resolves.toBe(true);
      const names = (await db.listCollections({}, { nameOnly: true }).toArray()).map((c) => c.name);
      expect(names).not.toContain('to_drop');
      expect(await coll.countDocuments()).toBe(0);
    });

    it('when a database is dropped, then none of its collections remain', async () => {
      const other = client.db(`${dbName}_x`);
      await other.collection<AnyDoc>('a').insertOne({ a: 1 });
      await other.collection<AnyDoc>('b').insertOne({ b: 1 });
      await expect(other.dropDatabase()).resolves.toBe(true);
      expect(await other.listCollections().toArray()).toEqual([]);
      const dbs = await client.db('admin').admin().listDatabases({ nameOnly: true });
      expect(dbs.databases.map((d) => d.name)).not.toContain(`${dbName}_x`);
    });
  });

  describe('CRUD and queries', () => {
    it('when documents are inserted, then they are found by _id with driver-generated ObjectIds', async () => {
      const coll = db.collection<AnyDoc>('crud_basic');
      const one = await coll.insertOne({ name: 'margherita', price: 8.5 });
      expect(one.acknowledged).toBe(true);
      expect(one.insertedId).toBeInstanceOf(ObjectId);
      const many = await coll.insertMany([
        { name: 'diavola', price: 10 },
        { name: 'marinara', price: 7 },
      ]);
      expect(many.insertedCount).toBe(2);
      const found = await coll.findOne({ _id: one.insertedId });
      expect(found).toEqual({ _id: one.insertedId, name: 'margherita', price: 8.5 });
      expect(await coll.countDocuments()).toBe(3);
    });

    it('when a filter uses query operators, then only matching documents are returned', async () => {
      const coll = db.collection<AnyDoc>('crud_ops');
      await coll.insertMany([
        { _id: 1, n: 1, tags: ['veg', 'hot'], sub: { x: 1 }, items: [{ sku: 'a', qty: 1 }] },
        {
          _id: 2,
          n: 5,
          tags: ['hot'],
          sub: { x: 2 },
          items: [
            { sku: 'b', qty: 5 },
            { sku: 'c', qty: 1 },
          ],
        },
        { _id: 3, n: 10, tags: [], sub: { x: 3 }, name: 'Quattro Formaggi' },
        { _id: 4, n: null },
      ]);
      const ids = async (filter: Document) => (await coll.find(filter).sort({ _id: 1 }).toArray()).map((d) => d._id);
      expect(await ids({ n: { $gt: 1, $lte: 10 } })).toEqual([2, 3]);
      expect(await ids({ n: { $in: [1, 10] } })).toEqual([1, 3]);
      expect(await ids({ n: { $nin: [1, 10] } })).toEqual([2, 4]);
      expect(await ids({ n: { $ne: 5 } })).toEqual([1, 3, 4]);
      expect(await ids({ n: null })).toEqual([4]);
      expect(await ids({ name: { $exists: true } })).toEqual([3]);
      expect(await ids({ name: { $regex: '^quattro', $options: 'i' } })).toEqual([3]);
      expect(await ids({ name: /formaggi$/i })).toEqual([3]);
      expect(await ids({ tags: 'hot' })).toEqual([1, 2]);
      expect(await ids({ tags: { $all: ['hot', 'veg'] } })).toEqual([1]);
      expect(await ids({ tags: { $size: 0 } })).toEqual([3]);
      expect(await ids({ 'sub.x': { $gte: 2 } })).toEqual([2, 3]);
      expect(await ids({ 'items.sku': 'c' })).toEqual([2]);
      expect(await ids({ items: { $elemMatch: { sku: 'b', qty: { $gt: 2 } } } })).toEqual([2]);
      expect(await ids({ $or: [{ n: 1 }, { 'sub.x': 3 }] })).toEqual([1, 3]);
      expect(await ids({ $and: [{ n: { $gt: 0 } }, { tags: 'hot' }] })).toEqual([1, 2]);
      expect(await ids({ n: { $type: 'null' } })).toEqual([4]);
    });

    it('when sort, skip, limit and projection are combined, then the right slice and fields come back', async () => {
      const coll = db.collection<AnyDoc>('crud_sort');
      await coll.insertMany(
        range(1, 20).map((i) => ({ _id: i, group: i % 2 === 0 ? 'even' : 'odd', n: i, sub: { a: i, b: -i }, secret: 's' })),
      );
      const page = await coll
        .find({}, { projection: { n: 1, _id: 0 } })
        .sort({ group: 1, n: -1 })
        .skip(2)
        .limit(3)
        .toArray();
      expect(page).toEqual([{ n: 16 }, { n: 14 }, { n: 12 }]);
      const excluded = await coll.findOne({ _id: 3 }, { projection: { secret: 0, 'sub.b': 0 } });
      expect(excluded).toEqual({ _id: 3, group: 'odd', n: 3, sub: { a: 3 } });
      const nested = await coll.findOne({ _id: 4 }, { projection: { 'sub.b': 1 } });
      expect(nested).toEqual({ _id: 4, sub: { b: -4 } });
      // Plain top-level fields: _id kept unless excluded, missing fields left out, exclusion keeps the rest.
      expect(await coll.findOne({ _id: 5 }, { projection: { n: 1, missing: 1, group: true } })).toEqual({ _id: 5, n: 5, group: 'odd' });
      expect(await coll.findOne({ _id: 6 }, { projection: { secret: 0, sub: false, _id: 0 } })).toEqual({ group: 'even', n: 6 });
      const negativeLimit = await coll.find({}).sort({ n: 1 }).limit(-3).toArray();
      expect(negativeLimit.map((d) => d._id)).toEqual([1, 2, 3]);
    });

    it('when values of different BSON types are sorted, then null and missing come first, then numbers, then strings', async () => {
      const coll = db.collection<AnyDoc>('crud_sort_types');
      await coll.insertMany([
        { _id: 1, v: 'b' },
        { _id: 2, v: 2 },
        { _id: 3, v: 'a' },
        { _id: 4, v: 1.5 },
        { _id: 5 },
        { _id: 6, v: Long.fromNumber(3) },
      ]);
      const asc = (await coll.find({}).sort({ v: 1, _id: 1 }).toArray()).map((d) => d._id);
      expect(asc).toEqual([5, 4, 2, 6, 3, 1]);
      const desc = (await coll.find({}).sort({ v: -1, _id: 1 }).toArray()).map((d) => d._id);
      expect(desc).toEqual([1, 3, 6, 2, 4, 5]);
    });
  });

  describe('cursors', () => {
    const monitoredEvents: (CommandStartedEvent | CommandSucceededEvent)[] = [];
    let monitored: MongoClient;

    beforeAll(async () => {
      await db.collection<AnyDoc>('cursor_many').insertMany(range(0, 249).map((i) => ({ _id: i, pad: 'x'.repeat(20) })));
      monitored = await connect(running.uri, { monitorCommands: true });
      monitored.on('commandStarted', (e) => monitoredEvents.push(e));
      monitored.on('commandSucceeded', (e) => monitoredEvents.push(e));
    });
    afterAll(async () => monitored?.close());
    beforeEach(() => void (monitoredEvents.length = 0));

    const started = (name: string) => monitoredEvents.filter((e): e is CommandStartedEvent => 'command' in e && e.commandName === name);
    const succeeded = (name: string) => monitoredEvents.filter((e): e is CommandSucceededEvent => 'reply' in e && e.commandName === name);

    it('when more than 101 documents are read, then the first batch holds 101 and getMore fetches the rest', async () => {
      const docs = await monitored.db(dbName).collection<AnyDoc>('cursor_many').find({}).sort({ _id: 1 }).toArray();
      expect(docs.map((d) => d._id)).toEqual(range(0, 249));
      expect((succeeded('find')[0]?.reply as Document).cursor.firstBatch).toHaveLength(101);
      expect(started('getMore').length).toBeGreaterThanOrEqual(1);
    });

    it('when a batchSize is given, then every getMore returns at most that many documents', async () => {
      const docs = await monitored
        .db(dbName)
        .collection<AnyDoc>('cursor_many')
        .find({ _id: { $lt: 120 } }, { batchSize: 25 })
        .toArray();
      expect(docs).toHaveLength(120);
      expect(started('getMore').length).toBeGreaterThanOrEqual(4);
      for (const e of succeeded('getMore')) expect((e.reply as Document).cursor.nextBatch.length).toBeLessThanOrEqual(25);
    });

    it('when find/getMore/killCursors are sent as commands, then the cursor pages and is killed', async () => {
      const first = await db.command({ find: 'cursor_many', filter: {}, sort: { _id: 1 }, batchSize: 2 }, { promoteLongs: false });
      expect(first.cursor.ns).toBe(`${dbName}.cursor_many`);
      expect(first.cursor.firstBatch.map((d: Document) => d._id)).toEqual([0, 1]);
      const id = first.cursor.id as Long;
      expect(Long.isLong(id)).toBe(true);
      expect(id.isZero()).toBe(false);
      const more = await db.command({ getMore: id, collection: 'cursor_many', batchSize: 3 }, { promoteLongs: false });
      expect(more.cursor.nextBatch.map((d: Document) => d._id)).toEqual([2, 3, 4]);
      expect((more.cursor.id as Long).equals(id)).toBe(true);
      const killed = await db.command({ killCursors: 'cursor_many', cursors: [id] }, { promoteLongs: false });
      expect(killed.ok).toBe(1);
      expect(killed.cursorsKilled.map(String)).toEqual([id.toString()]);
      expect(killed.cursorsNotFound).toEqual([]);
      const err = await errorOf(() => db.command({ getMore: id, collection: 'cursor_many' }));
      expect(err.code).toBe(43);
      expect(err.codeName).toBe('CursorNotFound');
    });

    it('when singleBatch is requested or the result fits, then the cursor id is 0', async () => {
      const single = await db.command({ find: 'cursor_many', filter: {}, batchSize: 5, singleBatch: true }, { promoteLongs: false });
      expect(single.cursor.firstBatch).toHaveLength(5);
      expect(Long.fromValue(single.cursor.id).isZero()).toBe(true);
      const fits = await db.command({ find: 'cursor_many', filter: { _id: { $lt: 10 } } }, { promoteLongs: false });
      expect(fits.cursor.firstBatch).toHaveLength(10);
      expect(Long.fromValue(fits.cursor.id).isZero()).toBe(true);
    });

    it('when a limit spans several batches, then exactly limit documents are returned', async () => {
      const docs = await monitored.db(dbName).collection<AnyDoc>('cursor_many').find({}).sort({ _id: -1 }).limit(7).batchSize(5).toArray();
      expect(docs.map((d) => d._id)).toEqual(range(243, 249).reverse());
    });

    it('when a cursor is closed early, then the driver kills it on the server', async () => {
      const cursor = monitored.db(dbName).collection<AnyDoc>('cursor_many').find({}, { batchSize: 10 });
      await cursor.next();
      await cursor.close();
      expect(succeeded('killCursors')).toHaveLength(1);
      const reply = succeeded('killCursors')[0]!.reply as Document;
      expect(reply.cursorsKilled).toHaveLength(1);
    });
  });

  describe('updates', () => {
    it('when updateMany and updateOne run, then multi touches every match and single only one', async () => {
      const coll = db.collection<AnyDoc>('upd_multi');
      await coll.insertMany([
        { _id: 1, kind: 'a', n: 1 },
        { _id: 2, kind: 'a', n: 2 },
        { _id: 3, kind: 'b', n: 3 },
      ]);
      const many = await coll.updateMany({ kind: 'a' }, { $inc: { n: 10 }, $set: { touched: true } });
      expect(many).toMatchObject({ matchedCount: 2, modifiedCount: 2, upsertedCount: 0 });
      const one = await coll.updateOne({ kind: 'a' }, { $set: { once: true } });
      expect(one).toMatchObject({ matchedCount: 1, modifiedCount: 1 });
      expect(await coll.find({}).sort({ _id: 1 }).toArray()).toEqual([
        { _id: 1, kind: 'a', n: 11, touched: true, once: true },
        { _id: 2, kind: 'a', n: 12, touched: true },
        { _id: 3, kind: 'b', n: 3 },
      ]);
      const raw = await db.command({ update: 'upd_multi', updates: [{ q: { kind: 'a' }, u: { $set: { raw: 1 } }, multi: true }] });
      expect(raw).toMatchObject({ ok: 1, n: 2, nModified: 2 });
    });

    it('when an update sets values that are already there, then it matches but modifies nothing', async () => {
      const coll = db.collection<AnyDoc>('upd_noop');
      await coll.insertOne({ _id: 1, v: 5 });
      await expect(coll.updateOne({ _id: 1 }, { $set: { v: 5 } })).resolves.toMatchObject({ matchedCount: 1, modifiedCount: 0 });
    });

    it('when an upsert inserts, then $setOnInsert and the filter equalities apply, and not on a later match', async () => {
      const coll = db.collection<AnyDoc>('upd_upsert');
      const first = await coll.updateOne(
        { sku: 'abc', qty: { $gt: 3 } },
        { $set: { price: 5 }, $setOnInsert: { createdBy: 'upsert' } },
        { upsert: true },
      );
      expect(first).toMatchObject({ matchedCount: 0, modifiedCount: 0, upsertedCount: 1 });
      expect(first.upsertedId).toBeInstanceOf(ObjectId);
      expect(await coll.findOne({ _id: first.upsertedId! }, { projection: { _id: 0 } })).toEqual({
        sku: 'abc',
        price: 5,
        createdBy: 'upsert',
      });
      const second = await coll.updateOne({ sku: 'abc' }, { $set: { price: 6 }, $setOnInsert: { createdBy: 'other' } }, { upsert: true });
      expect(second).toMatchObject({ matchedCount: 1, modifiedCount: 1, upsertedCount: 0, upsertedId: null });
      expect(await coll.findOne({ sku: 'abc' }, { projection: { _id: 0 } })).toEqual({ sku: 'abc', price: 6, createdBy: 'upsert' });
      const withId = await coll.updateOne({ _id: 'fixed' }, { $inc: { n: 1 } }, { upsert: true });
      expect(withId.upsertedId).toBe('fixed');
      expect(await coll.findOne({ _id: 'fixed' as never })).toEqual({ _id: 'fixed', n: 1 });
    });

    it('when arrayFilters, $[] and the positional $ are used, then only the addressed elements change', async () => {
      const coll = db.collection<AnyDoc>('upd_arrays');
      await coll.insertOne({
        _id: 1,
        grades: [
          { score: 95, ok: false },
          { score: 60, ok: false },
          { score: 85, ok: false },
        ],
      });
      const res = await coll.updateOne({ _id: 1 }, { $set: { 'grades.$[g].ok': true } }, { arrayFilters: [{ 'g.score': { $gte: 80 } }] });
      expect(res.modifiedCount).toBe(1);
      await coll.updateOne({ _id: 1 }, { $inc: { 'grades.$[].score': 1 } });
      await coll.updateOne({ _id: 1, 'grades.score': 61 }, { $set: { 'grades.$.score': 70 } });
      expect(await coll.findOne({ _id: 1 })).toEqual({
        _id: 1,
        grades: [
          { score: 96, ok: true },
          { score: 70, ok: false },
          { score: 86, ok: true },
        ],
      });
    });

    it('when a replacement document is given, then every other field is removed and _id is kept', async () => {
      const coll = db.collection<AnyDoc>('upd_replace');
      await coll.insertOne({ _id: 1, a: 1, b: 2 });
      await expect(coll.replaceOne({ _id: 1 }, { only: 'this' })).resolves.toMatchObject({ matchedCount: 1, modifiedCount: 1 });
      expect(await coll.findOne({ _id: 1 })).toEqual({ _id: 1, only: 'this' });
      const raw = await db.command({ update: 'upd_replace', updates: [{ q: { _id: 1 }, u: { raw: true } }] });
      expect(raw).toMatchObject({ n: 1, nModified: 1 });
      expect(await coll.findOne({ _id: 1 })).toEqual({ _id: 1, raw: true });
      const upserted = await coll.replaceOne({ key: 'r' }, { key: 'r', v: 1 }, { upsert: true });
      expect(upserted.upsertedCount).toBe(1);
      expect(await coll.findOne({ key: 'r' }, { projection: { _id: 0 } })).toEqual({ key: 'r', v: 1 });
    });

    it('when the common update operators are combined, then each applies as in MongoDB', async () => {
      const coll = db.collection<AnyDoc>('upd_operators');
      await coll.insertOne({ _id: 1, a: 1, b: 2, c: 3, list: [1, 2, 3, 2], set: ['x'], lo: 5, hi: 5, m: 3, old: 'name' });
      await coll.updateOne(
        { _id: 1 },
        {
          $unset: { a: '' },
          $push: { list: { $each: [4, 5] } } as never,
          $addToSet: { set: { $each: ['x', 'y'] } },
          $rename: { old: 'renamed' },
          $min: { lo: 1 },
          $max: { hi: 9 },
          $mul: { m: 2 },
          $set: { 'deep.er': true },
        },
      );
      await coll.updateOne({ _id: 1 }, { $pull: { list: 2 } as never, $currentDate: { at: true } });
      const doc = await coll.findOne({ _id: 1 });
      expect(doc).toMatchObject({
        _id: 1,
        b: 2,
        c: 3,
        list: [1, 3, 4, 5],
        set: ['x', 'y'],
        lo: 1,
        hi: 9,
        m: 6,
        renamed: 'name',
        deep: { er: true },
      });
      expect(doc).not.toHaveProperty('a');
      expect(doc).not.toHaveProperty('old');
      expect(doc!.at).toBeInstanceOf(Date);
    });

    it('when an update tries to change _id, then it fails with ImmutableField', async () => {
      const coll = db.collection<AnyDoc>('upd_immutable');
      await coll.insertOne({ _id: 1, v: 1 });
      const err = await errorOf(() => coll.updateOne({ _id: 1 }, { $set: { _id: 2 } }));
      expect(err.code).toBe(66);
      expect(await coll.findOne({ _id: 1 })).toEqual({ _id: 1, v: 1 });
    });
  });

  describe('deletes', () => {
    it('when deleting with limit 1 and limit 0, then one or all matches are removed', async () => {
      const coll = db.collection<AnyDoc>('del');
      await coll.insertMany(range(1, 6).map((i) => ({ _id: i, kind: i <= 5 ? 'x' : 'y' })));
      await expect(coll.deleteOne({ kind: 'x' })).resolves.toMatchObject({ deletedCount: 1 });
      const rawOne = await db.command({ delete: 'del', deletes: [{ q: { kind: 'x' }, limit: 1 }] });
      expect(rawOne).toMatchObject({ ok: 1, n: 1 });
      const rawAll = await db.command({ delete: 'del', deletes: [{ q: { kind: 'x' }, limit: 0 }] });
      expect(rawAll).toMatchObject({ ok: 1, n: 3 });
      await expect(coll.deleteMany({ kind: 'nothing' })).resolves.toMatchObject({ deletedCount: 0 });
      expect((await coll.find({}).toArray()).map((d) => d._id)).toEqual([6]);
      await expect(coll.deleteMany({})).resolves.toMatchObject({ deletedCount: 1 });
    });
  });

  describe('findAndModify', () => {
    beforeAll(async () => {
      await db.collection<AnyDoc>('fam').insertMany([
        { _id: 1, queue: 'q', rank: 3, n: 0 },
        { _id: 2, queue: 'q', rank: 1, n: 0 },
        { _id: 3, queue: 'q', rank: 2, n: 0 },
      ]);
    });

    it('when findOneAndUpdate sorts and projects, then the first sorted match is updated and returned projected', async () => {
      const coll = db.collection<AnyDoc>('fam');
      const after = await coll.findOneAndUpdate(
        { queue: 'q' },
        { $inc: { n: 1 } },
        { sort: { rank: -1 }, returnDocument: 'after', projection: { n: 1, rank: 1, _id: 0 } },
      );
      expect(after).toEqual({ rank: 3, n: 1 });
      const before = await coll.findOneAndUpdate({ queue: 'q' }, { $inc: { n: 1 } }, { sort: { rank: -1 }, returnDocument: 'before' });
      expect(before).toEqual({ _id: 1, queue: 'q', rank: 3, n: 1 });
      expect(await coll.findOne({ _id: 1 })).toMatchObject({ n: 2 });
    });

    it('when findOneAndUpdate upserts, then before is null, after is the new document and metadata says upserted', async () => {
      const coll = db.collection<AnyDoc>('fam');
      const before = await coll.findOneAndUpdate(
        { _id: 10 },
        { $set: { queue: 'new' }, $setOnInsert: { rank: 0 } },
        { upsert: true, returnDocument: 'before' },
      );
      expect(before).toBeNull();
      expect(await coll.findOne({ _id: 10 })).toEqual({ _id: 10, queue: 'new', rank: 0 });
      const after = await coll.findOneAndUpdate({ _id: 11 }, { $set: { queue: 'new' } }, { upsert: true, returnDocument: 'after' });
      expect(after).toEqual({ _id: 11, queue: 'new' });
      const meta = await coll.findOneAndUpdate({ _id: 12 }, { $set: { queue: 'new' } }, { upsert: true, includeResultMetadata: true });
      expect(meta.ok).toBe(1);
      expect(meta.value).toBeNull();
      expect(meta.lastErrorObject).toMatchObject({ n: 1, updatedExisting: false, upserted: 12 });
      const existing = await coll.findOneAndUpdate(
        { _id: 12 },
        { $set: { v: 1 } },
        { includeResultMetadata: true, returnDocument: 'after' },
      );
      expect(existing.lastErrorObject).toMatchObject({ n: 1, updatedExisting: true });
      expect(existing.value).toEqual({ _id: 12, queue: 'new', v: 1 });
      expect(await coll.findOneAndUpdate({ _id: 999 }, { $set: { v: 1 } })).toBeNull();
    });

    it('when findOneAndDelete and findOneAndReplace sort, then they act on the first sorted match', async () => {
      const coll = db.collection<AnyDoc>('fam');
      const deleted = await coll.findOneAndDelete({ queue: 'q' }, { sort: { rank: 1 } });
      expect(deleted).toMatchObject({ _id: 2, rank: 1 });
      expect(await coll.findOne({ _id: 2 })).toBeNull();
      const replaced = await coll.findOneAndReplace(
        { queue: 'q' },
        { queue: 'q', rank: 10, replaced: true },
        { sort: { rank: 1 }, returnDocument: 'after' },
      );
      expect(replaced).toEqual({ _id: 3, queue: 'q', rank: 10, replaced: true });
    });

    it('when findAndModify is sent as a raw command, then new, fields and remove behave as documented', async () => {
      const res = await db.command({
        findAndModify: 'fam',
        query: { _id: 1 },
        update: { $set: { raw: true } },
        new: true,
        fields: { raw: 1 },
      });
      expect(res.ok).toBe(1);
      expect(res.value).toEqual({ _id: 1, raw: true });
      expect(res.lastErrorObject).toMatchObject({ n: 1, updatedExisting: true });
      const removed = await db.command({ findAndModify: 'fam', query: { _id: 1 }, remove: true });
      expect(removed.value).toMatchObject({ _id: 1, raw: true });
      expect(removed.lastErrorObject).toMatchObject({ n: 1 });
      expect(await db.collection<AnyDoc>('fam').findOne({ _id: 1 })).toBeNull();
    });
  });

  describe('counters and counts', () => {
    it('when 50 callers run an $inc upsert concurrently, then they get exactly 1..50', async () => {
      const counters = db.collection<{ _id: string; seq: number }>('counters');
      const results = await Promise.all(
        range(1, 50).map(() =>
          counters.findOneAndUpdate({ _id: 'orders' }, { $inc: { seq: 1 } }, { upsert: true, returnDocument: 'after' }),
        ),
      );
      expect(results.map((d) => d!.seq).sort((a, b) => a - b)).toEqual(range(1, 50));
      expect(await counters.findOne({ _id: 'orders' })).toEqual({ _id: 'orders', seq: 50 });
    });

    it('when counting, then countDocuments, estimatedDocumentCount and count agree with the data', async () => {
      const coll = db.collection<AnyDoc>('counts');
      await coll.insertMany(range(1, 12).map((i) => ({ _id: i, kind: i % 3 === 0 ? 'three' : 'other' })));
      expect(await coll.countDocuments()).toBe(12);
      expect(await coll.countDocuments({ kind: 'three' })).toBe(4);
      expect(await coll.countDocuments({}, { skip: 10, limit: 5 })).toBe(2);
      expect(await coll.estimatedDocumentCount()).toBe(12);
      await expect(db.command({ count: 'counts', query: { kind: 'other' } })).resolves.toMatchObject({ ok: 1, n: 8 });
      await expect(db.command({ count: 'counts', query: {}, skip: 2, limit: 3 })).resolves.toMatchObject({ n: 3 });
      await expect(db.command({ count: 'counts_missing' })).resolves.toMatchObject({ ok: 1, n: 0 });
      expect(await db.collection<AnyDoc>('counts_missing').countDocuments()).toBe(0);
    });

    it('when distinct runs, then array values are unwound and the query restricts the input', async () => {
      const coll = db.collection<AnyDoc>('distinct');
      await coll.insertMany([
        { kind: 'a', tags: ['x', 'y'], sub: { v: 1 } },
        { kind: 'b', tags: ['y', 'z'], sub: { v: 2 } },
        { kind: 'a', tags: 'w', sub: { v: 1 } },
        { kind: 'c' },
      ]);
      expect((await coll.distinct('kind')).sort()).toEqual(['a', 'b', 'c']);
      expect((await coll.distinct('tags')).sort()).toEqual(['w', 'x', 'y', 'z']);
      expect((await coll.distinct('tags', { kind: 'a' })).sort()).toEqual(['w', 'x', 'y']);
      expect((await coll.distinct('sub.v')).sort()).toEqual([1, 2]);
      const raw = await db.command({ distinct: 'distinct', key: 'kind', query: { kind: { $ne: 'c' } } });
      expect(raw.ok).toBe(1);
      expect([...raw.values].sort()).toEqual(['a', 'b']);
    });
  });

  describe('type fidelity', () => {
    const raw = { promoteValues: false, promoteLongs: false, bsonRegExp: true } as const;

    it('when every BSON type is written, then each comes back with its own type', async () => {
      const coll = db.collection<AnyDoc>('types');
      const oid = new ObjectId();
      const date = new Date('2024-02-29T12:34:56.789Z');
      await coll.insertOne({
        _id: 'all' as never,
        i32: new Int32(7),
        i64: Long.fromString('9007199254740993'),
        dbl: new Double(5),
        frac: 1.5,
        dec: Decimal128.fromString('12.345'),
        date,
        oid,
        bin: new Binary(Buffer.from([1, 2, 3, 250]), Binary.SUBTYPE_USER_DEFINED),
        nul: null,
        bool: true,
        str: 'texto ñ',
        re: new BSONRegExp('^piz+a', 'i'),
        nested: { arr: [new Int32(1), Long.fromNumber(2), new Double(3)] },
      });
      const doc = (await coll.findOne({ _id: 'all' as never }, raw))!;
      expect(doc.i32).toBeInstanceOf(Int32);
      expect(doc.i32.valueOf()).toBe(7);
      expect(Long.isLong(doc.i64)).toBe(true);
      expect(doc.i64.toString()).toBe('9007199254740993');
      expect(doc.dbl).toBeInstanceOf(Double);
      expect(doc.dbl.valueOf()).toBe(5);
      expect(doc.frac).toBeInstanceOf(Double);
      expect(doc.dec).toBeInstanceOf(Decimal128);
      expect(doc.dec.toString()).toBe('12.345');
      expect(doc.date).toEqual(date);
      expect(doc.oid).toBeInstanceOf(ObjectId);
      expect(doc.oid.equals(oid)).toBe(true);
      expect(doc.bin).toBeInstanceOf(Binary);
      expect(doc.bin.sub_type).toBe(Binary.SUBTYPE_USER_DEFINED);
      expect(Buffer.from(doc.bin.buffer)).toEqual(Buffer.from([1, 2, 3, 250]));
      expect(doc.nul).toBeNull();
      expect('missing' in doc).toBe(false);
      expect(doc.bool).toBe(true);
      expect(doc.str).toBe('texto ñ');
      expect(doc.re).toBeInstanceOf(BSONRegExp);
      expect(doc.re).toMatchObject({ pattern: '^piz+a', options: 'i' });
      expect(doc.nested.arr.map((v: { _bsontype: string }) => v._bsontype)).toEqual(['Int32', 'Long', 'Double']);
      const promoted = await coll.findOne({ _id: 'all' as never });
      expect(promoted!.dbl).toBe(5);
      expect(promoted!.i64).toBeInstanceOf(Long);
    });

    it('when null and missing are queried, then {f: null} matches both and $exists tells them apart', async () => {
      const coll = db.collection<AnyDoc>('types_null');
      await coll.insertMany([{ _id: 1, f: null }, { _id: 2 }, { _id: 3, f: 0 }] as never[]);
      expect((await coll.find({ f: null }).sort({ _id: 1 }).toArray()).map((d) => d._id)).toEqual([1, 2]);
      expect((await coll.find({ f: { $exists: false } }).toArray()).map((d) => d._id)).toEqual([2]);
      const two = await coll.findOne({ _id: 2 as never });
      expect(two).toEqual({ _id: 2 });
    });

    it('when numbers of different BSON types are equal, then queries match across int, long, double and decimal', async () => {
      const coll = db.collection<AnyDoc>('types_numeric');
      await coll.insertMany([
        { _id: 'i', v: new Int32(5) },
        { _id: 'l', v: Long.fromNumber(5) },
        { _id: 'd', v: new Double(5) },
        { _id: 'm', v: Decimal128.fromString('5') },
        { _id: 'x', v: 6 },
      ] as never[]);
      expect((await coll.find({ v: 5 }).toArray()).map((d) => d._id).sort()).toEqual(['d', 'i', 'l', 'm']);
      expect((await coll.find({ v: { $gt: Long.fromNumber(5) } }).toArray()).map((d) => d._id)).toEqual(['x']);
    });

    it('when int64 values differ only beyond 2^53, then a unique index and equality keep them apart', async () => {
      const coll = db.collection<AnyDoc>('types_long_unique');
      await coll.createIndex({ big: 1 }, { unique: true });
      await coll.insertOne({ _id: 'a', big: Long.fromString('9007199254740992') });
      await coll.insertOne({ _id: 'b', big: Long.fromString('9007199254740993') });
      expect((await errorOf(() => coll.insertOne({ _id: 'c', big: Long.fromString('9007199254740993') }))).code).toBe(11000);
      expect(await coll.countDocuments()).toBe(2);
    });

    it('when Decimal128 values are compared and sorted, then they order numerically', async () => {
      const coll = db.collection<AnyDoc>('types_decimal');
      await coll.insertMany(['8.50', '10.00', '9', '9.0'].map((p, i) => ({ _id: i, price: Decimal128.fromString(p) })));
      const ids = async (filter: Document) => (await coll.find(filter).sort({ _id: 1 }).toArray()).map((d) => d._id);
      expect(await ids({ price: { $lte: Decimal128.fromString('9') } })).toEqual([0, 2, 3]);
      expect(await ids({ price: 9 })).toEqual([2, 3]);
      const sorted = await coll.find({}).sort({ price: -1, _id: 1 }).toArray();
      expect(sorted.map((d) => d._id)).toEqual([1, 2, 3, 0]);
      expect(sorted[0]!.price).toBeInstanceOf(Decimal128);
    });

    it('when numeric fields are updated, then $set keeps the given type and $inc follows MongoDB type rules', async () => {
      const coll = db.collection<AnyDoc>('types_update');
      await coll.insertOne({ _id: 1 as never, i32: new Int32(1), i64: Long.fromNumber(1), dbl: new Double(1) });
      await coll.updateOne(
        { _id: 1 as never },
        {
          $inc: { i32: new Int32(2), i64: new Int32(2), dbl: new Int32(2) },
          $set: { setLong: Long.fromNumber(4), setDouble: new Double(4) },
        },
      );
      const doc = (await coll.findOne({ _id: 1 as never }, raw))!;
      expect(doc.i32._bsontype).toBe('Int32');
      expect(doc.i32.valueOf()).toBe(3);
      expect(doc.i64._bsontype).toBe('Long');
      expect(doc.i64.toNumber()).toBe(3);
      expect(doc.dbl._bsontype).toBe('Double');
      expect(doc.dbl.valueOf()).toBe(3);
      expect(doc.setLong._bsontype).toBe('Long');
      expect(doc.setDouble._bsontype).toBe('Double');
    });
  });
});
