/**
 * An embedded MongoDB-compatible server for the default run mode and the tests: the unmodified
 * driver and mongoose talk to it over TCP. Nothing else in the app imports its internals.
 */
import { silentLogger } from './logger';
import { WireServer } from './server';
import { Catalog } from './storage/catalog';
import { Journal } from './storage/journal';
import { expireTtlDocuments } from './ttl';
import type { EmbeddedMongo, EmbeddedMongoOptions } from './types';

export type { AppendFile, DataFiles, DiskFailure, EmbeddedLogger, EmbeddedMongo, EmbeddedMongoOptions } from './types';
export { nodeDataFiles } from './storage/data-files';
export { startEmbeddedMongoThread } from './thread';

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
