import { type CloudEvent, EVENT_VISIBILITY, eventForScopes, type EventType, type ShopEvent, toCloudEvent } from '@pizza/shared';

import { isVisibleTo, type LoggedEvent } from '../platform';
import type { ChannelSocket } from './types';

/**
 * The sockets of this instance that receive live events. Who may see what is decided by the log's
 * one rule (isVisibleTo); the index only narrows the candidates: sockets that see everything,
 * couriers' sockets (delivery orders), and a customer's sockets under their user id.
 */
export function createLiveSockets() {
  const everything = new Set<ChannelSocket>();
  const deliveries = new Set<ChannelSocket>();
  const byCustomer = new Map<string, Set<ChannelSocket>>();

  function add(socket: ChannelSocket): void {
    const { audience } = socket.data;
    if (audience.kind === 'all') return void everything.add(socket);
    if (audience.kind === 'deliveries') return void deliveries.add(socket);
    let sockets = byCustomer.get(audience.userId);
    if (!sockets) byCustomer.set(audience.userId, (sockets = new Set()));
    sockets.add(socket);
  }

  function remove(socket: ChannelSocket): void {
    everything.delete(socket);
    deliveries.delete(socket);
    const { audience } = socket.data;
    if (audience.kind !== 'customer') return;
    const sockets = byCustomer.get(audience.userId);
    sockets?.delete(socket);
    if (sockets?.size === 0) byCustomer.delete(audience.userId);
  }

  function deliverOne(logged: LoggedEvent, sockets: Iterable<ChannelSocket>): void {
    for (const socket of sockets) if (isVisibleTo(logged, socket.data.audience)) send(socket, logged.event);
  }

  /** Sends each event to every live socket that may see it (a public one to every customer's sockets too). */
  function deliver(events: LoggedEvent[]): void {
    for (const logged of events) {
      deliverOne(logged, everything);
      deliverOne(logged, deliveries);
      if (EVENT_VISIBILITY[logged.event.type] === 'public') for (const sockets of byCustomer.values()) deliverOne(logged, sockets);
      else if (logged.userId !== undefined) deliverOne(logged, byCustomer.get(logged.userId) ?? []);
    }
  }

  return { add, remove, deliver };
}

export type LiveSockets = ReturnType<typeof createLiveSockets>;

/** ChannelEvents pairs each name with its own envelope; an event and its own type always match. */
type EmitAny = (name: EventType, payload: ShopEvent | CloudEvent) => boolean;

/**
 * Emits one event to one socket, once: anything not above what the socket already has is dropped.
 * The event's name is its type; the reader's scopes shape it (eventForScopes: replay and live both
 * pass here) and the socket's format decides the payload (the envelope, or its CloudEvent).
 */
export function send(socket: ChannelSocket, event: ShopEvent): void {
  if (event.seq <= socket.data.sentSeq) return;
  socket.data.sentSeq = event.seq;
  const { cloudEventSource, scopes } = socket.data;
  const shaped = eventForScopes(event, scopes);
  const payload = cloudEventSource === undefined ? shaped : toCloudEvent(shaped, cloudEventSource);
  (socket.emit.bind(socket) as EmitAny)(event.type, payload);
}
