/**
 * Durability: an append-only journal of changes, fsync'ed (group commit) before writes are
 * acknowledged, replayed on start after the last compacted snapshot.
 */
import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, readFileSync, renameSync, truncateSync, writeSync } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';

import type { EmbeddedLogger } from '../types';
import type { Catalog } from './catalog';
import type { StorageOp } from './collection';
import { acquireDataLock } from './data-lock';
import { encodeRecord, readRecords } from './record-file';

const JOURNAL_FILE = 'journal.bin';
const SNAPSHOT_FILE = 'snapshot.bin';
const SNAPSHOT_CHUNK_OPS = 1000;

interface Waiter {
  record: Buffer;
  resolve: () => void;
  reject: (err: Error) => void;
}

export class Journal {
  private queue: Waiter[] = [];
  private flushing: Promise<void> | null = null;
  private size = 0;

  private constructor(
    private readonly dir: string,
    private readonly file: FileHandle,
    private readonly catalog: Catalog,
    private readonly logger: EmbeddedLogger,
    private readonly compactThresholdBytes: number,
    private readonly releaseLock: () => void,
  ) {}

  /** Locks the folder, restores the snapshot and journal into `catalog`, then compacts. */
  static async open(dir: string, catalog: Catalog, logger: EmbeddedLogger, compactThresholdBytes: number): Promise<Journal> {
    mkdirSync(dir, { recursive: true });
    const release = acquireDataLock(dir);
    try {
      const started = Date.now();
      const snapshot = restoreFile(join(dir, SNAPSHOT_FILE), catalog, logger, false);
      const journal = restoreFile(join(dir, JOURNAL_FILE), catalog, logger, true);
      logger.info('embedded mongo: data restored', { dir, snapshotRecords: snapshot, journalRecords: journal, ms: Date.now() - started });
      const file = await open(join(dir, JOURNAL_FILE), 'a');
      const instance = new Journal(dir, file, catalog, logger, compactThresholdBytes, release);
      await instance.compact();
      return instance;
    } catch (err) {
      release();
      throw err;
    }
  }

  /**
   * Resolves once every change queued so far is on disk (at once when nothing is pending). Replies
   * that carry no change of their own wait for it, so no reply ever shows data that a crash could
   * still take back (a reader that acted on it, e.g. the live channel, would otherwise disagree
   * with the database after a restart).
   */
  settled(): Promise<void> {
    return this.flushing ?? Promise.resolve();
  }

  /** Resolves once the changes are on disk. */
  append(ops: StorageOp[]): Promise<void> {
    if (ops.length === 0) return Promise.resolve();
    return new Promise((resolve, reject) => {
      this.queue.push({ record: encodeRecord(ops), resolve, reject });
      this.flushing ??= new Promise<void>((done) => setImmediate(done)).then(() => this.flush());
    });
  }

  private async flush(): Promise<void> {
    while (this.queue.length > 0) {
      const batch = this.queue;
      this.queue = [];
      try {
        await this.file.writev(batch.map((w) => w.record));
        await this.file.datasync();
        this.size += batch.reduce((n, w) => n + w.record.length, 0);
        batch.forEach((w) => w.resolve());
      } catch (err) {
        this.logger.error('embedded mongo: journal write failed', { error: (err as Error).message });
        batch.forEach((w) => w.reject(err as Error));
      }
      if (this.size > this.compactThresholdBytes) await this.compact();
    }
    this.flushing = null;
  }

  /**
   * Writes the whole state to a new snapshot, then empties the journal. Changes queued but not yet
   * written are in the snapshot too and are re-appended afterwards: replaying them is idempotent.
   */
  private async compact(): Promise<void> {
    const tmp = join(this.dir, `${SNAPSHOT_FILE}.tmp`);
    const fd = openSync(tmp, 'w');
    try {
      let chunk: StorageOp[] = [];
      for (const op of this.catalog.snapshot()) {
        chunk.push(op);
        if (chunk.length >= SNAPSHOT_CHUNK_OPS) {
          writeSync(fd, encodeRecord(chunk));
          chunk = [];
        }
      }
      if (chunk.length > 0) writeSync(fd, encodeRecord(chunk));
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(tmp, join(this.dir, SNAPSHOT_FILE));
    syncDir(this.dir);
    await this.file.truncate(0);
    await this.file.datasync();
    this.size = 0;
    this.logger.debug('embedded mongo: journal compacted', { dir: this.dir });
  }

  async close(): Promise<void> {
    while (this.flushing) await this.flushing;
    await this.file.close();
    this.releaseLock();
  }
}

/** Applies a record file; a torn tail is logged and cut off so later appends start clean. */
function restoreFile(path: string, catalog: Catalog, logger: EmbeddedLogger, truncateTorn: boolean): number {
  if (!existsSync(path)) return 0;
  const data = readFileSync(path);
  const result = readRecords(data, (op) => catalog.replay(op));
  if (result.tornReason) {
    logger.warn('embedded mongo: torn record at the end of a data file was discarded', {
      file: path,
      reason: result.tornReason,
      offset: result.validLength,
      discardedBytes: data.length - result.validLength,
    });
    if (truncateTorn) truncateSync(path, result.validLength);
  }
  return result.records;
}

function syncDir(dir: string): void {
  const fd = openSync(dir, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}
