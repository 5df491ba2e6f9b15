/** Public types of the embedded MongoDB-compatible server. */
import type { DataFiles } from './storage/data-files';

export type { AppendFile, DataFiles } from './storage/data-files';

export interface EmbeddedLogger {
  debug(msg: string, ctx?: Record<string, unknown>): void;
  info(msg: string, ctx?: Record<string, unknown>): void;
  warn(msg: string, ctx?: Record<string, unknown>): void;
  error(msg: string, ctx?: Record<string, unknown>): void;
}

export interface EmbeddedMongoOptions {
  /** TCP port on 127.0.0.1; 0 (default) picks a free port. */
  port?: number;
  /** Folder for the journal and snapshots; absent = in memory only. */
  dataDir?: string;
  /** Where the server reports what it does; silent by default. */
  logger?: EmbeddedLogger;
  /** How often expired TTL documents are removed (default 10 000 ms, MongoDB: 60 s). */
  ttlMonitorIntervalMs?: number;
  /**
   * The TTL monitor's clock in ms (default Date.now). A test app on a fixed clock passes its own, so
   * a draft made "24 h from now" on that clock is not removed because the real date is later.
   */
  now?: () => number;
  /** How long a transaction may stay open before it is aborted (default 60 000 ms, as MongoDB). */
  transactionLifetimeMs?: number;
  /** Journal size that triggers compaction (default 64 MiB). */
  compactThresholdBytes?: number;
  /**
   * Called once when a write to the data folder fails. By then the server answers every command
   * with an error and acknowledges nothing more; the default exits the process with code 1 (a
   * supervisor restarts it, and the restart recovers every acknowledged write).
   */
  onFatal?: (failure: DiskFailure) => void;
  /** The file operations of the data folder (fault-injection tests replace them). */
  files?: DataFiles;
}

/** A failed write, fsync or compaction: the file and what the system said. */
export interface DiskFailure extends Error {
  readonly file: string;
  readonly reason: Error;
}

export interface EmbeddedMongo {
  /** mongodb:// URI to hand to the driver or mongoose. */
  uri: string;
  port: number;
  /** Closes every connection, flushes the journal and releases the data folder. */
  stop(): Promise<void>;
}
