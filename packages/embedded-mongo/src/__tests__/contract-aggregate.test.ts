/**
 * Aggregation contract: every supported stage, run against the embedded server and, when
 * MONGODB_TEST_URI is set, against a real MongoDB with the same assertions.
 */
import { Long, type Db, type Document } from 'mongodb';

import { contractTargets, uniqueDbName, useContractDatabase, type AnyDoc } from './helpers';

const ORDERS = [
  {
    _id: 1,
    customer: 'ann',
    status: 'done',
    items: [
      { sku: 'marg', qty: 2, price: 8 },
      { sku: 'cola', qty: 1, price: 3 },
    ],
  },
  { _id: 2, customer: 'bob', status: 'done', items: [{ sku: 'diav', qty: 1, price: 10 }] },
  { _id: 3, customer: 'ann', status: 'open', items: [{ sku: 'marg', qty: 1, price: 8 }] },
  { _id: 4, customer: 'cid', status: 'cancelled', items: [] as { sku: string; qty: number; price: number }[] },
];
const CUSTOMERS = [
  { _id: 'ann', name: 'Ann', city: 'Rome' },
  { _id: 'bob', name: 'Bob', city: 'Milan' },
];

describe.each(contractTargets('contract-aggregate'))('embedded MongoDB contract (aggregation) against $name', (target) => {
  const dbName = uniqueDbName('ct_agg');
  let db: Db;
  const orders = () => db.collection<AnyDoc>('agg_orders');
  const run = (pipeline: Document[]) => orders().aggregate(pipeline).toArray();

  useContractDatabase(target, dbName, async (ctx) => {
    db = ctx.db;
    await orders().insertMany(ORDERS as never[]);
    await db.collection<AnyDoc>('agg_customers').insertMany(CUSTOMERS as never[]);
    await db.collection<AnyDoc>('agg_many').insertMany(Array.from({ length: 250 }, (_, i) => ({ _id: i, even: i % 2 === 0 })) as never[]);
  });

  it('when $match, $unwind and $group are chained, then totals per key are computed', async () => {
    const res = await run([
      { $match: { status: 'done' } },
      { $unwind: '$items' },
      {
        $group: {
          _id: '$customer',
          revenue: { $sum: { $multiply: ['$items.qty', '$items.price'] } },
          lines: { $sum: 1 },
          skus: { $addToSet: '$items.sku' },
        },
      },
      { $sort: { _id: 1 } },
    ]);
    expect(res.map((r) => ({ ...r, skus: [...r.skus].sort() }))).toEqual([
      { _id: 'ann', revenue: 19, lines: 2, skus: ['cola', 'marg'] },
      { _id: 'bob', revenue: 10, lines: 1, skus: ['diav'] },
    ]);
  });

  it('when $group uses a null or compound _id, then the accumulators cover the right documents', async () => {
    const [all] = await run([
      { $sort: { _id: 1 } },
      {
        $group: {
          _id: null,
          n: { $sum: 1 },
          avgItems: { $avg: { $size: '$items' } },
          maxId: { $max: '$_id' },
          minId: { $min: '$_id' },
          customers: { $push: '$customer' },
          first: { $first: '$customer' },
          last: { $last: '$status' },
        },
      },
    ]);
    expect(all).toEqual({
      _id: null,
      n: 4,
      avgItems: 1,
      maxId: 4,
      minId: 1,
      customers: ['ann', 'bob', 'ann', 'cid'],
      first: 'ann',
      last: 'cancelled',
    });
    const compound = await run([
      { $group: { _id: { c: '$customer', s: '$status' }, n: { $sum: 1 } } },
      { $sort: { '_id.c': 1, '_id.s': 1 } },
    ]);
    expect(compound).toEqual([
      { _id: { c: 'ann', s: 'done' }, n: 1 },
      { _id: { c: 'ann', s: 'open' }, n: 1 },
      { _id: { c: 'bob', s: 'done' }, n: 1 },
      { _id: { c: 'cid', s: 'cancelled' }, n: 1 },
    ]);
  });

  it('when $sort, $skip and $limit are combined, then the right window is returned in order', async () => {
    expect(await run([{ $sort: { _id: -1 } }, { $skip: 1 }, { $limit: 2 }, { $project: { _id: 1 } }])).toEqual([{ _id: 3 }, { _id: 2 }]);
    expect(await run([{ $sort: { customer: 1, _id: -1 } }, { $limit: 2 }, { $project: { _id: 1 } }])).toEqual([{ _id: 3 }, { _id: 1 }]);
  });

  it('when $project includes, excludes and computes fields, then the output has exactly those fields', async () => {
    const included = await run([
      { $match: { _id: 1 } },
      {
        $project: {
          _id: 0,
          customer: 1,
          itemCount: { $size: '$items' },
          label: { $concat: ['$customer', '-', '$status'] },
          firstSku: { $arrayElemAt: ['$items.sku', 0] },
        },
      },
    ]);
    expect(included).toEqual([{ customer: 'ann', itemCount: 2, label: 'ann-done', firstSku: 'marg' }]);
    const excluded = await run([{ $match: { _id: 2 } }, { $project: { items: 0 } }]);
    expect(excluded).toEqual([{ _id: 2, customer: 'bob', status: 'done' }]);
  });

  it('when $addFields adds computed and nested fields, then existing fields are kept', async () => {
    const res = await run([
      { $match: { _id: { $in: [2, 4] } } },
      { $sort: { _id: 1 } },
      { $addFields: { itemCount: { $size: '$items' }, 'meta.flag': true, isDone: { $eq: ['$status', 'done'] } } },
      { $project: { items: 0 } },
    ]);
    expect(res).toEqual([
      { _id: 2, customer: 'bob', status: 'done', itemCount: 1, meta: { flag: true }, isDone: true },
      { _id: 4, customer: 'cid', status: 'cancelled', itemCount: 0, meta: { flag: true }, isDone: false },
    ]);
  });

  it('when $unwind runs with and without preserveNullAndEmptyArrays, then empty arrays are dropped or kept', async () => {
    const plain = await run([{ $unwind: '$items' }, { $project: { sku: '$items.sku' } }]);
    expect(plain.map((d) => d._id).sort()).toEqual([1, 1, 2, 3]);
    const kept = await run([
      { $unwind: { path: '$items', includeArrayIndex: 'idx', preserveNullAndEmptyArrays: true } },
      { $sort: { _id: 1, idx: 1 } },
      { $project: { sku: '$items.sku', idx: 1 } },
    ]);
    expect(kept).toEqual([
      { _id: 1, sku: 'marg', idx: 0 },
      { _id: 1, sku: 'cola', idx: 1 },
      { _id: 2, sku: 'diav', idx: 0 },
      { _id: 3, sku: 'marg', idx: 0 },
      { _id: 4, idx: null },
    ]);
  });

  it('when $lookup joins on local and foreign fields, then each order gets its matching customers', async () => {
    const res = await run([
      { $lookup: { from: 'agg_customers', localField: 'customer', foreignField: '_id', as: 'cust' } },
      { $project: { names: '$cust.name' } },
      { $sort: { _id: 1 } },
    ]);
    expect(res).toEqual([
      { _id: 1, names: ['Ann'] },
      { _id: 2, names: ['Bob'] },
      { _id: 3, names: ['Ann'] },
      { _id: 4, names: [] },
    ]);
  });

  it('when $lookup uses let and a sub-pipeline, then the sub-pipeline sees the outer variables', async () => {
    const res = await db
      .collection<AnyDoc>('agg_customers')
      .aggregate([
        {
          $lookup: {
            from: 'agg_orders',
            let: { cid: '$_id' },
            pipeline: [{ $match: { $expr: { $eq: ['$customer', '$$cid'] } } }, { $count: 'n' }],
            as: 'orders',
          },
        },
        { $project: { orders: 1 } },
        { $sort: { _id: 1 } },
      ])
      .toArray();
    expect(res).toEqual([
      { _id: 'ann', orders: [{ n: 2 }] },
      { _id: 'bob', orders: [{ n: 1 }] },
    ]);
  });

  it('when $count ends a pipeline, then one document with the count is returned, none for no input', async () => {
    expect(await run([{ $match: { customer: 'ann' } }, { $count: 'total' }])).toEqual([{ total: 2 }]);
    expect(await run([{ $match: { customer: 'nobody' } }, { $count: 'total' }])).toEqual([]);
  });

  it('when $facet runs several sub-pipelines, then one document holds every result', async () => {
    const res = await run([
      {
        $facet: {
          byStatus: [{ $group: { _id: '$status', n: { $sum: 1 } } }, { $sort: { _id: 1 } }],
          total: [{ $count: 'n' }],
          top: [{ $sort: { _id: -1 } }, { $limit: 1 }, { $project: { _id: 1 } }],
        },
      },
    ]);
    expect(res).toEqual([
      {
        byStatus: [
          { _id: 'cancelled', n: 1 },
          { _id: 'done', n: 2 },
          { _id: 'open', n: 1 },
        ],
        total: [{ n: 4 }],
        top: [{ _id: 4 }],
      },
    ]);
  });

  it('when an aggregation returns more than a batch, then the cursor pages through getMore', async () => {
    const docs = await db
      .collection<AnyDoc>('agg_many')
      .aggregate([{ $match: { even: true } }, { $sort: { _id: 1 } }], { batchSize: 20 })
      .toArray();
    expect(docs).toHaveLength(125);
    expect(docs[124]).toEqual({ _id: 248, even: true });
    const first = await db.command(
      { aggregate: 'agg_many', pipeline: [{ $sort: { _id: 1 } }], cursor: { batchSize: 10 } },
      { promoteLongs: false },
    );
    expect(first.cursor.firstBatch).toHaveLength(10);
    const id = Long.fromValue(first.cursor.id);
    expect(id.isZero()).toBe(false);
    const more = await db.command({ getMore: id, collection: 'agg_many', batchSize: 5 });
    expect(more.cursor.nextBatch.map((d: Document) => d._id)).toEqual([10, 11, 12, 13, 14]);
    await db.command({ killCursors: 'agg_many', cursors: [id] });
  });

  it('when the collection does not exist, then the aggregation returns nothing', async () => {
    expect(
      await db
        .collection<AnyDoc>('agg_nothing_here')
        .aggregate([{ $match: {} }])
        .toArray(),
    ).toEqual([]);
  });
});
