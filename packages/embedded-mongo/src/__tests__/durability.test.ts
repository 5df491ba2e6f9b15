/**
 * Durability of the embedded server with a data folder: acknowledged writes survive kill -9 (also
 * while compacting), stale locks do not block a restart, torn journal tails are truncated with a
 * warning, a folder can be opened by one process only, and the CLI starts and stops cleanly.
 */
import fs from 'node:fs';
import path from 'node:path';

import { freePort, waitFor } from '@pizza/test-kit';
import type { MongoClient } from 'mongodb';

import { startEmbeddedMongo } from '../index';
import { connect, errorOf, makeTempDir, recordingLogger, removeDir, type AnyDoc } from './helpers';
import { children, groupAlive, killHard, spawnFixture, spawnTsx, stopGracefully } from './processes';

jest.setTimeout(45_000);

const CLI = path.join(__dirname, '..', 'cli.ts');
const JOURNAL = 'journal.bin';

function dirSize(dir: string): number {
  let total = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    total += entry.isDirectory() ? dirSize(full) : fs.statSync(full).size;
  }
  return total;
}

/** Filter for documents with a numeric _id (the driver's types lack the 'number' alias). */
const NUMERIC_IDS = { _id: { $type: 'number' } } as never;
const payload = (i: number) => `event-${i}-`.padEnd(80, '#');

