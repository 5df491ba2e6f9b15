/**
 * The online backup's file: one JSON header line, then the state as snapshot records (the framing of
 * snapshot.bin, record-file.ts). The header carries what a restore checks: the format, when the
 * backup was taken, the documents per collection and a SHA-256 of everything after the header.
 *
 * The state is captured synchronously (between two commands, so at one commit: a transaction's
 * writes are applied in one step and open transactions' writes are not in the catalog), as
 * references to the documents, which are replaced on change and never edited in place. Encoding
 * and writing happen afterwards, a chunk at a time, so writers wait only for the capture.
 */
import { createHash } from 'node:crypto';
import { closeSync, fsyncSync, openSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs';
import { dirname, join } from 'node:path';

import type { Doc } from '../values';
import type { Catalog } from './catalog';
import type { StorageOp } from './collection';
import { encodeRecord, readRecords } from './record-file';

export const BACKUP_FORMAT = 'pizza-embedded-mongo-backup/1';
const CHUNK_OPS = 1000;

export interface BackupHeader {
  format: string;
  takenAt: string;
  /** Documents per collection, by `<db>.<collection>`. */
  counts: Record<string, number>;
  /** Secondary indexes per collection (the `_id` index is always there and not counted). */
  indexes: Record<string, number>;
  bodyBytes: number;
  sha256: string;
}

/** The whole committed state at this instant, as the ops a snapshot replays. */
export function captureState(catalog: Catalog): { ops: StorageOp[]; counts: Record<string, number>; indexes: Record<string, number> } {
  const counts: Record<string, number> = {};
  const indexes: Record<string, number> = {};
  for (const c of catalog.allCollections()) {
    counts[c.ns] = c.docs.size;
    indexes[c.ns] = c.indexes.size;
  }
  return { ops: [...catalog.snapshot()], counts, indexes };
}

/** Encodes `ops` without holding the event loop for long, then writes the file atomically (temp file, fsync, rename, fsync of the folder). */
export async function writeBackupFile(
  path: string,
  captured: ReturnType<typeof captureState>,
  takenAt: Date,
): Promise<BackupHeader & { fileBytes: number }> {
  const records: Buffer[] = [];
  for (let start = 0; start < captured.ops.length; start += CHUNK_OPS) {
    records.push(encodeRecord(captured.ops.slice(start, start + CHUNK_OPS)));
    await new Promise((resolve) => setImmediate(resolve)); // let commands run between chunks
  }
  const hash = createHash('sha256');
  records.forEach((r) => hash.update(r));
  const header: BackupHeader = {
    format: BACKUP_FORMAT,
    takenAt: takenAt.toISOString(),
    counts: captured.counts,
    indexes: captured.indexes,
    bodyBytes: records.reduce((n, r) => n + r.length, 0),
    sha256: hash.digest('hex'),
  };
  const headerLine = Buffer.from(`${JSON.stringify(header)}\n`);
  const tmp = `${path}.tmp-${process.pid}`;
  const fd = openSync(tmp, 'w');
  try {
    writeSync(fd, headerLine);
    for (const record of records) writeSync(fd, record);
    fsyncSync(fd);
  } catch (err) {
    closeSync(fd);
    rmSync(tmp, { force: true });
    throw err;
  }
  closeSync(fd);
  renameSync(tmp, path);
  const dirFd = openSync(dirname(path), 'r');
  try {
    fsyncSync(dirFd);
  } finally {
    closeSync(dirFd);
  }
  return { ...header, fileBytes: headerLine.length + header.bodyBytes };
}

export interface BackupContents {
  header: BackupHeader;
  /** Whether the body's SHA-256 and length are the header's, and every record reads back. */
  intact: boolean;
  /** Why it is not intact. */
  problem?: string;
  /** The documents by `<db>.<collection>` (empty when not intact). */
  documents: Map<string, Doc[]>;
  body: Buffer;
}

/** Reads and checks a backup file; throws only when it is not a backup at all. */
export function readBackupFile(path: string): BackupContents {
  const data = readFileSync(path);
  const newline = data.indexOf(0x0a);
  let header: BackupHeader;
  try {
    header = JSON.parse(data.subarray(0, newline).toString('utf8')) as BackupHeader;
  } catch {
    header = { format: '' } as BackupHeader;
  }
  if (newline < 0 || header.format !== BACKUP_FORMAT) throw new Error(`${path} is not an embedded database backup (${BACKUP_FORMAT})`);
  const body = data.subarray(newline + 1);
  const documents = new Map<string, Doc[]>();
  const fail = (problem: string): BackupContents => ({ header, intact: false, problem, documents: new Map(), body });
  if (body.length !== header.bodyBytes) return fail(`the body is ${body.length} bytes, the header says ${header.bodyBytes}`);
  const sha256 = createHash('sha256').update(body).digest('hex');
  if (sha256 !== header.sha256) return fail(`checksum mismatch: the body's SHA-256 is ${sha256}, the header says ${header.sha256}`);
  const read = readRecords(body, (op) => {
    if (op.op !== 'put') return;
    const ns = `${op.db}.${op.coll}`;
    const docs = documents.get(ns) ?? [];
    docs.push(op.doc);
    documents.set(ns, docs);
  });
  if (read.tornReason) return fail(`record at byte ${read.validLength} unreadable: ${read.tornReason}`);
  return { header, intact: true, documents, body };
}

/** Writes the backup's state as the folder's snapshot (with an empty journal): the next start replays it. */
export function writeSnapshotFromBackup(contents: BackupContents, dataDir: string): void {
  const snapshot = join(dataDir, 'snapshot.bin');
  const tmp = `${snapshot}.tmp`;
  const fd = openSync(tmp, 'w');
  try {
    writeSync(fd, contents.body);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(tmp, snapshot);
  rmSync(join(dataDir, 'journal.bin'), { force: true });
}
