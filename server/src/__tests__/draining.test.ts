/**
 * Graceful draining of the real shop in a child process (docs/operations/production.md#graceful-draining):
 * on SIGTERM it answers "not ready" at once while still serving, then its sockets are told to go
 * in a way socket.io-client reconnects by itself, and it exits 0, logging each step once.
 */
import fs from 'node:fs';

import type { ServerToClientEvents } from '@pizza/shared';
import { until } from '@pizza/test-kit';
import { io, type Socket } from 'socket.io-client';

import { type AppProcess, makeDataDir, staffToken, startAppProcess } from '../test/app-process';

jest.setTimeout(120_000);

const DRAIN_DELAY_MS = 1500;
let app: AppProcess | undefined;

afterEach(async () => {
  await app?.kill9();
  if (app) fs.rmSync(app.dataDir, { recursive: true, force: true });
});

const status = (url: string) =>
  fetch(url).then(
    (res) => res.status,
    () => 0,
  );

it('when SIGTERM arrives, then ready turns 503 while live and requests still answer, sockets reconnect by themselves, and it exits 0', async () => {
  app = await startAppProcess(makeDataDir(), { DRAIN_DELAY_MS: String(DRAIN_DELAY_MS), LOG_LEVEL: 'info' });
  const shop = app;
  await until(async () => (await status(`${shop.url}/api/health/ready`)) === 200, 'the instance to be ready', 30_000, 100);
  const token = await staffToken(shop.url);
  const socket: Socket<ServerToClientEvents> = io(shop.url, { transports: ['websocket'], auth: { token }, reconnectionDelay: 50 });
  const disconnects: string[] = [];
  socket.on('disconnect', (reason) => void disconnects.push(reason));
  try {
    await until(() => socket.connected, 'the socket to connect', 10_000);

    shop.signal('SIGTERM');
    await until(async () => (await status(`${shop.url}/api/health/ready`)) === 503, 'ready to turn 503', 5_000, 20);
    // Within the drain delay: still serving, so a load balancer that has not noticed yet loses nothing.
    expect(await status(`${shop.url}/api/health/live`)).toBe(200);
    expect(await status(`${shop.url}/api/menu`)).toBe(200);
    expect(socket.connected).toBe(true);

    await until(() => disconnects.length > 0, 'the socket to be told to go', 15_000);
    // 'transport close', not 'io server disconnect': the client is still active and retries on its own.
    expect(disconnects[0]).toBe('transport close');
    expect(socket.active).toBe(true);
    expect(await shop.exited).toEqual({ code: 0, signal: null });
  } finally {
    socket.close();
  }
  const steps = [
    'draining: not ready from now on',
    'draining: new connections refused; open sockets told to reconnect elsewhere',
    'draining: every request in flight answered',
    'draining: workers (leases given back) stopped',
    'draining: database stopped',
    '"stopped"',
  ];
  const output = shop.output();
  for (const step of steps) expect(output.split(step).length - 1).toBe(1);
  // In the order logged, read from each line's own time rather than its place in the captured
  // output: on a loaded machine one run captured "stopped" before "database stopped".
  const lines = output.split('\n').filter((line) => line.startsWith('{'));
  const loggedAt = steps.map((step) => (JSON.parse(lines.find((line) => line.includes(step))!) as { time: number }).time);
  expect([...loggedAt].sort((a, b) => a - b)).toEqual(loggedAt);
});
