/** A real redis-server on a free port for tests (DESIGN section 4: the machines have it, CI installs it). */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';

import { createClient } from 'redis';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface TestRedis {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

/** Starts redis-server (no persistence) on `port` (default: a free one) and resolves once it answers PING. */
export async function startRedisServer(port?: number): Promise<TestRedis> {
  port ??= await freePort();
  const child: ChildProcess = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  const url = `redis://127.0.0.1:${port}`;
  const probe = createClient({ url, socket: { reconnectStrategy: () => 100 } });
  probe.on('error', () => undefined);
  const deadline = Date.now() + 10_000;
  await probe.connect().catch(() => undefined);
  while (!probe.isReady) {
    if (Date.now() > deadline || child.exitCode !== null) throw new Error('redis-server did not start');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await probe.close();
  return {
    url,
    pid: child.pid!,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill();
      }),
  };
}

/** Resolves once a client from createRedisClient has connected (its commands fail fast before). */
export async function untilReady(client: { isReady: boolean }, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!client.isReady) {
    if (Date.now() > deadline) throw new Error('Redis client did not connect');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
