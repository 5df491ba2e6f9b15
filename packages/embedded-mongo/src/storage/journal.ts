/**
 * Durability: an append-only journal of changes, fsync'ed (group commit) before writes are
 * acknowledged, replayed on start after the last compacted snapshot.
 *
 * Fail-stop: after any failed write, fsync or compaction nothing more is written or acknowledged
 * (what is in memory may not be on disk, and a torn record would hide every later one on
 * restart); `onFailure` is told once and the server stops. A restart recovers every acknowledged
 * commit and drops only the torn tail.
 */
import { existsSync, mkdirSync, readFileSync, truncateSync } from 'node:fs';
import { join } from 'node:path';

import type { EmbeddedLogger } from '../types';
import type { Catalog } from './catalog';
import type { StorageOp } from './collection';
import { type AppendFile, type DataFiles, nodeDataFiles, writeAll } from './data-files';
import { acquireDataLock } from './data-lock';
import { encodeRecord, readRecords } from './record-file';

const JOURNAL_FILE = 'journal.bin';
const SNAPSHOT_FILE = 'snapshot.bin';
const SNAPSHOT_CHUNK_OPS = 1000;

/** A disk operation failed: the file it concerned and what the system said. */
export class JournalFailure extends Error {
  constructor(
    readonly file: string,
    readonly reason: Error,
  ) {
    super(`a write to ${file} failed: ${reason.message}`);
  }
}

interface Waiter {
  record: Buffer;
  resolve: () => void;
  reject: (err: Error) => void;
}

/** What the journal has done since the server started: its group commits and its size on disk. */
export interface JournalStats {
  /** Bytes appended since the last compaction (the journal file's length). */
  sizeBytes: number;
  /** Group commits: one write and one fsync each. */
  commits: number;
  /** Total milliseconds of those writes and fsyncs. */
  commitMillis: number;
  /** The longest one, in milliseconds. */
  maxCommitMillis: number;
  compactions: number;
}

export interface JournalOptions {
  compactThresholdBytes: number;
  files?: DataFiles;
  /** Called once, with the first failure; nothing is acknowledged after it. */
  onFailure: (failure: JournalFailure) => void;
}

export class Journal {
  private queue: Waiter[] = [];
  private flushing: Promise<void> | null = null;
  private size = 0;
  private readonly counters = { commits: 0, commitMillis: 0, maxCommitMillis: 0, compactions: 0 };
  private failure: JournalFailure | undefined;

  private constructor(
    private readonly dir: string,
    private readonly file: AppendFile,
    private readonly catalog: Catalog,
    private readonly logger: EmbeddedLogger,
    private readonly options: Required<Omit<JournalOptions, 'onFailure'>> & Pick<JournalOptions, 'onFailure'>,
    private readonly releaseLock: () => void,
  ) {}

  /** Locks the folder, restores the snapshot and journal into `catalog`, then compacts. */
  static async open(dir: string, catalog: Catalog, logger: EmbeddedLogger, options: JournalOptions): Promise<Journal> {
    mkdirSync(dir, { recursive: true });
    const release = acquireDataLock(dir);
    const files = options.files ?? nodeDataFiles;
    try {
      const started = Date.now();
      const snapshot = restoreFile(join(dir, SNAPSHOT_FILE), catalog, logger, false);
      const journal = restoreFile(join(dir, JOURNAL_FILE), catalog, logger, true);
      logger.info('embedded mongo: data restored', { dir, snapshotRecords: snapshot, journalRecords: journal, ms: Date.now() - started });
      const file = await files.openAppend(join(dir, JOURNAL_FILE));
      const instance = new Journal(dir, file, catalog, logger, { ...options, files }, release);
      await instance.compact();
      return instance;
    } catch (err) {
      release();
      throw err;
    }
  }

  /**
   * Resolves once every change queued so far is on disk (at once when nothing is pending); rejects
   * once the journal has failed. Replies that carry no change of their own wait for it, so no reply
   * ever shows data that a crash could still take back (a reader that acted on it, e.g. the live
   * channel, would otherwise disagree with the database after a restart).
   */
  settled(): Promise<void> {
    if (this.failure) return Promise.reject(this.failure);
    return this.flushing ? this.flushing.then(() => this.assertHealthy()) : Promise.resolve();
  }

  /** Resolves once the changes are on disk; rejects if they may not be. */
  append(ops: StorageOp[]): Promise<void> {
    if (this.failure) return Promise.reject(this.failure);
    if (ops.length === 0) return this.settled();
    return new Promise((resolve, reject) => {
      this.queue.push({ record: encodeRecord(ops), resolve, reject });
      this.flushing ??= new Promise<void>((done) => setImmediate(done)).then(() => this.flush());
    });
  }

  /** Its group commits and size so far (serverStatus' `embeddedJournal`). */
  stats(): JournalStats {
    return { sizeBytes: this.size, ...this.counters };
  }

  private counted(ms: number): void {
    this.counters.commits += 1;
    this.counters.commitMillis += ms;
    this.counters.maxCommitMillis = Math.max(this.counters.maxCommitMillis, ms);
  }

  private assertHealthy(): void {
    if (this.failure) throw this.failure;
  }

  private async flush(): Promise<void> {
    while (this.queue.length > 0 && !this.failure) {
      const batch = this.queue;
      this.queue = [];
      const started = performance.now();
      try {
        await writeAll(
          this.file,
          batch.map((w) => w.record),
        );
        await this.file.datasync();
        this.counted(performance.now() - started);
      } catch (err) {
        this.fail(join(this.dir, JOURNAL_FILE), err);
        batch.forEach((w) => w.reject(this.failure!));
        break;
      }
      this.size += batch.reduce((n, w) => n + w.record.length, 0);
      batch.forEach((w) => w.resolve());
      if (this.size > this.options.compactThresholdBytes) await this.compact().catch(() => undefined); // fail() recorded it
    }
    for (const waiter of this.queue) waiter.reject(this.failure!);
    this.queue = [];
    this.flushing = null;
  }

  private fail(file: string, err: unknown): void {
    if (this.failure) return;
    this.failure = new JournalFailure(file, err instanceof Error ? err : new Error(String(err)));
    this.logger.error('embedded mongo: disk write failed; stopping', { file, error: this.failure.reason.message });
    this.options.onFailure(this.failure);
  }

  /**
   * Writes the whole state to a new snapshot, then empties the journal. Changes queued but not yet
   * written are in the snapshot too and are re-appended afterwards: replaying them is idempotent.
   */
  private async compact(): Promise<void> {
    const path = join(this.dir, SNAPSHOT_FILE);
    try {
      this.options.files.writeAtomically(path, snapshotRecords(this.catalog));
    } catch (err) {
      this.fail(path, err);
      throw this.failure;
    }
    try {
      await this.file.truncate(0);
      await this.file.datasync();
    } catch (err) {
      this.fail(join(this.dir, JOURNAL_FILE), err);
      throw this.failure;
    }
    this.size = 0;
    this.counters.compactions += 1;
    this.logger.debug('embedded mongo: journal compacted', { dir: this.dir });
  }

  async close(): Promise<void> {
    while (this.flushing) await this.flushing;
    await this.file.close().catch(() => undefined);
    this.releaseLock();
  }
}

function* snapshotRecords(catalog: Catalog): Generator<Buffer> {
  let chunk: StorageOp[] = [];
  for (const op of catalog.snapshot()) {
    chunk.push(op);
    if (chunk.length >= SNAPSHOT_CHUNK_OPS) {
      yield encodeRecord(chunk);
      chunk = [];
    }
  }
  if (chunk.length > 0) yield encodeRecord(chunk);
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
