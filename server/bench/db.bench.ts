/**
 * Benchmark of the embedded MongoDB server (`npm run bench:db`):
 *  (a) mongoose insertMany of 10,000 small documents, in memory and with a data folder;
 *  (b) p50/p99 latency of 10,000 indexed findOne through mongoose after a warm-up;
 *  (c) start-up time replaying a journal of 100,000 records (one insert command per record).
 * Prints a table with each figure and whether its budget is met, then cleans up its folders.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { MongoClient } from 'mongodb';
import mongoose, { Schema } from 'mongoose';

import { startEmbeddedMongo, type EmbeddedLogger, type EmbeddedMongo } from '../src/db/embedded/index';

interface Row {
  metric: string;
  value: number;
  unit: string;
  budget?: number;
}

const INSERT_DOCS = 10_000;
const INSERT_RUNS = 3;
const FIND_QUERIES = 10_000;
const FIND_WARMUP = 2_000;
const REPLAY_RECORDS = 100_000;
const REPLAY_CONCURRENCY = 64;

const rows: Row[] = [];
const tempDirs: string[] = [];

const now = () => process.hrtime.bigint();
const msSince = (start: bigint) => Number(now() - start) / 1e6;
const tempDir = (name: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `embedded-bench-${name}-`));
  tempDirs.push(dir);
  return dir;
};
const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

const itemSchema = new Schema({ sku: { type: String, required: true }, name: String, price: Number, qty: Number, tags: [String] });
itemSchema.index({ sku: 1 }, { unique: true });
const makeItems = (n: number, prefix: string) =>
  Array.from({ length: n }, (_, i) => ({ sku: `${prefix}-${i}`, name: `Item ${i}`, price: (i % 50) + 0.5, qty: i % 7, tags: ['a', 'b'] }));

async function withServer<T>(options: Parameters<typeof startEmbeddedMongo>[0], fn: (server: EmbeddedMongo) => Promise<T>): Promise<T> {
  const server = await startEmbeddedMongo(options);
  try {
    return await fn(server);
  } finally {
    await server.stop();
  }
}

async function benchInsertAndFind(label: string, dataDir?: string): Promise<void> {
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

async function benchReplay(): Promise<void> {
  const dataDir = tempDir('replay');
  let writeMs = 0;
  await withServer({ dataDir }, async (server) => {
    const client = new MongoClient(server.uri, { maxPoolSize: REPLAY_CONCURRENCY });
    try {
      const coll = client.db('bench').collection<{ _id: number; v: number; s: string }>('journal');
      let next = 0;
      const start = now();
      await Promise.all(
        Array.from({ length: REPLAY_CONCURRENCY }, async () => {
          for (let i = next++; i < REPLAY_RECORDS; i = next++) await coll.insertOne({ _id: i, v: i, s: 'small' });
        }),
      );
      writeMs = msSince(start);
    } finally {
      await client.close();
    }
  });
  const journalBytes = fs.statSync(path.join(dataDir, 'journal.bin')).size;
  rows.push({
    metric: `(c) write ${REPLAY_RECORDS.toLocaleString('en')} single-insert journal records (64 concurrent)`,
    value: writeMs,
    unit: 'ms',
  });
  rows.push({ metric: '(c) journal size before restart', value: journalBytes / 1024 / 1024, unit: 'MiB' });

  for (const phase of ['first restart (replays the journal, then compacts)', 'second restart (loads the compacted snapshot)']) {
    let restored: Record<string, unknown> | undefined;
    const logger: EmbeddedLogger = {
      debug: () => undefined,
      info: (msg, ctx) => void (msg.includes('restored') && (restored = ctx)),
      warn: (msg) => console.warn(`warn: ${msg}`),
      error: (msg) => console.error(`error: ${msg}`),
    };
    const start = now();
    const server = await startEmbeddedMongo({ dataDir, logger });
    const total = msSince(start);
    const client = new MongoClient(server.uri);
    try {
      const count = await client.db('bench').collection('journal').estimatedDocumentCount();
      if (count !== REPLAY_RECORDS) throw new Error(`replay restored ${count} documents, expected ${REPLAY_RECORDS}`);
    } finally {
      await client.close();
      await server.stop();
    }
    rows.push({ metric: `(c) ${phase}: start-up`, value: total, unit: 'ms' });
    if (typeof restored?.ms === 'number') rows.push({ metric: `(c) ${phase}: restore only`, value: restored.ms, unit: 'ms' });
  }
}

function printTable(): boolean {
  const header = ['metric', 'value', 'budget', 'met'];
  const body = rows.map((r) => [
    r.metric,
    `${r.value.toFixed(r.unit === 'ms' && r.value < 10 ? 3 : 1)} ${r.unit}`,
    r.budget === undefined ? '-' : `< ${r.budget} ${r.unit}`,
    r.budget === undefined ? '-' : r.value < r.budget ? 'yes' : 'NO',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((b) => b[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const b of body) console.log(line(b));
  return rows.every((r) => r.budget === undefined || r.value < r.budget);
}

async function main(): Promise<void> {
  console.log(`embedded MongoDB benchmark (node ${process.version}, ${os.cpus().length} cpus, ${os.platform()})`);
  try {
    await benchInsertAndFind('in memory');
    await benchInsertAndFind('with dataDir', tempDir('insert'));
    await benchReplay();
  } finally {
    for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
  }
  const met = printTable();
  console.log(met ? 'all budgets met' : 'some budgets NOT met');
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
