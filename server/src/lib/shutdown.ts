import type { Server } from 'node:http';

import type { Logger } from './logger';

export interface ShutdownTargets {
  server: Server;
  /** Socket.IO: disconnects every socket (its own close also closes `server`, harmlessly twice). */
  io: { close(): Promise<void> };
  /**
   * Closed one after the other, in this order, once the HTTP server has answered its last request
   * (the background workers, the database: the embedded one flushes its journal, Redis).
   */
  closeAfterRequests: ReadonlyArray<{ name: string; close(): Promise<void> }>;
  logger: Logger;
  /**
   * Independent of requests (e.g. stopping the Auth emulator child): started at once, alongside the
   * rest, so they are under way even if a supervisor kills us soon after its SIGTERM. Failures are logged.
   */
  cleanups?: Array<() => Promise<void>>;
}

const HARD_TIMEOUT_MS = 10_000;

/**
 * Stops in dependency order: no new connections, sockets told to go, in-flight requests finished,
 * then `closeAfterRequests` in their order. A second signal, or a hang past 10 s,
 * ends the process without waiting.
 */
export function installGracefulShutdown({
  server,
  io,
  closeAfterRequests,
  logger,
  cleanups = [],
}: ShutdownTargets): (reason: string) => Promise<void> {
  let stopping: Promise<void> | undefined;

  const stop = async (reason: string): Promise<void> => {
    logger.info({ reason }, 'shutting down');
    const timer = setTimeout(() => {
      logger.error(`shutdown did not finish within ${HARD_TIMEOUT_MS / 1000} s; exiting`);
      process.exit(1);
    }, HARD_TIMEOUT_MS);
    timer.unref();
    const cleaned = Promise.all(
      cleanups.map((cleanup) => cleanup().catch((err: unknown) => logger.warn({ err }, 'cleanup at shutdown failed'))),
    );
    try {
      const httpClosed = new Promise<void>((resolve) => server.close(() => resolve()));
      await io.close();
      server.closeIdleConnections();
      await httpClosed;
      for (const { close } of closeAfterRequests) await close();
      await cleaned;
      logger.info('stopped');
      process.exit(0);
    } catch (err) {
      logger.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };

  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      logger.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    stopping = stop(signal);
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  return (reason) => (stopping ??= stop(reason));
}
