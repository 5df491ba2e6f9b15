/**
 * Fail-stop on disk errors, through the file seam: a failed write, a failed fsync, half a record
 * written and a failed compaction each stop the server (the process exits non-zero naming the file
 * and the error), nothing is acknowledged that is not on disk, and a restart has every
 * acknowledged commit and a counter that never hands out a seq twice.
 */
import type { MongoClient } from 'mongodb';

import { startEmbeddedMongo } from '../index';
import type { DiskFailure } from '../types';
import { FAULTS, type Fault, faultyFiles } from './fixtures/faulty-files';
import { connect, errorOf, makeTempDir, removeDir } from './helpers';
import { children, groupAlive, spawnFixture, stopGracefully } from './processes';

jest.setTimeout(60_000);

interface EventDoc {
  _id: number | string;
  seq?: number;
  payload?: string;
}

/** Where each fault strikes: after some commits were acknowledged (compactions count the one at start-up). */
const FAULT_AT: Record<Fault, string> = {
  writev: 'writev:25',
  datasync: 'datasync:25',
  'half-record': 'half-record:25',
  compact: 'compact:3',
};

/** Event-log writers: each transaction takes the next seq from a counter and appends the event. */
async function appendUntilRefused(client: MongoClient, writers: number): Promise<number[]> {
  const db = client.db('faults');
  const acknowledged: number[] = [];
  await Promise.all(
    Array.from({ length: writers }, async () => {
      for (;;) {
        const session = client.startSession();
        try {
          session.startTransaction();
          const counter = await db
            .collection<{ _id: string; seq: number }>('counters')
            .findOneAndUpdate({ _id: 'events' }, { $inc: { seq: 1 } }, { upsert: true, returnDocument: 'after', session });
          const seq = counter!.seq;
          await db.collection<EventDoc>('events').insertOne({ _id: seq, seq, payload: 'x'.repeat(200) }, { session });
          await session.commitTransaction();
          acknowledged.push(seq);
        } catch (err) {
          if ((err as { code?: number }).code === 112) continue; // a write conflict: take the next seq
          return;
        } finally {
          await session.endSession().catch(() => undefined);
        }
      }
    }),
  );
  return acknowledged;
}

describe('embedded MongoDB fail-stop on disk errors', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const child of children) if (groupAlive(child.pid!)) process.kill(-child.pid!, 'SIGKILL');
  });
  afterAll(() => dirs.forEach(removeDir));

  it.each(FAULTS)('when %s fails, then the process exits naming the file, and a restart keeps every acknowledged commit', async (fault) => {
    const dir = makeTempDir(`emb-fault-${fault}`);
    dirs.push(dir);
    const compactThreshold = fault === 'compact' ? '16384' : '0';
    const failing = spawnFixture(dir, ['0', compactThreshold, FAULT_AT[fault]]);
    const client = await connect(await failing.ready, { retryWrites: false, serverSelectionTimeoutMS: 2000 });
    let acknowledged: number[];
    try {
      acknowledged = await appendUntilRefused(client, 6);
    } finally {
      await client.close(true).catch(() => undefined);
    }
    const { code } = await failing.exited;
    expect(code).toBe(1);
    expect(failing.output()).toMatch(/disk write failed; stopping/);
    expect(failing.output()).toContain(fault === 'compact' ? 'snapshot.bin' : 'journal.bin');
    expect(failing.output()).toMatch(/ENOSPC|EIO/);
    expect(acknowledged.length).toBeGreaterThan(5);

    const restarted = spawnFixture(dir);
    const reader = await connect(await restarted.ready, { retryWrites: false });
    // Half a record on disk: the restart drops exactly that torn tail, with a warning.
    if (fault === 'half-record') expect(restarted.output()).toMatch(/torn record at the end of a data file was discarded/);
    try {
      const db = reader.db('faults');
      const kept = new Set((await db.collection<EventDoc>('events').find({}).toArray()).map((e) => e._id));
      for (const seq of acknowledged) expect(kept.has(seq)).toBe(true);
      const counter = await db.collection<{ _id: string; seq: number }>('counters').findOne({ _id: 'events' });
      expect(counter!.seq).toBeGreaterThanOrEqual(Math.max(...acknowledged));
      // The next seq is new: inserting its event cannot clash with one acknowledged before the fault.
      const next = await appendAfterRestart(reader);
      expect(kept.has(next)).toBe(false);
      expect(next).toBeGreaterThan(Math.max(...acknowledged));
    } finally {
      await reader.close();
    }
    await stopGracefully(restarted);
  });

  it('when a write fails, then that write and every later command are refused, onFatal is told once, and stop() completes', async () => {
    const dir = makeTempDir('emb-fault-inprocess');
    dirs.push(dir);
    const failures: DiskFailure[] = [];
    const server = await startEmbeddedMongo({ dataDir: dir, files: faultyFiles('datasync', 4), onFatal: (f) => failures.push(f) });
    const client = await connect(server.uri, { retryWrites: false, retryReads: false, serverSelectionTimeoutMS: 1000 });
    try {
      const coll = client.db('faults').collection<EventDoc>('inprocess');
      await coll.insertOne({ _id: 1 });
      await coll.insertOne({ _id: 2 });
      const refused = await errorOf(async () => {
        for (let i = 3; ; i++) await coll.insertOne({ _id: i });
      });
      expect(refused.code).toBe(91);
      const read = await errorOf(() => coll.findOne({ _id: 1 }));
      expect(read.code).toBe(91);
      expect(read.message).toMatch(/stopped: a write to .*journal\.bin failed: EIO/);
      expect(failures).toHaveLength(1);
      expect(failures[0]!.file).toMatch(/journal\.bin$/);
    } finally {
      await client.close(true).catch(() => undefined);
      await server.stop();
    }
  });
});

async function appendAfterRestart(client: MongoClient): Promise<number> {
  const db = client.db('faults');
  const session = client.startSession();
  try {
    return await session.withTransaction(async () => {
      const counter = await db
        .collection<{ _id: string; seq: number }>('counters')
        .findOneAndUpdate({ _id: 'events' }, { $inc: { seq: 1 } }, { returnDocument: 'after', session });
      await db.collection<EventDoc>('events').insertOne({ _id: counter!.seq, seq: counter!.seq }, { session });
      return counter!.seq;
    });
  } finally {
    await session.endSession();
  }
}
