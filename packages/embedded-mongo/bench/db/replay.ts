/** (c) start-up time replaying a journal of 100,000 records, then from the compacted snapshot. */
import fs from 'node:fs';
import path from 'node:path';

import { MongoClient } from 'mongodb';

import { startEmbeddedMongo, type EmbeddedLogger } from '../../src/index';
import { msSince, now, rows, tempDir, withServer } from './common';

const REPLAY_RECORDS = 100_000;
const REPLAY_CONCURRENCY = 64;

export async function benchReplay(): Promise<void> {
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
