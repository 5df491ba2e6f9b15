import type { OrderEvent } from '@pizza/shared';

import type { LoggedEvent } from '../modules/events';
import type { ChannelSocket } from './types';

/**
 * The sockets of this instance that receive live events, indexed by who may see what: staff and
 * integrators see everything, a customer only the status changes of their own orders.
 */
export function createLiveSockets() {
  const everything = new Set<ChannelSocket>();
  const byCustomer = new Map<string, Set<ChannelSocket>>();

  function add(socket: ChannelSocket): void {
    const { reader } = socket.data;
    if (reader.kind !== 'customer') return void everything.add(socket);
    let sockets = byCustomer.get(reader.userId);
    if (!sockets) byCustomer.set(reader.userId, (sockets = new Set()));
    sockets.add(socket);
  }

  function remove(socket: ChannelSocket): void {
    everything.delete(socket);
    const { reader } = socket.data;
    if (reader.kind !== 'customer') return;
    const sockets = byCustomer.get(reader.userId);
    sockets?.delete(socket);
    if (sockets?.size === 0) byCustomer.delete(reader.userId);
  }

  /** Sends each event to every live socket that may see it. */
  function deliver(events: LoggedEvent[]): void {
    for (const { event, userId } of events) {
      for (const socket of everything) send(socket, event);
      if (event.type !== 'status-changed') continue;
      for (const socket of byCustomer.get(userId) ?? []) send(socket, event);
    }
  }

  return { add, remove, deliver };
}

/** Emits one event to one socket, once: anything not above what the socket already has is dropped. */
export function send(socket: ChannelSocket, event: OrderEvent): void {
  if (event.seq <= socket.data.sentSeq) return;
  socket.data.sentSeq = event.seq;
  if (event.type === 'order-created') socket.emit('order-created', event);
  else socket.emit('status-changed', event);
}
