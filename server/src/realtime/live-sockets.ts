import { type OrderEvent, toCloudEvent } from '@pizza/shared';

import { isVisibleTo, type LoggedEvent } from '../modules/events';
import type { ChannelSocket } from './types';

/**
 * The sockets of this instance that receive live events. Who may see what is decided by the log's
 * one rule (isVisibleTo); the index only narrows the candidates: sockets that see everything, and
 * a customer's sockets under their user id.
 */
export function createLiveSockets() {
  const everything = new Set<ChannelSocket>();
  const byCustomer = new Map<string, Set<ChannelSocket>>();

  function add(socket: ChannelSocket): void {
    const { audience } = socket.data;
    if (audience.kind === 'all') return void everything.add(socket);
    let sockets = byCustomer.get(audience.userId);
    if (!sockets) byCustomer.set(audience.userId, (sockets = new Set()));
    sockets.add(socket);
  }

  function remove(socket: ChannelSocket): void {
    everything.delete(socket);
    const { audience } = socket.data;
    if (audience.kind === 'all') return;
    const sockets = byCustomer.get(audience.userId);
    sockets?.delete(socket);
    if (sockets?.size === 0) byCustomer.delete(audience.userId);
  }

  function deliverOne(logged: LoggedEvent, sockets: Iterable<ChannelSocket>): void {
    for (const socket of sockets) if (isVisibleTo(logged, socket.data.audience)) send(socket, logged.event);
  }

  /** Sends each event to every live socket that may see it. */
  function deliver(events: LoggedEvent[]): void {
    for (const logged of events) {
      deliverOne(logged, everything);
      deliverOne(logged, byCustomer.get(logged.userId) ?? []);
    }
  }

  return { add, remove, deliver };
}

export type LiveSockets = ReturnType<typeof createLiveSockets>;

/**
 * Emits one event to one socket, once: anything not above what the socket already has is dropped.
 * The socket's format decides the payload (the envelope, or its CloudEvent); the event name is the same.
 */
export function send(socket: ChannelSocket, event: OrderEvent): void {
  if (event.seq <= socket.data.sentSeq) return;
  socket.data.sentSeq = event.seq;
  const { cloudEventSource } = socket.data;
  const as = <E extends OrderEvent>(envelope: E) => (cloudEventSource === undefined ? envelope : toCloudEvent(envelope, cloudEventSource));
  if (event.type === 'order-created') socket.emit('order-created', as(event));
  else socket.emit('status-changed', as(event));
}
