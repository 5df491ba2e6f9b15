/** A real redis-server for tests and the chaos run (the machines have it; CI installs it). */
import { type ChildProcess, spawn } from 'node:child_process';
import { connect } from 'node:net';

import { freePort } from './ports';
import { sleep, until } from './wait';

export interface TestRedis {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

/** Whether a Redis server answers PING on `port` (a plain inline command: no client library needed). */
function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (chunk) => done(chunk.toString().startsWith('+PONG')));
  });
}

/** Starts redis-server (no persistence) on `port` (default: a free one) and resolves once it answers PING. */
export async function startRedisServer(port?: number): Promise<TestRedis> {
  port ??= await freePort();
  const child: ChildProcess = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  const deadline = Date.now() + 10_000;
  while (!(await answersPing(port))) {
    if (Date.now() > deadline || child.exitCode !== null) throw new Error('redis-server did not start');
    await sleep(50);
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    pid: child.pid!,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill();
      }),
  };
}

/** Resolves once a Redis client has connected (the app's clients fail their commands fast before). */
export const untilReady = (client: { isReady: boolean }, timeoutMs = 5000): Promise<void> =>
  until(() => client.isReady, 'the Redis client to connect', timeoutMs);
