/** Server-side cursors: results are materialised at `find`/`aggregate` time and handed out in batches. */
import { randomInt } from 'node:crypto';

import { Long, calculateObjectSize } from 'bson';

import { MongoCommandError } from './errors';
import type { Doc } from './values';

const DEFAULT_FIRST_BATCH = 101;
const MAX_BATCH_BYTES = 16 * 1024 * 1024;
const IDLE_TIMEOUT_MS = 10 * 60 * 1000;

interface OpenCursor {
  ns: string;
  docs: Doc[];
  position: number;
  touchedAt: number;
}

export interface CursorReply {
  id: Long;
  ns: string;
  firstBatch?: Doc[];
  nextBatch?: Doc[];
}

export class CursorRegistry {
  private readonly open = new Map<string, OpenCursor>();

  /** First batch of `docs`; keeps a cursor open when more remain and the caller allows it. */
  first(ns: string, docs: Doc[], batchSize: number | undefined, singleBatch: boolean): CursorReply {
    const size = batchSize && batchSize > 0 ? batchSize : DEFAULT_FIRST_BATCH;
    const firstBatch = takeBatch(docs, 0, size);
    if (singleBatch || firstBatch.length >= docs.length) return { id: Long.ZERO, ns, firstBatch };
    const id = Long.fromNumber(randomInt(1, 2 ** 47));
    this.open.set(id.toString(), { ns, docs, position: firstBatch.length, touchedAt: Date.now() });
    return { id, ns, firstBatch };
  }

  next(id: Long, batchSize: number | undefined): CursorReply {
    const cursor = this.open.get(id.toString());
    if (!cursor) throw new MongoCommandError('CursorNotFound', `cursor id ${id.toString()} not found`);
    const nextBatch = takeBatch(cursor.docs, cursor.position, batchSize && batchSize > 0 ? batchSize : Infinity);
    cursor.position += nextBatch.length;
    cursor.touchedAt = Date.now();
    const exhausted = cursor.position >= cursor.docs.length;
    if (exhausted) this.open.delete(id.toString());
    return { id: exhausted ? Long.ZERO : id, ns: cursor.ns, nextBatch };
  }

  kill(ids: Long[]): { killed: Long[]; notFound: Long[] } {
    const killed: Long[] = [];
    const notFound: Long[] = [];
    for (const id of ids) (this.open.delete(id.toString()) ? killed : notFound).push(id);
    return { killed, notFound };
  }

  expireIdle(now = Date.now()): void {
    for (const [id, cursor] of this.open) if (now - cursor.touchedAt > IDLE_TIMEOUT_MS) this.open.delete(id);
  }
}

/** Up to `count` documents, and never more than a 16 MiB reply's worth. */
function takeBatch(docs: Doc[], from: number, count: number): Doc[] {
  const batch: Doc[] = [];
  let bytes = 0;
  for (let i = from; i < docs.length && batch.length < count; i++) {
    bytes += calculateObjectSize(docs[i]!);
    if (batch.length > 0 && bytes > MAX_BATCH_BYTES) break;
    batch.push(docs[i]!);
  }
  return batch;
}
