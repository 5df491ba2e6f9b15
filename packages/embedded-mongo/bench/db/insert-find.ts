/** (a) mongoose insertMany of 10,000 documents and (b) indexed findOne latency. */
import mongoose, { Schema } from 'mongoose';

import { median, msSince, now, percentile, rows, withServer } from './common';

const INSERT_DOCS = 10_000;
const INSERT_RUNS = 3;
const FIND_QUERIES = 10_000;
const FIND_WARMUP = 2_000;

const itemSchema = new Schema({ sku: { type: String, required: true }, name: String, price: Number, qty: Number, tags: [String] });
itemSchema.index({ sku: 1 }, { unique: true });
const makeItems = (n: number, prefix: string) =>
  Array.from({ length: n }, (_, i) => ({ sku: `${prefix}-${i}`, name: `Item ${i}`, price: (i % 50) + 0.5, qty: i % 7, tags: ['a', 'b'] }));

export async function benchInsertAndFind(label: string, dataDir?: string): Promise<void> {
  await withServer({ dataDir }, async (server) => {
    const conn = await mongoose.createConnection(server.uri, { dbName: 'bench' }).asPromise();
    try {
      const Item = conn.model('Item', itemSchema);
      await Item.init();
      // Warm-up: one full-size run (JIT of mongoose, the driver and the server), then start empty.
      await Item.insertMany(makeItems(INSERT_DOCS, 'warm'));
      await Item.deleteMany({});

      const runs: number[] = [];
      for (let run = 0; run < INSERT_RUNS; run++) {
        await Item.deleteMany({});
        const docs = makeItems(INSERT_DOCS, 'sku');
        const start = now();
        await Item.insertMany(docs);
        runs.push(msSince(start));
        if ((await Item.estimatedDocumentCount()) !== INSERT_DOCS) throw new Error('insertMany lost documents');
      }
      const metric = `(a) mongoose insertMany ${INSERT_DOCS.toLocaleString('en')} docs, ${label} (median of ${INSERT_RUNS})`;
      rows.push({ metric, value: median(runs), unit: 'ms', budget: 1000 });
      const raw = conn.getClient().db('bench').collection('raw_items');
      await raw.createIndex({ sku: 1 }, { unique: true });
      const rawRuns: number[] = [];
      for (let run = 0; run < INSERT_RUNS; run++) {
        await raw.deleteMany({});
        const docs = makeItems(INSERT_DOCS, 'raw');
        const start = now();
        await raw.insertMany(docs);
        rawRuns.push(msSince(start));
      }
      rows.push({ metric: `(a) same through the driver only (server share), ${label}`, value: median(rawRuns), unit: 'ms' });

      if (dataDir) return;
      const pick = (i: number) => `sku-${(i * 7919) % INSERT_DOCS}`;
      for (let i = 0; i < FIND_WARMUP; i++) await Item.findOne({ sku: pick(i) });
      for (const lean of [false, true]) {
        const samples: number[] = [];
        for (let i = 0; i < FIND_QUERIES; i++) {
          const start = now();
          const doc = lean ? await Item.findOne({ sku: pick(i) }).lean() : await Item.findOne({ sku: pick(i) });
          samples.push(msSince(start));
          if (!doc) throw new Error(`findOne missed ${pick(i)}`);
        }
        samples.sort((a, b) => a - b);
        const kind = lean ? 'findOne().lean()' : 'findOne()';
        rows.push({
          metric: `(b) mongoose ${kind} by unique index, p50`,
          value: percentile(samples, 50),
          unit: 'ms',
          budget: lean ? undefined : 0.5,
        });
        rows.push({ metric: `(b) mongoose ${kind} by unique index, p99`, value: percentile(samples, 99), unit: 'ms' });
      }
    } finally {
      await conn.close();
    }
  });
}
