/** The clients' side of bench:realtime: sockets, requests, percentiles, and the servers' process's usage. */
import type { ChildProcess } from 'node:child_process';
import http from 'node:http';

import type { OrderEvent } from '@pizza/shared';
import { io as connect, type Socket } from 'socket.io-client';

export type Usage = { cpu: NodeJS.CpuUsage; memory: NodeJS.MemoryUsage };
export const usageOf = (child: ChildProcess) =>
  new Promise<Usage>((resolve) => {
    child.once('message', (usage) => resolve(usage as Usage));
    child.send('usage');
  });

/** Connects `auths.length` sockets, 100 at a time. */
export async function connectAll(
  port: number,
  auths: Array<Record<string, unknown>>,
  onEvent: (index: number, event: OrderEvent) => void,
): Promise<Socket[]> {
  const sockets: Socket[] = [];
  for (let start = 0; start < auths.length; start += 100) {
    const batch = auths.slice(start, start + 100).map((auth, offset) => {
      const socket = connect(`http://127.0.0.1:${port}`, { transports: ['websocket'], auth, forceNew: true, reconnection: false });
      socket.on('status-changed', (event: OrderEvent) => onEvent(start + offset, event));
      return new Promise<Socket>((resolve, reject) => {
        socket.once('connect', () => resolve(socket));
        socket.once('connect_error', reject);
      });
    });
    sockets.push(...(await Promise.all(batch)));
  }
  return sockets;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
export function send(port: number, method: string, path: string, token?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, method, path, agent, headers: token ? { Authorization: `Bearer ${token}` } : {} },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

export function percentiles(samples: number[]): { p50: number; p95: number; p99: number; max: number; n: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
  return { p50: at(50), p95: at(95), p99: at(99), max: sorted.at(-1) ?? NaN, n: sorted.length };
}
