/**
 * Bootstrap: config, database, seed, app, HTTP server, Socket.IO, listen, graceful shutdown.
 * `npx tsx src/index.ts` (or `npm start` at the root) runs the whole shop in one process.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import mongoose from 'mongoose';

import { createApp } from './app';
import { type Collaborators, closeCollaborators, createCollaborators } from './composition';
import { type Config, ConfigError, loadConfig } from './config/env';
import { connectDatabase } from './db/connect';
import { ensureAuthEmulator } from './lib/auth-emulator';
import { createLogger, type Logger } from './lib/logger';
import { installGracefulShutdown } from './lib/shutdown';
import { databaseCheck, type MetricsListener, startMetricsListener, startWorkers } from './platform';
import { attachSocketServer } from './realtime/socket';
import { seedDatabase } from './seed';
import { warmUp } from './warm-up';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    // No config means no log settings yet: report with the defaults, every problem at once.
    createLogger({ logLevel: 'info', nodeEnv: 'development' }).fatal({ problems: err.problems }, err.message);
    process.exit(1);
  }
}

function listen(server: Server, config: Config): Promise<AddressInfo> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => {
      server.off('error', reject);
      resolve(server.address() as AddressInfo);
    });
  });
}

/** Where this process reaches its own listener: loopback for a wildcard address. */
function selfAddress(address: AddressInfo): string {
  if (['0.0.0.0', '::'].includes(address.address)) return '127.0.0.1';
  return address.family === 'IPv6' ? `[${address.address}]` : address.address;
}

function startupBanner(config: Config, address: AddressInfo, startedMs: number): string {
  const host = ['0.0.0.0', '::', '127.0.0.1', '::1'].includes(address.address) ? 'localhost' : address.address;
  const url = `http://${host}:${address.port}`;
  const lines = [
    `Pizza Point is running at ${url}`,
    `  profile:      ${config.profile}`,
    `  database:     ${config.database === 'embedded' ? `embedded, data folder ${config.dataDir}` : 'MONGODB_URI'}`,
    ...(config.profile === 'local' ? [`  staff login:  ${config.admin.email} / ${config.admin.password}  (at ${url}/adminLogin)`] : []),
    ...(config.publicUrl !== `http://localhost:${address.port}` ? [`  public URL:   ${config.publicUrl}`] : []),
    `  API docs:     ${url}/api/docs`,
    `  started in ${Math.round(startedMs)} ms; Ctrl-C stops`,
  ];
  return lines.join('\n');
}

async function main(): Promise<void> {
  const started = performance.now();
  const config = readConfig();
  const logger = createLogger(config);
  // State after an unhandled rejection is unknown; the journal is fsync'ed per write, so exiting is safe.
  process.on('unhandledRejection', (reason) => fail(logger, 'unhandled promise rejection', reason));

  // The emulator takes ~10 s of CPU to start. Only sign-up needs it, so the shop does not wait for
  // it: the menu is served at once and the emulator joins in the background.
  const emulatorStarting = ensureAuthEmulator(config, logger);
  const stopEmulator = () => emulatorStarting.then((emulator) => emulator?.stop());
  const collaborators = createCollaborators(config, logger);
  const db = await connectDatabase(config, logger);
  await seedDatabase(collaborators);
  collaborators.readiness.addCheck(databaseCheck(db));
  const server = createServer(createApp({ ...collaborators, db }));
  const realtime = await attachSocketServer(server, collaborators);
  collaborators.metrics.watchRealtime(realtime);

  const address = await listen(server, config).catch(async (err: NodeJS.ErrnoException) => {
    await db.close();
    await closeCollaborators(collaborators);
    await stopEmulator();
    if (err.code !== 'EADDRINUSE') throw err;
    fail(logger, `Port ${config.port} on ${config.host} is already in use. Stop the other process or set PORT to a free port.`);
  });
  const metrics = await startMetrics(collaborators, logger);
  // The background workers (composition.ts lists them), in order; a failed start is a failed start-up.
  const workers = await startWorkers(collaborators.workers, logger);
  // After the last request is answered, in this order: the workers (a webhook call or a mail in
  // flight is abandoned uncounted; each gives back its lease, so another instance takes over at
  // once), then the database, then Redis (rate-limit counters are used until the last request).
  const closeAfterRequests = [
    { name: 'workers (leases given back)', close: () => workers.stop() },
    // Scraped until the end, so the last figures of a draining instance are seen.
    { name: 'metrics', close: () => metrics?.close() ?? Promise.resolve() },
    { name: 'database', close: () => db.close() },
    { name: 'collaborators', close: () => closeCollaborators(collaborators) },
  ];
  installGracefulShutdown({
    server,
    io: realtime,
    readiness: collaborators.readiness,
    drainDelayMs: config.drainDelayMs,
    closeAfterRequests,
    logger,
    cleanups: [stopEmulator],
  });
  // Ready only once warm (docs/operations/production.md#warm-up); WARM_UP=off is a measuring aid.
  if (config.warmUp) {
    const baseUrl = `http://${selfAddress(address)}:${address.port}`;
    const { catalogue, restaurantSettings } = collaborators;
    await warmUp({ baseUrl, connection: mongoose.connection, catalogue, restaurantSettings, logger });
  }
  collaborators.readiness.markWarmed();
  // The password is in the text only: as a field, redaction would (rightly) hide it.
  logger.info(
    { profile: config.profile, database: config.database, url: `http://localhost:${address.port}`, dataDir: config.dataDir },
    startupBanner(config, address, performance.now() - started),
  );
}

/** The metrics listener on METRICS_HOST:METRICS_PORT, apart from the shop's port; none when METRICS_PORT is unset. */
async function startMetrics(
  { config, metrics }: Pick<Collaborators, 'config' | 'metrics'>,
  logger: Logger,
): Promise<MetricsListener | undefined> {
  if (!config.metrics) return undefined;
  const listener = await startMetricsListener(metrics.registry, logger, config.metrics).catch((err: NodeJS.ErrnoException) => {
    if (err.code !== 'EADDRINUSE') throw err;
    fail(logger, `METRICS_PORT ${config.metrics!.port} on ${config.metrics!.host} is already in use. Set METRICS_PORT to a free port.`);
  });
  logger.info({ metrics: `http://${config.metrics.host}:${listener.address.port}/metrics` }, 'metrics listener started');
  return listener;
}

function fail(logger: Logger, message: string, err?: unknown): never {
  logger.fatal(err ? { err } : {}, message);
  process.exit(1);
}

main().catch((err: unknown) => {
  fail(createLogger({ logLevel: 'info', nodeEnv: 'development' }), `start-up failed: ${(err as Error).message}`, err);
});
