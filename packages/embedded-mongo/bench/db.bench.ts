/**
 * Benchmark of the embedded MongoDB server (`npm run bench:db`):
 *  (a) mongoose insertMany of 10,000 small documents, in memory and with a data folder;
 *  (b) p50/p99 latency of 10,000 indexed findOne through mongoose after a warm-up;
 *  (c) start-up time replaying a journal of 100,000 records (one insert command per record);
 *  (d) 1,000 transactions of the order placement's shape from 16 concurrent writers;
 *  (e) the heap after 100,000 writes; (f) the TTL sweep as placed orders pile up.
 * Prints a table with each figure and whether its budget is met, then cleans up its folders.
 */
import fs from 'node:fs';
import os from 'node:os';

import { printTable, tempDir, tempDirs } from './db/common';
import { benchHeapAfterWrites, benchTtlSweep } from './db/growth';
import { benchInsertAndFind } from './db/insert-find';
import { benchReplay } from './db/replay';
import { benchPlacementTransactions } from './db/transactions';

async function main(): Promise<void> {
  console.log(`embedded MongoDB benchmark (node ${process.version}, ${os.cpus().length} cpus, ${os.platform()})`);
  try {
    await benchInsertAndFind('in memory');
    await benchInsertAndFind('with dataDir', tempDir('insert'));
    await benchReplay();
    await benchPlacementTransactions(tempDir('placement'));
    await benchHeapAfterWrites();
    benchTtlSweep();
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
