/**
 * The verdict on a restored embedded database (docs/operations/backups.md#restore-and-verify): what
 * the restored folder holds, read back through its own server, against the backup's header.
 * `checkRestore` is pure so the tests can feed it every defect; `readRestored` gathers its input.
 */
import type { BackupHeader } from '@pizza/embedded-mongo';
import type { MongoClient } from 'mongodb';

/** The event log's collection and its seq counter (server/src/platform/event-log). */
export const EVENTS_COLLECTION = 'order_events';
export const COUNTERS_COLLECTION = 'counters';
export const SEQ_COUNTER_ID = 'order-events';

export interface RestoredReadings {
  /** Documents per `<db>.<collection>` in the restored database. */
  counts: Record<string, number>;
  /** Secondary indexes (all but `_id`) per `<db>.<collection>`. */
  indexes: Record<string, number>;
  /** Per database that has an event log: every kept event's seq, ascending. */
  eventSeqs: Record<string, number[]>;
  /** Per database: the event log's seq counter (0 when absent). */
  seqCounters: Record<string, number>;
}

/** Every way the restored state departs from the backup; empty when it is sound. */
export function checkRestore(header: Pick<BackupHeader, 'counts' | 'indexes'>, readings: RestoredReadings): string[] {
  const problems: string[] = [];
  const names = new Set([...Object.keys(header.counts), ...Object.keys(readings.counts)]);
  for (const ns of [...names].sort()) {
    const expected = header.counts[ns];
    const found = readings.counts[ns];
    if (expected === undefined) problems.push(`${ns}: ${found} documents restored, but the backup lists no such collection`);
    else if (found !== expected) problems.push(`${ns}: ${found ?? 0} documents restored, the backup's header says ${expected}`);
    const indexes = header.indexes[ns];
    if (indexes !== undefined && readings.indexes[ns] !== indexes)
      problems.push(`${ns}: ${readings.indexes[ns] ?? 0} indexes restored, the backup's header says ${indexes}`);
  }
  for (const [db, seqs] of Object.entries(readings.eventSeqs)) {
    if (seqs.length === 0) continue;
    // Retention removes the oldest events, so the log is checked from the lowest kept seq on.
    for (let i = 1; i < seqs.length; i++) {
      if (seqs[i] !== seqs[i - 1]! + 1)
        problems.push(`${db}.${EVENTS_COLLECTION}: seq ${seqs[i - 1]} is followed by ${seqs[i]} (a gap or a repeat)`);
    }
    const head = seqs[seqs.length - 1]!;
    const counter = readings.seqCounters[db] ?? 0;
    if (counter < head)
      problems.push(`${db}.${COUNTERS_COLLECTION}: the seq counter is ${counter}, behind the event log's head seq ${head}`);
  }
  return problems;
}

/** Reads what `checkRestore` needs from the restored server, for every database the backup lists. */
export async function readRestored(client: MongoClient, header: Pick<BackupHeader, 'counts'>): Promise<RestoredReadings> {
  const readings: RestoredReadings = { counts: {}, indexes: {}, eventSeqs: {}, seqCounters: {} };
  const dbs = new Set(Object.keys(header.counts).map((ns) => ns.slice(0, ns.indexOf('.'))));
  for (const name of dbs) {
    const db = client.db(name);
    for (const { name: coll } of await db.listCollections({}, { nameOnly: true }).toArray()) {
      readings.counts[`${name}.${coll}`] = await db.collection(coll).countDocuments();
      readings.indexes[`${name}.${coll}`] = (await db.collection(coll).listIndexes().toArray()).filter((i) => i.name !== '_id_').length;
    }
    if (readings.counts[`${name}.${EVENTS_COLLECTION}`] === undefined) continue;
    const events = await db
      .collection<{ seq: number }>(EVENTS_COLLECTION)
      .find({}, { projection: { _id: 0, seq: 1 } })
      .sort({ seq: 1 })
      .toArray();
    readings.eventSeqs[name] = events.map((e) => e.seq);
    const counter = await db.collection<{ _id: string; seq: number }>(COUNTERS_COLLECTION).findOne({ _id: SEQ_COUNTER_ID });
    readings.seqCounters[name] = counter?.seq ?? 0;
  }
  return readings;
}

/** The event log's head seq per database in a backup's documents (what `db:backup` prints). */
export function headSeqs(documents: Map<string, Array<Record<string, unknown>>>): Record<string, number> {
  const heads: Record<string, number> = {};
  for (const [ns, docs] of documents) {
    if (!ns.endsWith(`.${EVENTS_COLLECTION}`)) continue;
    heads[ns.slice(0, -EVENTS_COLLECTION.length - 1)] = docs.reduce((max, d) => Math.max(max, Number(d.seq ?? 0)), 0);
  }
  return heads;
}
