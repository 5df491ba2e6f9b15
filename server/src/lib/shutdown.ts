import type { Server } from 'node:http';

import type { Logger } from './logger';

export interface ShutdownTargets {
  server: Server;
  /** Socket.IO: `drain()` refuses new sockets and tells the open ones to reconnect elsewhere; `close()` ends the rest. */
  io: { drain(): number; close(): Promise<void> };
  /** Turned to "not ready" first, for good (GET /api/health/ready answers 503 from then on). */
  readiness: { startDraining(): void };
  /** How long "not ready" is answered while still serving, before new connections are refused (DRAIN_DELAY_MS). */
  drainDelayMs: number;
  /**
   * Closed one after the other, in this order, once the HTTP server has answered its last request
   * (the background workers, which give back their leases; the database: the embedded one flushes
   * its journal; Redis).
   */
  closeAfterRequests: ReadonlyArray<{ name: string; close(): Promise<void> }>;
  logger: Logger;
  /**
   * Independent of requests (e.g. stopping the Auth emulator child): started at once, alongside the
   * rest, so they are under way even if a supervisor kills us soon after its SIGTERM. Failures are logged.
   */
  cleanups?: Array<() => Promise<void>>;
}

/**
 * How long the stop may take after the drain delay before the process exits without waiting. Longer
 * than the longest a request can last, so a stop never cuts one short: a write waits at most 5 s for
 * its batch and the batch re-runs for at most 10 s (platform/event-log/batched-transactions.ts).
 */
const HARD_TIMEOUT_MS = 20_000;
/** A second signal this soon after the first is the same one, relayed (see onSignal). */
const RELAYED_SIGNAL_MS = 1_000;
/** Keep-alive connections that fall idle after their last answer are closed this often while draining. */
const IDLE_SWEEP_MS = 100;

/**
 * Graceful draining (docs/operations/production.md#graceful-draining), each step logged once:
 * not ready at once; after `drainDelayMs` (the load balancers have noticed), no new connections and
 * every socket told to reconnect elsewhere; the requests in flight answered; then
 * `closeAfterRequests` in their order; exit 0. A second signal, or a hang past the drain delay and
 * 20 s, ends the process without waiting.
 */
export function installGracefulShutdown({
  server,
  io,
  readiness,
  drainDelayMs,
  closeAfterRequests,
  logger,
  cleanups = [],
}: ShutdownTargets): (reason: string) => Promise<void> {
  let stopping: Promise<void> | undefined;

  const stop = async (reason: string): Promise<void> => {
    readiness.startDraining();
    logger.info({ reason, drainDelayMs }, 'draining: not ready from now on; still serving until the load balancers notice');
    const timer = setTimeout(() => {
      logger.error(`shutdown did not finish within ${(drainDelayMs + HARD_TIMEOUT_MS) / 1000} s; exiting`);
      process.exit(1);
    }, drainDelayMs + HARD_TIMEOUT_MS);
    timer.unref();
    const cleaned = Promise.all(
      cleanups.map((cleanup) => cleanup().catch((err: unknown) => logger.warn({ err }, 'cleanup at shutdown failed'))),
    );
    try {
      await new Promise((resolve) => setTimeout(resolve, drainDelayMs));
      const httpClosed = new Promise<void>((resolve) => server.close(() => resolve()));
      const sockets = io.drain();
      logger.info({ sockets }, 'draining: new connections refused; open sockets told to reconnect elsewhere');
      server.closeIdleConnections();
      const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
      await httpClosed;
      clearInterval(sweep);
      logger.info('draining: every request in flight answered');
      await io.close();
      for (const { name, close } of closeAfterRequests) {
        await close();
        logger.info({ step: name }, `draining: ${name} stopped`);
      }
      await cleaned;
      logger.info('stopped');
      process.exit(0);
    } catch (err) {
      logger.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };

  let firstSignalAt = 0;
  const onSignal = (signal: NodeJS.Signals) => {
    // A wrapper in the same process group (tsx, npm) relays the signal the group already got: one
    // Ctrl-C or one `kill -TERM -<group>` arrives twice within moments, and is one request to stop.
    if (stopping && Date.now() - firstSignalAt < RELAYED_SIGNAL_MS) return;
    if (stopping) {
      logger.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    firstSignalAt = Date.now();
    stopping = stop(signal);
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  return (reason) => (stopping ??= stop(reason));
}
