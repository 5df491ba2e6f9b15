import mongoose from 'mongoose';

import type { Config } from '../config/env';
import type { Logger } from '../lib/logger';
import { type DiskFailure, type EmbeddedLogger, type EmbeddedMongo, startEmbeddedMongo, startEmbeddedMongoThread } from './embedded';

export interface Database {
  status(): 'up' | 'down';
  /** Disconnects mongoose, then stops the embedded server if one was started. Idempotent. */
  close(): Promise<void>;
}

export interface ConnectOptions {
  /** Overrides the database name (tests use one per file). */
  dbName?: string;
  /** Embedded mode without a data folder: nothing touches the disk (tests). */
  inMemory?: boolean;
  /** The driver emits command events on the client (tests count what a request sends the database). */
  monitorCommands?: boolean;
  /** The embedded database's TTL clock (tests on a fixed clock; see EmbeddedMongoOptions.now). */
  now?: () => number;
}

const EMBEDDED_DB_NAME = 'pizza-point';

/**
 * Creates the collections and indexes of every model registered so far (each module registers its
 * own models with mongoose when it is loaded; the app's modules are loaded before the database is
 * connected). Unique indexes are constraints here (one cart per user, one draft per user), so
 * start-up waits for them. Mongoose's init is idempotent.
 */
async function ensureIndexes(): Promise<void> {
  await Promise.all(mongoose.modelNames().map((name) => mongoose.model(name).init()));
}

/**
 * The embedded server reports through the app's logger, tagged so its lines are easy to find. Its
 * routine info (listening, data restored) is debug here: start-up prints one block of its own.
 */
function embeddedLogger(logger: Logger): EmbeddedLogger {
  const child = logger.child({ component: 'embedded-mongo' });
  return {
    debug: (msg, ctx) => child.debug(ctx ?? {}, msg),
    info: (msg, ctx) => child.debug(ctx ?? {}, msg),
    warn: (msg, ctx) => child.warn(ctx ?? {}, msg),
    error: (msg, ctx) => child.error(ctx ?? {}, msg),
  };
}

/**
 * MONGODB_URI set: connect to that MongoDB. Otherwise start the embedded MongoDB-compatible server
 * on a free local port with the data folder, and connect to it. Indexes are ensured before return.
 */
export async function connectDatabase(
  config: Pick<Config, 'mongodbUri' | 'dataDir'>,
  logger: Logger,
  options: ConnectOptions = {},
): Promise<Database> {
  let embedded: EmbeddedMongo | undefined;
  let uri = config.mongodbUri;
  if (!uri) {
    const embeddedOptions = {
      port: 0,
      logger: embeddedLogger(logger),
      // Fail-stop: a supervisor (or the person who ran npm start) restarts the shop, and the restart
      // recovers every acknowledged write; serving on would show data that may not be on disk.
      onFatal: (failure: DiskFailure) => {
        logger.fatal({ file: failure.file, error: failure.reason.message }, 'The database could not write to disk; the shop stops');
        process.exit(1);
      },
    };
    // The run mode: the database on a thread of its own (a second core); tests keep it in-process.
    embedded = options.inMemory
      ? await startEmbeddedMongo({ ...embeddedOptions, ...(options.now ? { now: options.now } : {}) })
      : await startEmbeddedMongoThread({ ...embeddedOptions, dataDir: config.dataDir });
    uri = embedded.uri;
  }
  const dbName = options.dbName ?? (embedded ? EMBEDDED_DB_NAME : undefined);
  try {
    await mongoose.connect(uri, {
      serverSelectionTimeoutMS: 10_000,
      ...(dbName ? { dbName } : {}),
      ...(options.monitorCommands ? { monitorCommands: true } : {}),
    });
    await ensureIndexes();
  } catch (err) {
    await mongoose.disconnect().catch(() => undefined);
    await embedded?.stop();
    throw err;
  }
  logger.debug({ dbName: mongoose.connection.name, embedded: Boolean(embedded) }, 'database connected');

  let closing: Promise<void> | undefined;
  return {
    status: () => (mongoose.connection.readyState === mongoose.ConnectionStates.connected ? 'up' : 'down'),
    close: () =>
      (closing ??= (async () => {
        await mongoose.disconnect();
        await embedded?.stop();
      })()),
  };
}
