/**
 * The embedded server on a thread of its own: the app's process then spends one core on requests
 * and another on the database (matching queries, encoding replies, journaling), and a database
 * round trip no longer waits behind the app's own work on one event loop. The driver talks to it
 * over TCP exactly as in-process. Used by the run mode with a data folder; tests keep it in-process.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

import { silentLogger } from './logger';
import type { DiskFailure, EmbeddedLogger, EmbeddedMongo, EmbeddedMongoOptions } from './types';

/** What crosses to the thread: the options that are plain data. */
export type ThreadOptions = Pick<
  EmbeddedMongoOptions,
  'port' | 'dataDir' | 'ttlMonitorIntervalMs' | 'transactionLifetimeMs' | 'compactThresholdBytes'
>;

/** Messages from the thread (see thread-entry.ts). */
export type FromThread =
  | { kind: 'ready'; uri: string; port: number }
  | { kind: 'start-failed'; message: string }
  | { kind: 'log'; level: keyof EmbeddedLogger; msg: string; ctx?: Record<string, unknown> }
  | { kind: 'fatal'; file: string; message: string; reason: string }
  | { kind: 'stopped' };

/**
 * A bundle ships the thread's entry beside itself as embedded-worker.js (the server's build does,
 * in server/dist; README.md). From source (npm run dev, the tests' app processes) the thread
 * registers tsx itself, then loads the TypeScript entry: a worker does not inherit the tsx loader
 * of the thread that starts it.
 */
function startWorker(workerData: ThreadOptions): Worker {
  const compiled = path.join(__dirname, 'embedded-worker.js');
  if (existsSync(compiled)) return new Worker(compiled, { workerData });
  const source = JSON.stringify(path.join(__dirname, 'thread-entry.ts'));
  return new Worker(`require('tsx/cjs/api').register(); require(${source});`, { eval: true, workerData });
}

export function startEmbeddedMongoThread(
  options: ThreadOptions & Pick<EmbeddedMongoOptions, 'logger' | 'onFatal'>,
): Promise<EmbeddedMongo> {
  const { logger = silentLogger, onFatal, ...data } = options;
  const worker = startWorker(data);
  let stopped: Promise<void> | undefined;
  let ready = false;
  return new Promise((resolve, reject) => {
    const stop = () =>
      (stopped ??= new Promise<void>((done) => {
        worker.once('exit', () => done());
        worker.postMessage({ kind: 'stop' });
      }));
    worker.on('message', (message: FromThread) => {
      if (message.kind === 'log') logger[message.level](message.msg, message.ctx);
      else if (message.kind === 'ready') {
        ready = true;
        resolve({ uri: message.uri, port: message.port, stop });
      } else if (message.kind === 'start-failed') reject(new Error(message.message));
      else if (message.kind === 'fatal') onFatal?.(diskFailure(message));
    });
    worker.on('error', (err) => {
      if (!ready) return reject(err);
      logger.error('embedded mongo: its thread failed; stopping', { error: err.message });
      onFatal?.(Object.assign(err, { file: '(database thread)', reason: err }));
    });
  });
}

function diskFailure(message: Extract<FromThread, { kind: 'fatal' }>): DiskFailure {
  return Object.assign(new Error(message.message), { file: message.file, reason: new Error(message.reason) });
}
