/**
 * A backup taken while writers commit what the app commits (a transaction that changes a document
 * and logs its event with the next seq from the counter) restores into a new folder, verifies,
 * and holds a consistent prefix: every event's change is there, and no change without its event.
 */
import fs from 'node:fs';
import path from 'node:path';

import { type EmbeddedMongo, startEmbeddedMongo } from '@pizza/embedded-mongo';
import { MongoClient } from 'mongodb';

import { makeDataDir } from '../../../test/app-process';
import { restoreAndVerify } from '../restore-backup';
import { COUNTERS_COLLECTION, EVENTS_COLLECTION, SEQ_COUNTER_ID } from '../restore-check';
import { takeBackup } from '../take-backup';

jest.setTimeout(90_000);

const DB = 'pizza-point';
const TICKETS = 20;
const WRITERS = 6;

interface Ticket {
  _id: number;
  version: number;
}
interface LoggedChange {
  seq: number;
  ticket: number;
  version: number;
}

let dir: string;
let server: EmbeddedMongo;
let client: MongoClient;

beforeAll(async () => {
  dir = makeDataDir('pizza-backup-load');
  server = await startEmbeddedMongo({ dataDir: path.join(dir, 'db'), port: 0 });
  client = await MongoClient.connect(server.uri);
  const db = client.db(DB);
  await db.collection(EVENTS_COLLECTION).createIndex({ seq: 1 }, { unique: true });
  await db.collection<Ticket>('tickets').insertMany(Array.from({ length: TICKETS }, (_, i) => ({ _id: i, version: 0 })));
});

afterAll(async () => {
  await client.close();
  await server.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** One commit of the app's shape: the change and its event, numbered by the counter, in one transaction. */
async function commitChange(ticket: number): Promise<void> {
  const db = client.db(DB);
  await client.withSession((session) =>
    session.withTransaction(async () => {
      const counter = await db
        .collection<{ _id: string; seq: number }>(COUNTERS_COLLECTION)
        .findOneAndUpdate({ _id: SEQ_COUNTER_ID }, { $inc: { seq: 1 } }, { upsert: true, returnDocument: 'after', session });
      const updated = await db
        .collection<Ticket>('tickets')
        .findOneAndUpdate({ _id: ticket }, { $inc: { version: 1 } }, { returnDocument: 'after', session });
      await db.collection<LoggedChange>(EVENTS_COLLECTION).insertOne({ seq: counter!.seq, ticket, version: updated!.version }, { session });
    }),
  );
}

async function waitFor(condition: () => boolean, what: string, deadlineMs = 60_000): Promise<void> {
  const deadline = Date.now() + deadlineMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

it('when a backup is taken under load, then it restores, verifies, and is a consistent prefix of the writes', async () => {
  let committed = 0;
  let stop = false;
  const writers = Array.from({ length: WRITERS }, async (_, w) => {
    for (let i = 0; !stop; i++) {
      await commitChange((w * 7 + i) % TICKETS);
      committed += 1;
    }
  });

  await waitFor(() => committed >= 60, '60 commits before the backup');
  const file = path.join(dir, 'shop.bak');
  const report = await takeBackup({ file, dataDir: path.join(dir, 'db') });
  const committedAtBackup = committed;
  await waitFor(() => committed >= committedAtBackup + 60, '60 commits after the backup');
  stop = true;
  await Promise.all(writers);
  expect(report).toMatch(/online/);

  const restoredDir = path.join(dir, 'restored');
  const verdict = await restoreAndVerify({ file, dataDir: restoredDir });
  expect(verdict).toMatch(/verified/);

  const restored = await startEmbeddedMongo({ dataDir: restoredDir, port: 0 });
  const reader = await MongoClient.connect(restored.uri);
  try {
    const db = reader.db(DB);
    const events = await db.collection<LoggedChange>(EVENTS_COLLECTION).find().sort({ seq: 1 }).toArray();
    const tickets = await db.collection<Ticket>('tickets').find().toArray();
    const counter = await db.collection<{ _id: string; seq: number }>(COUNTERS_COLLECTION).findOne({ _id: SEQ_COUNTER_ID });
    // Taken mid-load: more than nothing, less than everything.
    expect(events.length).toBeGreaterThan(0);
    expect(events.length).toBeLessThan(committed);
    expect(events.map((e) => e.seq)).toEqual(events.map((_, i) => i + 1));
    expect(counter!.seq).toBe(events.length);
    for (const ticket of tickets) {
      const own = events.filter((e) => e.ticket === ticket._id).map((e) => e.version);
      // Every change has its event and every event its change: versions 1..n, n the ticket's version.
      expect({ ticket: ticket._id, versions: own }).toEqual({ ticket: ticket._id, versions: own.map((_, i) => i + 1) });
      expect(ticket.version).toBe(own.length);
    }
  } finally {
    await reader.close();
    await restored.stop();
  }
});
