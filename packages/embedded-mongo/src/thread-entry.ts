/**
 * The embedded server's thread (see thread.ts): starts the server with the options it was given,
 * reports its logs and a disk failure to the app's thread, and stops when asked.
 */
import { parentPort, workerData } from 'node:worker_threads';

import { startEmbeddedMongo } from './index';
import type { FromThread, ThreadOptions } from './thread';
import type { EmbeddedLogger } from './types';

const post = (message: FromThread) => parentPort!.postMessage(message);

const log =
  (level: keyof EmbeddedLogger) =>
  (msg: string, ctx?: Record<string, unknown>): void =>
    post({ kind: 'log', level, msg, ...(ctx ? { ctx: JSON.parse(JSON.stringify(ctx)) as Record<string, unknown> } : {}) });

const logger: EmbeddedLogger = { debug: log('debug'), info: log('info'), warn: log('warn'), error: log('error') };

startEmbeddedMongo({
  ...(workerData as ThreadOptions),
  logger,
  // The server refuses every command already; the app decides how to stop.
  onFatal: (failure) => post({ kind: 'fatal', file: failure.file, message: failure.message, reason: failure.reason.message }),
}).then(
  (server) => {
    post({ kind: 'ready', uri: server.uri, port: server.port });
    parentPort!.on('message', (message: { kind: string }) => {
      if (message.kind !== 'stop') return;
      void server.stop().finally(() => {
        post({ kind: 'stopped' });
        process.exit(0);
      });
    });
  },
  (err: Error) => post({ kind: 'start-failed', message: err.message }),
);
