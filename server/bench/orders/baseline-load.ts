/**
 * The durable baseline beside the rush (docs/performance/README.md#the-durable-baseline): the server of
 * bench/baseline/durable-server.ts in a process of its own on the shop's database, with as many
 * sockets as the shop has (2,000 customers, 20 staff), sent BENCH_BASELINE_RATE changes a second
 * (default 5), each half-way between two of the rush's staff changes: its transactions take turns,
 * one commit each, and sent faster than it commits it would queue (a floor measured in a queue is
 * no floor). It times each
 * request and each event's arrival at the 20 staff sockets, as the rush does for the shop.
 */
import { type ChildProcess, fork } from 'node:child_process';
import path from 'node:path';

import { io, type Socket } from 'socket.io-client';

import { call } from '../../src/test/app-process';

export interface BaselineSamples {
  /** Request sent -> answered (the transaction committed and the event emitted). */
  request: number[];
  /** Request sent -> event at a staff socket, one sample per staff socket. */
  atStaff: number[];
  errors: number;
}

export interface BaselineLoad {
  samples: BaselineSamples;
  pid: number;
  /** Sends `rate` changes a second until stop() is called. */
  start(rate: number): void;
  /** Stops sending and waits for the requests in flight. */
  stop(): Promise<void>;
  /** Empties the samples (after the rush's warm-up). */
  clear(): void;
  close(): Promise<void>;
}

function forkBaseline(databaseUri: string): Promise<{ child: ChildProcess; port: number }> {
  const uri = new URL(databaseUri);
  const dbName = uri.pathname.slice(1);
  uri.pathname = '/';
  const child = fork(path.join(__dirname, '../baseline/durable-process.ts'), [uri.toString(), dbName], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    execArgv: process.execArgv,
  });
  return new Promise((resolve, reject) => {
    child.once('message', (message) => resolve({ child, port: (message as { port: number }).port }));
    child.once('exit', (code) => reject(new Error(`the durable baseline exited early (code ${code})`)));
  });
}

export async function startBaselineLoad(databaseUri: string, customers: number, staff: number): Promise<BaselineLoad> {
  const { child, port } = await forkBaseline(databaseUri);
  const url = `http://127.0.0.1:${port}`;
  const samples: BaselineSamples = { request: [], atStaff: [], errors: 0 };
  const sentAt = new Map<number, number>();
  const sockets: Socket[] = [];
  const rooms = [...Array.from({ length: staff }, () => 'staff'), ...Array.from({ length: customers }, (_v, i) => `customer:${i}`)];
  for (let from = 0; from < rooms.length; from += 100) {
    const batch = rooms.slice(from, from + 100).map((room) => {
      const socket = io(url, { auth: { room }, transports: ['websocket'], reconnection: false });
      if (room === 'staff')
        socket.on('status-changed', (event: { key: number }) => {
          const sent = sentAt.get(event.key);
          if (sent !== undefined) samples.atStaff.push(performance.now() - sent);
        });
      return new Promise<Socket>((resolve, reject) => {
        socket.once('connect', () => resolve(socket));
        socket.once('connect_error', reject);
      });
    });
    sockets.push(...(await Promise.all(batch)));
  }

  let timer: NodeJS.Timeout | undefined;
  const inflight = new Set<Promise<void>>();
  let n = 0;
  const send = async (k: number) => {
    const started = performance.now();
    sentAt.set(k, started);
    const res = await call(`${url}/change?to=${k % customers}&n=${k}`, { method: 'POST' }).catch(() => ({ status: 0 }));
    if (res.status === 200) samples.request.push(performance.now() - started);
    else samples.errors += 1;
  };
  return {
    samples,
    pid: child.pid!,
    start(rate) {
      const every = 1000 / rate;
      // Half-way between two of the rush's staff changes (which start half a period in).
      const first = performance.now() + every;
      let due = first;
      const tick = () => {
        const work = send(n++);
        inflight.add(work);
        void work.finally(() => inflight.delete(work));
        due += every;
        timer = setTimeout(tick, Math.max(0, due - performance.now()));
      };
      timer = setTimeout(tick, Math.max(0, first - performance.now()));
    },
    async stop() {
      clearTimeout(timer);
      await Promise.all(inflight);
    },
    clear() {
      samples.request.length = 0;
      samples.atStaff.length = 0;
      samples.errors = 0;
      sentAt.clear();
    },
    async close() {
      sockets.forEach((socket) => socket.close());
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.disconnect();
      await exited;
    },
  };
}
