/**
 * Restoring a backup (storage/backup-file.ts) into a stopped data folder, and finding the server
 * that runs on a folder. Restoring writes the backup's state as the folder's snapshot; the next
 * start replays it like any snapshot, so there is no second loading path to trust.
 */
import { existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

import { type BackupHeader, readBackupFile, writeSnapshotFromBackup } from './storage/backup-file';
import { acquireDataLock, dataLockHolder } from './storage/data-lock';

/** The file in a data folder naming the TCP port of the server that runs on it. */
export const PORT_FILE = 'mongod.port';
const DATABASE_FILES = ['snapshot.bin', 'journal.bin'];

/** The port of the server running on `dataDir`, or undefined when none does (no live lock, or no port recorded). */
export function runningServerPort(dataDir: string): number | undefined {
  if (dataLockHolder(dataDir) === undefined) return undefined;
  try {
    const port = Number.parseInt(readFileSync(join(dataDir, PORT_FILE), 'utf8'), 10);
    return Number.isInteger(port) && port > 0 ? port : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Checks the backup's checksum, then writes it into `dataDir`, which must be stopped (its lock is
 * taken for the duration) and hold no database unless `force`. Other files in the folder (the
 * shop keeps its generated jwt-secret there) are left alone. Throws with the reason on refusal.
 */
export function restoreEmbeddedBackup(file: string, dataDir: string, options: { force?: boolean } = {}): BackupHeader {
  const contents = readBackupFile(file);
  if (!contents.intact) throw new Error(`The backup ${file} is damaged: ${contents.problem}. Nothing was restored.`);
  mkdirSync(dataDir, { recursive: true });
  const release = acquireDataLock(dataDir); // throws "in use by process <pid>" for a running server
  try {
    const existing = DATABASE_FILES.filter((name) => existsSync(join(dataDir, name)) && statSync(join(dataDir, name)).size > 0);
    if (existing.length > 0 && !options.force)
      throw new Error(`Data folder ${dataDir} already holds a database (${existing.join(', ')}); pass --force to replace it.`);
    writeSnapshotFromBackup(contents, dataDir);
  } finally {
    release();
  }
  return contents.header;
}
