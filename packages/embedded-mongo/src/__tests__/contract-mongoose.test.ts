/**
 * Mongoose-level contract: models, indexes, duplicate keys, populate, aggregation, transactions
 * and BSON types as mongoose maps them. Same assertions against embedded and (optionally) real.
 */
import mongoose, { Schema, Types, type Connection, type Model } from 'mongoose';

import { contractTargets, errorOf, escapeRegExp, uniqueDbName, type RunningTarget } from './helpers';

interface Pizza {
  name: string;
  price: Types.Decimal128;
  tags: string[];
  toppings: { name: string; extra: boolean }[];
  address?: { city?: string };
  available: boolean;
  createdAt?: Date;
  updatedAt?: Date;
}
interface User {
  email: string;
  name?: string;
}
interface Author {
  _id: string;
  name: string;
}
interface Book {
  title: string;
  author: string;
  year: number;
}
interface Slot {
  day: string;
  table: number;
  code?: string;
  coupon?: string;
  active?: boolean;
}
interface Counter {
  _id: string;
  seq: number;
}
interface Typed {
  i32: number;
  dbl: number;
  big: bigint;
  dec: Types.Decimal128;
  when: Date;
  blob: Buffer;
  ref: Types.ObjectId;
  mixed: unknown;
}

describe.each(contractTargets('contract-mongoose'))('embedded MongoDB contract (mongoose) against $name', (target) => {
  const dbName = uniqueDbName('ct_mongoose');
  let running: RunningTarget;
  let conn: Connection;
  let PizzaModel: Model<Pizza>;
  let UserModel: Model<User>;
  let AuthorModel: Model<Author>;
  let BookModel: Model<Book>;
  let SlotModel: Model<Slot>;
  let CounterModel: Model<Counter>;
  let TypedModel: Model<Typed>;

  beforeAll(async () => {
    running = await target.start();
    conn = await mongoose.createConnection(running.uri, { dbName, serverSelectionTimeoutMS: 5000 }).asPromise();

    const pizzaSchema = new Schema<Pizza>(
      {
        name: { type: String, required: true },
        price: { type: Schema.Types.Decimal128, required: true },
        tags: [String],
        toppings: [{ name: String, extra: { type: Boolean, default: false } }],
        address: { city: String },
        available: { type: Boolean, default: true },
      },
      { timestamps: true },
    );
    PizzaModel = conn.model<Pizza>('Pizza', pizzaSchema);

    UserModel = conn.model<User>('User', new Schema<User>({ email: { type: String, unique: true, required: true }, name: String }));

    const authorSchema = new Schema<Author>({ _id: String, name: String }, { toObject: { virtuals: true } });
    authorSchema.virtual('books', { ref: 'Book', localField: '_id', foreignField: 'author' });
    AuthorModel = conn.model<Author>('Author', authorSchema);
    BookModel = conn.model<Book>('Book', new Schema<Book>({ title: String, author: { type: String, ref: 'Author' }, year: Number }));

    const slotSchema = new Schema<Slot>({ day: String, table: Number, code: String, coupon: String, active: Boolean });
    slotSchema.index({ day: 1, table: 1 }, { unique: true });
    slotSchema.index({ code: 1 }, { unique: true, sparse: true });
    slotSchema.index({ coupon: 1 }, { unique: true, partialFilterExpression: { active: true } });
    SlotModel = conn.model<Slot>('Slot', slotSchema);

    CounterModel = conn.model<Counter>('Counter', new Schema<Counter>({ _id: String, seq: Number }));
    TypedModel = conn.model<Typed>(
      'Typed',
      new Schema<Typed>({
        i32: Schema.Types.Int32,
        dbl: Schema.Types.Double,
        big: Schema.Types.BigInt,
        dec: Schema.Types.Decimal128,
        when: Date,
        blob: Buffer,
        ref: Schema.Types.ObjectId,
        mixed: Schema.Types.Mixed,
      }),
    );
    await Promise.all([PizzaModel, UserModel, AuthorModel, BookModel, SlotModel, CounterModel, TypedModel].map((m) => m.init()));
  });

  afterAll(async () => {
    await conn?.dropDatabase().catch(() => undefined);
    await conn?.close();
    await running?.stop();
  });

  describe('documents', () => {
    it('when a document is created, saved and re-read, then fields, defaults, decimals and timestamps round-trip', async () => {
      const created = await PizzaModel.create({
        name: 'Margherita',
        price: Types.Decimal128.fromString('8.50'),
        tags: ['classic', 'veg'],
        toppings: [{ name: 'basil' }],
        address: { city: 'Napoli' },
      });
      expect(created._id).toBeInstanceOf(Types.ObjectId);
      const found = await PizzaModel.findById(created._id);
      expect(found).not.toBeNull();
      expect(found!.name).toBe('Margherita');
      expect(found!.price.toString()).toBe('8.50');
      expect(found!.tags).toEqual(['classic', 'veg']);
      expect(found!.toppings[0]).toMatchObject({ name: 'basil', extra: false });
      expect(found!.available).toBe(true);
      expect(found!.createdAt).toBeInstanceOf(Date);

      found!.toppings.push({ name: 'oil', extra: true });
      found!.available = false;
      await found!.save();
      const lean = await PizzaModel.findById(created._id).lean();
      expect(lean!.toppings.map((t) => t.name)).toEqual(['basil', 'oil']);
      expect(lean!.available).toBe(false);
      expect(lean!.updatedAt!.getTime()).toBeGreaterThanOrEqual(lean!.createdAt!.getTime());

      await found!.deleteOne();
      expect(await PizzaModel.findById(created._id)).toBeNull();
    });

    it('when models query, update and delete, then the mongoose results report the right counts', async () => {
      await PizzaModel.insertMany(
        ['Diavola', 'Marinara', 'Capricciosa', 'Bufala'].map((name, i) => ({
          name,
          price: Types.Decimal128.fromString(`${7 + i}.00`),
          tags: i % 2 ? ['veg'] : ['meat'],
        })),
      );
      const veg = await PizzaModel.find({ tags: 'veg' }).sort({ name: 1 }).select({ name: 1, _id: 0 }).lean();
      expect(veg).toEqual([{ name: 'Bufala' }, { name: 'Marinara' }]);
      const page = await PizzaModel.find().sort({ name: -1 }).skip(1).limit(2).lean();
      expect(page.map((p) => p.name)).toEqual(['Diavola', 'Capricciosa']);
      await expect(PizzaModel.updateMany({ tags: 'meat' }, { $set: { available: false } })).resolves.toMatchObject({
        matchedCount: 2,
        modifiedCount: 2,
      });
      await expect(PizzaModel.updateOne({ name: 'Bufala' }, { $push: { tags: 'dop' } })).resolves.toMatchObject({ modifiedCount: 1 });
      expect(await PizzaModel.countDocuments({ available: false })).toBe(2);
      expect(await PizzaModel.estimatedDocumentCount()).toBe(4);
      expect((await PizzaModel.distinct('tags')).sort()).toEqual(['dop', 'meat', 'veg']);
      expect(await PizzaModel.exists({ name: 'Bufala' })).toMatchObject({ _id: expect.any(Types.ObjectId) });
      expect(await PizzaModel.exists({ name: 'Hawaii' })).toBeNull();
      await expect(PizzaModel.deleteOne({ tags: 'veg' })).resolves.toMatchObject({ deletedCount: 1 });
      await expect(PizzaModel.deleteMany({ tags: 'meat' })).resolves.toMatchObject({ deletedCount: 2 });
      expect(await PizzaModel.countDocuments()).toBe(1);
    });

    it('when findOneAndUpdate upserts and returns the new document, then the upserted values come back', async () => {
      const doc = await PizzaModel.findOneAndUpdate(
        { name: 'Ortolana' },
        { $set: { price: Types.Decimal128.fromString('9.90') }, $setOnInsert: { tags: ['new'] } },
        { upsert: true, returnDocument: 'after', sort: { name: 1 }, projection: { name: 1, price: 1, tags: 1 } },
      ).lean();
      expect(doc).toMatchObject({ name: 'Ortolana', tags: ['new'] });
      expect(doc!.price.toString()).toBe('9.90');
      const deleted = await PizzaModel.findOneAndDelete({ name: 'Ortolana' }).lean();
      expect(deleted!.name).toBe('Ortolana');
    });

    it('when a cursor streams more than one batch, then every document is visited once', async () => {
      await BookModel.insertMany(
        Array.from({ length: 150 }, (_, i) => ({ title: `stream-${String(i).padStart(3, '0')}`, author: 'nobody', year: 2000 })),
      );
      const seen: string[] = [];
      for await (const book of BookModel.find({ author: 'nobody' }).sort({ title: 1 }).cursor({ batchSize: 40 })) seen.push(book.title);
      expect(seen).toHaveLength(150);
      expect(new Set(seen).size).toBe(150);
      expect(seen[149]).toBe('stream-149');
      await BookModel.deleteMany({ author: 'nobody' });
    });

    it('when bulkWrite mixes operations, then each is applied and counted', async () => {
      const res = await CounterModel.bulkWrite([
        { insertOne: { document: { _id: 'bw1', seq: 1 } } },
        { insertOne: { document: { _id: 'bw2', seq: 2 } } },
        { updateOne: { filter: { _id: 'bw1' }, update: { $inc: { seq: 10 } } } },
        { updateOne: { filter: { _id: 'bw3' }, update: { $set: { seq: 3 } }, upsert: true } },
        { deleteOne: { filter: { _id: 'bw2' } } },
      ]);
      expect(res).toMatchObject({ insertedCount: 2, matchedCount: 1, modifiedCount: 1, upsertedCount: 1, deletedCount: 1 });
      expect(await CounterModel.find({ _id: /^bw/ }).sort({ _id: 1 }).select('-__v').lean()).toEqual([
        { _id: 'bw1', seq: 11 },
        { _id: 'bw3', seq: 3 },
      ]);
    });
  });

  describe('unique indexes and duplicate keys', () => {
    const e11000 = (coll: string, index: string) =>
      new RegExp(
        `^E11000 duplicate key error collection: ${escapeRegExp(`${dbName}.${coll}`)} index: ${escapeRegExp(index)} dup key: \\{ `,
      );

    it('when the schema declares indexes, then they exist on the collection', async () => {
      const indexes = await SlotModel.listIndexes();
      const byName = Object.fromEntries(indexes.map((i) => [i.name, i]));
      expect(byName.day_1_table_1).toMatchObject({ key: { day: 1, table: 1 }, unique: true });
      expect(byName.code_1).toMatchObject({ unique: true, sparse: true });
      expect(byName.coupon_1).toMatchObject({ unique: true, partialFilterExpression: { active: true } });
      expect((await UserModel.listIndexes()).map((i) => i.name).sort()).toEqual(['_id_', 'email_1']);
    });

    it('when a unique email is created twice, then mongoose surfaces the MongoServerError with code 11000 and keyValue', async () => {
      await UserModel.create({ email: 'ann@pizza.it', name: 'Ann' });
      const err = await errorOf(() => UserModel.create({ email: 'ann@pizza.it', name: 'Other Ann' }));
      expect(err.name).toBe('MongoServerError');
      expect(err.code).toBe(11000);
      expect(err.keyValue).toEqual({ email: 'ann@pizza.it' });
      expect(err.keyPattern).toEqual({ email: 1 });
      expect(err.message).toMatch(e11000('users', 'email_1'));
      const viaSave = await errorOf(() => new UserModel({ email: 'ann@pizza.it' }).save());
      expect(viaSave.code).toBe(11000);
      expect(await UserModel.countDocuments({ email: 'ann@pizza.it' })).toBe(1);
    });

    it('when an ordered insertMany hits a duplicate, then it stops and insertedDocs holds the prefix', async () => {
      const err = await errorOf(() => UserModel.insertMany([{ email: 'o1@x.it' }, { email: 'ann@pizza.it' }, { email: 'o2@x.it' }]));
      expect(err.code).toBe(11000);
      expect(err.writeErrors.map((w: { index: number }) => w.index)).toEqual([1]);
      expect(err.insertedDocs.map((d: User) => d.email)).toEqual(['o1@x.it']);
      expect(await UserModel.countDocuments({ email: /^o\d@/ })).toBe(1);
    });

    it('when an unordered insertMany hits duplicates, then the rest are inserted and every failure is reported', async () => {
      const docs = [{ email: 'u1@x.it' }, { email: 'ann@pizza.it' }, { email: 'u2@x.it' }, { email: 'u1@x.it' }, { email: 'u3@x.it' }];
      const err = await errorOf(() => UserModel.insertMany(docs, { ordered: false }));
      expect(err.code).toBe(11000);
      expect(err.writeErrors.map((w: { index: number }) => w.index).sort()).toEqual([1, 3]);
      expect(err.insertedDocs.map((d: User) => d.email).sort()).toEqual(['u1@x.it', 'u2@x.it', 'u3@x.it']);
      expect(err.result.insertedCount).toBe(3);
      expect(await UserModel.countDocuments({ email: /^u\d@/ })).toBe(3);
    });

    it('when compound, sparse and partial unique indexes are used, then mongoose writes are checked against each', async () => {
      await SlotModel.create([
        { day: 'mon', table: 1 },
        { day: 'mon', table: 2 },
        { day: 'tue', table: 1 },
      ]);
      const compound = await errorOf(() => SlotModel.create({ day: 'mon', table: 1 }));
      expect(compound.code).toBe(11000);
      expect(compound.keyValue).toEqual({ day: 'mon', table: 1 });

      await SlotModel.create([
        { day: 'wed', table: 1, code: 'A' },
        { day: 'wed', table: 2 },
      ]);
      expect((await errorOf(() => SlotModel.create({ day: 'wed', table: 3, code: 'A' }))).code).toBe(11000);

      await SlotModel.create([
        { day: 'thu', table: 1, coupon: 'C', active: false },
        { day: 'thu', table: 2, coupon: 'C', active: true },
      ]);
      const partial = await errorOf(() => SlotModel.updateOne({ day: 'thu', table: 1 }, { $set: { active: true } }));
      expect(partial.code).toBe(11000);
      const viaFind = await errorOf(() => SlotModel.findOneAndUpdate({ day: 'thu', table: 1 }, { $set: { active: true } }));
      expect(viaFind.code).toBe(11000);
      const upsert = await errorOf(() =>
        SlotModel.updateOne({ day: 'fri', table: 9 }, { $set: { coupon: 'C', active: true } }, { upsert: true }),
      );
      expect(upsert.code).toBe(11000);
      expect(await SlotModel.countDocuments({ coupon: 'C' })).toBe(2);
    });

    it('when syncIndexes runs, then an index not in the schema is dropped', async () => {
      await SlotModel.collection.createIndex({ table: 1 }, { name: 'stray_table' });
      expect((await SlotModel.listIndexes()).map((i) => i.name)).toContain('stray_table');
      const dropped = await SlotModel.syncIndexes();
      expect(dropped).toEqual(['stray_table']);
      expect((await SlotModel.listIndexes()).map((i) => i.name).sort()).toEqual(['_id_', 'code_1', 'coupon_1', 'day_1_table_1']);
    });
  });

  describe('relations and aggregation', () => {
    beforeAll(async () => {
      await AuthorModel.create([
        { _id: 'eco', name: 'Umberto Eco' },
        { _id: 'calvino', name: 'Italo Calvino' },
      ]);
      await BookModel.create([
        { title: 'Il nome della rosa', author: 'eco', year: 1980 },
        { title: 'Il pendolo di Foucault', author: 'eco', year: 1988 },
        { title: 'Le città invisibili', author: 'calvino', year: 1972 },
      ]);
    });

    it('when books populate their author, then each book carries the author document', async () => {
      const books = await BookModel.find({ year: { $gte: 1900 } })
        .sort({ year: 1 })
        .populate<{ author: Author }>('author', 'name')
        .lean();
      expect(books.map((b) => [b.title, b.author.name])).toEqual([
        ['Le città invisibili', 'Italo Calvino'],
        ['Il nome della rosa', 'Umberto Eco'],
        ['Il pendolo di Foucault', 'Umberto Eco'],
      ]);
    });

    it('when an author populates a virtual, then all of its books are attached', async () => {
      const eco = await AuthorModel.findById('eco').populate<{ books: Book[] }>({ path: 'books', options: { sort: { year: 1 } } });
      expect(eco!.books.map((b) => b.title)).toEqual(['Il nome della rosa', 'Il pendolo di Foucault']);
    });

    it('when Model.aggregate runs $lookup, $unwind, $group and $facet, then the results match', async () => {
      const perAuthor = await BookModel.aggregate<{ _id: string; books: number; first: number }>([
        { $match: { year: { $gte: 1900 } } },
        { $lookup: { from: AuthorModel.collection.collectionName, localField: 'author', foreignField: '_id', as: 'a' } },
        { $unwind: '$a' },
        { $group: { _id: '$a.name', books: { $sum: 1 }, first: { $min: '$year' } } },
        { $sort: { _id: 1 } },
      ]);
      expect(perAuthor).toEqual([
        { _id: 'Italo Calvino', books: 1, first: 1972 },
        { _id: 'Umberto Eco', books: 2, first: 1980 },
      ]);
      const [facets] = await BookModel.aggregate([
        { $match: { year: { $gte: 1900 } } },
        { $facet: { count: [{ $count: 'n' }], latest: [{ $sort: { year: -1 } }, { $limit: 1 }, { $project: { _id: 0, title: 1 } }] } },
      ]);
      expect(facets).toEqual({ count: [{ n: 3 }], latest: [{ title: 'Il pendolo di Foucault' }] });
    });
  });

  describe('counters', () => {
    it('when 50 callers increment a counter with upsert concurrently, then they get exactly 1..50', async () => {
      const next = () =>
        CounterModel.findOneAndUpdate({ _id: 'order' }, { $inc: { seq: 1 } }, { upsert: true, returnDocument: 'after' }).lean();
      const values = (await Promise.all(Array.from({ length: 50 }, next))).map((d) => d!.seq).sort((a, b) => a - b);
      expect(values).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    });
  });

  describe('transactions', () => {
    beforeAll(async () => {
      await UserModel.createCollection().catch(() => undefined);
      await CounterModel.createCollection().catch(() => undefined);
    });

    it('when connection.transaction() completes, then all of its writes are committed', async () => {
      await conn.transaction(async (session) => {
        await UserModel.create([{ email: 'txn1@x.it' }, { email: 'txn2@x.it' }], { session, ordered: true });
        await CounterModel.updateOne({ _id: 'txn' }, { $inc: { seq: 2 } }, { upsert: true, session });
        expect(await UserModel.countDocuments({ email: /^txn/ }).session(session)).toBe(2);
      });
      expect(await UserModel.countDocuments({ email: /^txn/ })).toBe(2);
      expect(await CounterModel.findById('txn').select('-__v').lean()).toEqual({ _id: 'txn', seq: 2 });
    });

    it('when the connection.transaction() callback throws, then nothing is committed', async () => {
      const boom = new Error('rollback please');
      await expect(
        conn.transaction(async (session) => {
          await UserModel.create([{ email: 'rolled@x.it' }], { session, ordered: true });
          await CounterModel.updateOne({ _id: 'txn' }, { $inc: { seq: 100 } }, { session });
          throw boom;
        }),
      ).rejects.toBe(boom);
      expect(await UserModel.countDocuments({ email: 'rolled@x.it' })).toBe(0);
      expect(await CounterModel.findById('txn').select('-__v').lean()).toEqual({ _id: 'txn', seq: 2 });
    });

    it('when session.withTransaction is used with a mongoose session, then it commits or aborts as a unit', async () => {
      const session = await conn.startSession();
      try {
        await session.withTransaction(async () => {
          await new UserModel({ email: 'ws@x.it' }).save({ session });
        });
        await expect(
          session.withTransaction(async () => {
            await UserModel.updateOne({ email: 'ws@x.it' }, { $set: { name: 'changed' } }, { session });
            await UserModel.create([{ email: 'ann@pizza.it' }], { session, ordered: true });
          }),
        ).rejects.toMatchObject({ code: 11000 });
      } finally {
        await session.endSession();
      }
      expect(await UserModel.findOne({ email: 'ws@x.it' }).lean()).toMatchObject({ email: 'ws@x.it' });
      expect((await UserModel.findOne({ email: 'ws@x.it' }).lean())!.name).toBeUndefined();
    });
  });

  describe('types', () => {
    it('when int32, double, bigint, decimal, date, buffer, ObjectId and null are saved, then the stored BSON types are kept', async () => {
      const ref = new Types.ObjectId();
      const when = new Date('2025-01-02T03:04:05.006Z');
      const saved = await TypedModel.create({
        i32: 42,
        dbl: 5,
        big: 9007199254740993n,
        dec: Types.Decimal128.fromString('0.1'),
        when,
        blob: Buffer.from('pizza'),
        ref,
        mixed: { nothing: null, nested: [1, 'two'] },
      });
      const raw = await TypedModel.collection.findOne({ _id: saved._id }, { promoteValues: false, promoteLongs: false });
      expect(raw!.i32._bsontype).toBe('Int32');
      expect(raw!.dbl._bsontype).toBe('Double');
      expect(raw!.dbl.valueOf()).toBe(5);
      expect(raw!.big._bsontype).toBe('Long');
      expect(raw!.big.toString()).toBe('9007199254740993');
      expect(raw!.dec._bsontype).toBe('Decimal128');
      expect(raw!.when).toEqual(when);
      expect(raw!.blob._bsontype).toBe('Binary');
      expect(raw!.ref._bsontype).toBe('ObjectId');
      expect(raw!.mixed.nothing).toBeNull();

      const back = (await TypedModel.findById(saved._id))!;
      expect(back.i32).toBe(42);
      expect(Number(back.dbl)).toBe(5);
      expect(back.big).toBe(9007199254740993n);
      expect(back.dec.toString()).toBe('0.1');
      expect(back.when).toEqual(when);
      expect(Buffer.from(back.blob).toString()).toBe('pizza');
      expect(back.ref.equals(ref)).toBe(true);
      expect(back.toObject().mixed).toEqual({ nothing: null, nested: [1, 'two'] });
    });
  });
});
