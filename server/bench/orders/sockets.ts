/**
 * The sockets of the rush: 2,000 customers and 20 staff connected to the shop's live channel (spread
 * over the instances). Staff sockets record when each order's events arrive, so the bench can
 * report the time from the request that caused an event to its arrival at every staff screen.
 */
import type { OrderEvent } from '@pizza/shared';
import { io, type Socket } from 'socket.io-client';

import type { Account } from './people';

/** `${type}:${orderId}` -> when the request that causes it was sent (performance.now()). */
export type SentAt = Map<string, number>;

export interface Sockets {
  /** Milliseconds from sending the request to the event's arrival, one sample per staff socket. */
  arrivals: { created: number[]; changed: number[] };
  disconnects: number;
  close(): void;
}

const keyOf = (event: OrderEvent) => `${event.type}:${event.orderId}`;

function open(url: string, token: string): Promise<Socket> {
  const socket = io(url, { auth: { token, lastSeq: 0 }, transports: ['websocket'], reconnectionDelayMax: 2000 });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (err) => reject(new Error(`socket refused: ${err.message}`)));
  });
}

export async function connectSockets(urls: string[], customers: Account[], staff: Account[], sentAt: SentAt): Promise<Sockets> {
  const all: Socket[] = [];
  const result: Sockets = { arrivals: { created: [], changed: [] }, disconnects: 0, close: () => all.forEach((s) => s.close()) };
  const accounts = [...staff.map((a) => ({ ...a, staff: true })), ...customers.map((a) => ({ ...a, staff: false }))];
  for (let from = 0; from < accounts.length; from += 100) {
    const batch = accounts.slice(from, from + 100);
    const sockets = await Promise.all(batch.map((account, i) => open(urls[(from + i) % urls.length]!, account.token)));
    sockets.forEach((socket, i) => {
      all.push(socket);
      socket.on('disconnect', () => (result.disconnects += 1));
      if (!batch[i]!.staff) return;
      const record = (bucket: number[]) => (event: OrderEvent) => {
        const sent = sentAt.get(keyOf(event));
        if (sent !== undefined) bucket.push(performance.now() - sent);
      };
      socket.on('order-created', record(result.arrivals.created));
      socket.on('status-changed', record(result.arrivals.changed));
    });
  }
  return result;
}
