/**
 * The package's public face: an embedded MongoDB-compatible server for the default run mode and the
 * tests; the unmodified driver and mongoose talk to it over TCP. Code outside the package imports
 * only this file (a lint zone keeps it so); the command line is `@pizza/embedded-mongo/cli`.
 */
import { rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

import { silentLogger } from './logger';
import { PORT_FILE } from './restore';
import { WireServer } from './server';
import { Catalog } from './storage/catalog';
import { Journal } from './storage/journal';
import { expireTtlDocuments } from './ttl';
import type { EmbeddedMongo, EmbeddedMongoOptions } from './types';

export type { AppendFile, DataFiles, DiskFailure, EmbeddedLogger, EmbeddedMongo, EmbeddedMongoOptions } from './types';
export { startEmbeddedMongoThread } from './thread';
export { type BackupContents, type BackupHeader, readBackupFile as readEmbeddedBackup } from './storage/backup-file';
export { restoreEmbeddedBackup, runningServerPort, PORT_FILE } from './restore';

const DEFAULT_TTL_INTERVAL_MS = 10_000;
const DEFAULT_TRANSACTION_LIFETIME_MS = 60_000;
const DEFAULT_COMPACT_THRESHOLD_BYTES = 64 * 1024 * 1024;

export async function startEmbeddedMongo(options: EmbeddedMongoOptions = {}): Promise<EmbeddedMongo> {
  const logger = options.logger ?? silentLogger;
  const catalog = new Catalog();
  let serving = false;
  const journal = options.dataDir
    ? await Journal.open(options.dataDir, catalog, logger, {
        compactThresholdBytes: options.compactThresholdBytes ?? DEFAULT_COMPACT_THRESHOLD_BYTES,
        files: options.files,
        // Before the server exists (restoring the folder) a failure makes start-up fail instead.
        onFailure: (failure) => {
          if (!serving) return;
          server.refuse(failure);
          (options.onFatal ?? exitProcess)(failure);
        },
      })
    : undefined;
  const server = new WireServer({
    catalog,
    journal,
    dataDir: options.dataDir && resolve(options.dataDir),
    logger,
    transactionLifetimeMs: options.transactionLifetimeMs ?? DEFAULT_TRANSACTION_LIFETIME_MS,
  });
  serving = true;
  let port: number;
  try {
    port = await server.listen(options.port ?? 0);
  } catch (err) {
    await journal?.close();
    throw err;
  }

  const housekeeping = setInterval(() => {
    server.sweep();
    expireTtlDocuments(catalog, (options.now ?? Date.now)());
    const changes = catalog.takeChanges();
    if (journal && changes.length > 0) {
      journal.append(changes).catch(() => undefined); // a failed write stops the server (onFailure)
    }
  }, options.ttlMonitorIntervalMs ?? DEFAULT_TTL_INTERVAL_MS);
  housekeeping.unref();

  // Where tools find this folder's server (npm run db:backup); the lock says whether it still runs.
  if (options.dataDir) writeFileSync(join(options.dataDir, PORT_FILE), String(port));
  const uri = `mongodb://127.0.0.1:${port}/`;
  logger.info('embedded mongo: listening', { uri, dataDir: options.dataDir ?? '(in memory)' });
  let stopped: Promise<void> | undefined;
  return {
    uri,
    port,
    stop: () =>
      (stopped ??= (async () => {
        clearInterval(housekeeping);
        await server.close();
        if (options.dataDir) rmSync(join(options.dataDir, PORT_FILE), { force: true });
        await journal?.close();
        logger.info('embedded mongo: stopped', { uri });
      })()),
  };
}

/** The default reaction to a failed disk write: the journal has logged it; stop serving data that may not be kept. */
function exitProcess(): void {
  process.exitCode = 1;
  setImmediate(() => process.exit(1));
}