describe('embedded MongoDB durability', () => {
  const dirs: string[] = [];
  const clients: MongoClient[] = [];
  const tempDir = (name: string) => {
    const dir = makeTempDir(name);
    dirs.push(dir);
    return dir;
  };
  const open = async (uri: string) => {
    const client = await connect(uri, { retryWrites: false, serverSelectionTimeoutMS: 2000 });
    clients.push(client);
    return client;
  };

  afterEach(async () => {
    await Promise.all(clients.splice(0).map((c) => c.close().catch(() => undefined)));
    for (const child of children) if (groupAlive(child.pid!)) process.kill(-child.pid!, 'SIGKILL');
  });

  afterAll(() => {
    for (const dir of dirs) removeDir(dir);
  });

  it('when the process is killed with SIGKILL mid-stream, then a restart over the stale lock keeps every acknowledged write', async () => {
    const dir = tempDir('emb-kill');
    const first = spawnFixture(dir);
    const client = await open(await first.ready);
    const coll = client.db('durable').collection<{ _id: number | string; seq?: number; payload?: string; n?: number }>('events');
    await coll.createIndex({ seq: 1 }, { unique: true });

    const inserted = new Set<number>();
    const deleted = new Set<number>();
    let increments = 0;
    let attempted = 0;
    let stop = false;
    const writer = (async () => {
      for (let i = 0; !stop; i++) {
        try {
          attempted = i;
          await coll.insertOne({ _id: i, seq: i, payload: payload(i) });
          inserted.add(i);
          await coll.updateOne({ _id: 'counter' }, { $inc: { n: 1 } }, { upsert: true });
          increments += 1;
          if (i % 7 === 6) {
            await coll.deleteOne({ _id: i - 6 });
            deleted.add(i - 6);
          }
        } catch {
          return;
        }
      }
    })();
    expect(await waitFor(async () => inserted.size >= 150, 20_000, 5)).toBe(true);
    await killHard(first);
    stop = true;
    await writer;
    expect(fs.readdirSync(dir).length).toBeGreaterThan(0);

    const second = spawnFixture(dir);
    const reader = await open(await second.ready);
    const events = reader.db('durable').collection<{ _id: number | string; seq?: number; payload?: string; n?: number }>('events');
    const docs = await events.find(NUMERIC_IDS).toArray();
    const present = new Map(docs.map((d) => [d._id as number, d]));
    for (const i of inserted) {
      if (deleted.has(i)) expect(present.has(i)).toBe(false);
      else expect(present.get(i)).toEqual({ _id: i, seq: i, payload: payload(i) });
    }
    for (const id of present.keys()) expect(id).toBeLessThanOrEqual(attempted);
    const counter = await events.findOne({ _id: 'counter' });
    expect(counter!.n).toBeGreaterThanOrEqual(increments);
    expect(counter!.n).toBeLessThanOrEqual(increments + 1);
    const indexes = await events.indexes();
    expect(indexes.find((i) => i.name === 'seq_1')).toMatchObject({ unique: true });
    const firstKept = [...inserted].find((i) => !deleted.has(i))!;
    expect((await errorOf(() => events.insertOne({ _id: 'dup', seq: firstKept }))).code).toBe(11000);
    await stopGracefully(second);
  });

  it('when compaction runs during writes and the process is killed, then acknowledged updates survive', async () => {
    const dir = tempDir('emb-compact-kill');
    const first = spawnFixture(dir, ['0', '8192']);
    const client = await open(await first.ready);
    const coll = client.db('durable').collection<{ _id: number; v: number; pad: string }>('hot');
    const lastAcked = new Map<number, number>();
    let stop = false;
    let attempted = 0;
    const writer = (async () => {
      for (let v = 1; !stop; v++) {
        const id = v % 10;
        try {
          attempted = v;
          await coll.updateOne({ _id: id }, { $set: { v, pad: `v${v}`.padEnd(200, '=') } }, { upsert: true });
          lastAcked.set(id, v);
        } catch {
          return;
        }
      }
    })();
    expect(await waitFor(async () => (lastAcked.get(0) ?? 0) >= 600, 30_000, 5)).toBe(true);
    // ~600 updates of ~250 bytes were journaled; compaction keeps the live journal near the threshold.
    expect(fs.statSync(path.join(dir, JOURNAL)).size).toBeLessThan(64 * 1024);
    await killHard(first);
    stop = true;
    await writer;

    const second = spawnFixture(dir, ['0', '8192']);
    const reader = await open(await second.ready);
    const docs = await reader.db('durable').collection<{ _id: number; v: number; pad: string }>('hot').find({}).sort({ _id: 1 }).toArray();
    expect(docs.map((d) => d._id)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    for (const doc of docs) {
      expect(doc.v).toBeGreaterThanOrEqual(lastAcked.get(doc._id)!);
      expect(doc.v).toBeLessThanOrEqual(attempted);
      expect(doc.pad).toBe(`v${doc.v}`.padEnd(200, '='));
    }
    await stopGracefully(second);
    expect(dirSize(dir)).toBeLessThan(64 * 1024);
  });

  it('when drops and transactions precede a SIGKILL, then replay keeps drops dropped, commits applied and open transactions discarded', async () => {
    const dir = tempDir('emb-replay');
    const first = spawnFixture(dir);
    const client = await open(await first.ready);
    const kept = client.db('replay').collection<AnyDoc>('kept');
    await kept.insertOne({ _id: 1 });
    await kept.createIndex({ a: 1 }, { name: 'a_dropped' });
    await kept.createIndex({ b: 1 }, { name: 'b_kept', unique: true });
    await kept.dropIndex('a_dropped');
    await client.db('replay').collection<AnyDoc>('gone').insertOne({ _id: 1 });
    await client.db('replay').collection('gone').drop();
    await client.db('replay_gone').collection<AnyDoc>('x').insertOne({ _id: 1 });
    await client.db('replay_gone').dropDatabase();
    const committed = client.startSession();
    await committed.withTransaction(async () => {
      await kept.insertOne({ _id: 2, b: 2 }, { session: committed });
      await kept.updateOne({ _id: 1 }, { $set: { txn: true } }, { session: committed });
    });
    await committed.endSession();
    const pending = client.startSession();
    pending.startTransaction();
    await kept.insertOne({ _id: 3, b: 3 }, { session: pending });
    await kept.deleteOne({ _id: 1 }, { session: pending });
    await killHard(first);

    const second = spawnFixture(dir);
    const reader = await open(await second.ready);
    const replayed = reader.db('replay').collection<AnyDoc>('kept');
    expect(await replayed.find({}).sort({ _id: 1 }).toArray()).toEqual([
      { _id: 1, txn: true },
      { _id: 2, b: 2 },
    ]);
    expect((await reader.db('replay').listCollections().toArray()).map((c) => c.name)).toEqual(['kept']);
    expect((await replayed.indexes()).map((i) => i.name).sort()).toEqual(['_id_', 'b_kept']);
    expect((await errorOf(() => replayed.insertOne({ _id: 4, b: 2 }))).code).toBe(11000);
    const dbs = await reader.db('admin').admin().listDatabases({ nameOnly: true });
    expect(dbs.databases.map((d) => d.name)).not.toContain('replay_gone');
    await stopGracefully(second);
  });

  it('when the last journal record is torn by a crash, then restart truncates it, warns and keeps earlier data', async () => {
    const dir = tempDir('emb-torn');
    const first = spawnFixture(dir);
    const client = await open(await first.ready);
    const coll = client.db('durable').collection<{ _id: number | string; payload: string }>('torn');
    for (let i = 0; i < 20; i++) await coll.insertOne({ _id: i, payload: payload(i) });
    const journal = path.join(dir, JOURNAL);
    const before = fs.statSync(journal).size;
    await coll.insertOne({ _id: 'last', payload: payload(999) });
    const after = fs.statSync(journal).size;
    expect(after).toBeGreaterThan(before);
    await killHard(first);
    fs.truncateSync(journal, before + Math.floor((after - before) / 2));

    const logger = recordingLogger();
    const server = await startEmbeddedMongo({ dataDir: dir, logger });
    try {
      const reader = await open(server.uri);
      const torn = reader.db('durable').collection<{ _id: number | string; payload: string }>('torn');
      const docs = await torn.find(NUMERIC_IDS).sort({ _id: 1 }).toArray();
      expect(docs).toEqual(Array.from({ length: 20 }, (_, i) => ({ _id: i, payload: payload(i) })));
      expect(await torn.findOne({ _id: 'last' })).toBeNull();
      expect(logger.calls.filter((c) => c.level === 'warn').length).toBeGreaterThanOrEqual(1);
      await torn.insertOne({ _id: 'after-recovery', payload: 'ok' });
    } finally {
      await Promise.all(clients.splice(0).map((c) => c.close()));
      await server.stop();
    }

    const quiet = recordingLogger();
    const again = await startEmbeddedMongo({ dataDir: dir, logger: quiet });
    try {
      const reader = await open(again.uri);
      expect(await reader.db('durable').collection<AnyDoc>('torn').countDocuments()).toBe(21);
      expect(quiet.calls.filter((c) => c.level === 'warn')).toEqual([]);
    } finally {
      await Promise.all(clients.splice(0).map((c) => c.close()));
      await again.stop();
    }
  });

  it('when garbage is appended to the journal after a clean stop, then restart recovers the data and warns', async () => {
    const dir = tempDir('emb-garbage');
    const server = await startEmbeddedMongo({ dataDir: dir });
    const client = await open(server.uri);
    await client
      .db('durable')
      .collection<AnyDoc>('garbage')
      .insertMany(Array.from({ length: 10 }, (_, i) => ({ _id: i, payload: payload(i) })) as never[]);
    await client
      .db('durable')
      .collection<AnyDoc>('garbage')
      .updateOne({ _id: 3 } as never, { $set: { updated: true } });
    await client.close();
    await server.stop();

    const garbage = Buffer.from(Array.from({ length: 37 }, (_, i) => (i * 73 + 11) & 0xff));
    fs.appendFileSync(path.join(dir, JOURNAL), garbage);

    const logger = recordingLogger();
    const restarted = await startEmbeddedMongo({ dataDir: dir, logger });
    try {
      const reader = await open(restarted.uri);
      const docs = await reader.db('durable').collection<AnyDoc>('garbage').find({}).sort({ _id: 1 }).toArray();
      expect(docs.map((d) => d._id)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
      expect(docs[3]).toEqual({ _id: 3, payload: payload(3), updated: true });
      expect(logger.calls.some((c) => c.level === 'warn')).toBe(true);
      await reader
        .db('durable')
        .collection<AnyDoc>('garbage')
        .insertOne({ _id: 10, payload: payload(10) } as never);
    } finally {
      await Promise.all(clients.splice(0).map((c) => c.close()));
      await restarted.stop();
    }

    const again = await startEmbeddedMongo({ dataDir: dir });
    try {
      const reader = await open(again.uri);
      expect(await reader.db('durable').collection<AnyDoc>('garbage').countDocuments()).toBe(11);
    } finally {
      await Promise.all(clients.splice(0).map((c) => c.close()));
      await again.stop();
    }
  });

  it('when another connection reads a write that is still being journaled, then its reply never comes before the write is durable', async () => {
    const mongo = await startEmbeddedMongo({ dataDir: tempDir('emb-durable-read'), port: 0 });
    try {
      const [writer, reader] = [await open(mongo.uri), await open(mongo.uri)];
      for (let attempt = 0; attempt < 50; attempt += 1) {
        const order: string[] = [];
        const write = writer
          .db('d')
          .collection<{ _id: number }>('c')
          .insertOne({ _id: attempt })
          .then(() => order.push('write acknowledged'));
        // Read until the document is visible; that reply must not overtake the write's acknowledgement.
        let seen = null;
        while (!seen) seen = await reader.db('d').collection<{ _id: number }>('c').findOne({ _id: attempt });
        order.push('read answered');
        await write;
        expect(order).toEqual(['write acknowledged', 'read answered']);
      }
    } finally {
      await mongo.stop();
    }
  });

  it('when a data folder is already open in this process, then a second open is refused with "in use"', async () => {
    const dir = tempDir('emb-lock-same');
    const first = await startEmbeddedMongo({ dataDir: dir });
    try {
      await expect(startEmbeddedMongo({ dataDir: dir })).rejects.toThrow(/in use/);
      const client = await open(first.uri);
      await expect(client.db('admin').command({ ping: 1 })).resolves.toMatchObject({ ok: 1 });
      await client
        .db('durable')
        .collection<AnyDoc>('lock')
        .insertOne({ _id: 1 } as never);
    } finally {
      await Promise.all(clients.splice(0).map((c) => c.close()));
      await first.stop();
    }
    const reopened = await startEmbeddedMongo({ dataDir: dir });
    try {
      const client = await open(reopened.uri);
      expect(await client.db('durable').collection<AnyDoc>('lock').countDocuments()).toBe(1);
    } finally {
      await Promise.all(clients.splice(0).map((c) => c.close()));
      await reopened.stop();
    }
  });

  it('when a data folder is open in another process, then this process and a third one are refused', async () => {
    const dir = tempDir('emb-lock-other');
    const owner = spawnFixture(dir);
    await owner.ready;
    const err = await errorOf(() => startEmbeddedMongo({ dataDir: dir }));
    expect(err).toBeInstanceOf(Error);
    expect(err.message).toMatch(/in use/);
    const intruder = spawnFixture(dir);
    await expect(intruder.ready).rejects.toThrow(/in use/);
    expect((await intruder.exited).code).toBe(1);
    await stopGracefully(owner);
    const after = await startEmbeddedMongo({ dataDir: dir });
    await after.stop();
  });

  it('when the CLI is started with --data and --port, then it prints its URI and stops cleanly on SIGTERM and SIGINT', async () => {
    const dir = tempDir('emb-cli');
    const port = await freePort();
    const listening = /^Embedded MongoDB listening on (mongodb:\/\/127\.0\.0\.1:\d+\/)$/;
    const first = spawnTsx([CLI, '--data', dir, '--port', String(port)], listening);
    const uri = await first.ready;
    expect(uri).toBe(`mongodb://127.0.0.1:${port}/`);
    const client = await open(uri);
    await client
      .db('cli')
      .collection<AnyDoc>('items')
      .insertOne({ _id: 'kept' } as never);
    await Promise.all(clients.splice(0).map((c) => c.close()));
    await stopGracefully(first, 'SIGTERM');

    const second = spawnTsx([CLI, '--data', dir, '--port', String(port)], listening);
    const reader = await open(await second.ready);
    expect(
      await reader
        .db('cli')
        .collection<AnyDoc>('items')
        .findOne({ _id: 'kept' } as never),
    ).toEqual({ _id: 'kept' });
    await Promise.all(clients.splice(0).map((c) => c.close()));
    await stopGracefully(second, 'SIGINT');
  });
});
