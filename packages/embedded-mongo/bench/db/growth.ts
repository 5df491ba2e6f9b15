/**
 * (e) What history costs: the server's heap after 100,000 writes to 1,000 documents (it keeps no
 * old versions once no snapshot is open), and (f) the TTL sweep's time as placed orders pile up
 * (it reads only expired index entries, so it stays flat).
 */
import { MongoClient } from 'mongodb';

import { Catalog } from '../../src/storage/catalog';
import { expireTtlDocuments } from '../../src/ttl';
import { median, msSince, now, rows, withServer } from './common';

const WRITES = 100_000;
const IDS = 1000;
const CONCURRENCY = 32;

const heapMiB = () => {
  (globalThis as { gc?: () => void }).gc?.();
  return process.memoryUsage().heapUsed / 1024 / 1024;
};

export async function benchHeapAfterWrites(): Promise<void> {
  await withServer({}, async (server) => {
    const client = new MongoClient(server.uri, { maxPoolSize: CONCURRENCY });
    try {
      const coll = client.db('bench').collection<{ _id: number; n: number; pad: string }>('hot');
      await coll.insertMany(Array.from({ length: IDS }, (_, i) => ({ _id: i, n: 0, pad: 'x'.repeat(100) })));
      const before = heapMiB();
      let next = 0;
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          for (let i = next++; i < WRITES; i = next++) await coll.updateOne({ _id: i % IDS }, { $inc: { n: 1 } });
        }),
      );
      const after = heapMiB();
      const gcNote = (globalThis as { gc?: unknown }).gc ? 'after GC' : 'no --expose-gc: includes garbage';
      rows.push({
        metric: `(e) heap growth over ${WRITES.toLocaleString('en')} updates to ${IDS.toLocaleString('en')} documents (${gcNote})`,
        value: after - before,
        unit: 'MiB',
      });
    } finally {
      await client.close();
    }
  });
}

/** Sweeps a collection holding `placed` orders without an expiry and 100 drafts, none expired yet. */
function sweepMs(placed: number): number {
  const catalog = new Catalog();
  const orders = catalog.ensure('bench', 'orders');
  orders.addIndex({ v: 2, key: { draftExpiresAt: 1 }, name: 'draftExpiresAt_1', expireAfterSeconds: 0 });
  for (let i = 0; i < placed; i++) orders.insert({ _id: `placed-${i}`, status: 'PLACED' });
  for (let i = 0; i < 100; i++) orders.insert({ _id: `draft-${i}`, status: 'PENDING', draftExpiresAt: new Date(Date.now() + 3_600_000) });
  catalog.takeChanges();
  const runs: number[] = [];
  for (let run = 0; run < 50; run++) {
    const start = now();
    expireTtlDocuments(catalog);
    runs.push(msSince(start));
  }
  return median(runs);
}

export function benchTtlSweep(): void {
  for (const placed of [1_000, 10_000, 100_000]) {
    rows.push({
      metric: `(f) TTL sweep with ${placed.toLocaleString('en')} placed orders (median of 50)`,
      value: sweepMs(placed),
      unit: 'ms',
    });
  }
}
