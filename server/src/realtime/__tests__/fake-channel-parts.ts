/**
 * In-memory stand-ins for the channel's edges (the log in the database, a Socket.IO socket), for
 * tests that must control exactly when the log changes or the network drains. Everything in
 * between (follower, admission, replay, live sockets) is the real code.
 */
import { EventEmitter } from 'node:events';

import { FULL_READ_SCOPES, type OrderEvent, type ResyncRequired, type ShopEvent } from '@pizza/shared';
import pino from 'pino';

import { type Audience, isVisibleTo, type LoggedEvent } from '../../platform';
import type { ChannelSocket } from '../types';

export function loggedEvent(seq: number, userId = 'customer-1', type: 'order-created' | 'status-changed' = 'status-changed'): LoggedEvent {
  const base = {
    seq,
    eventId: `event-${seq}`,
    occurredAt: new Date(0).toISOString(),
    orderId: `order-${seq}`,
    order: {
      orderId: `order-${seq}`,
      orderSequence: '#Order-0001',
      status: 'PREPARING',
      orderType: 'PICKUP',
      totalPrice: 4999,
      customerName: 'x',
    },
  } as const;
  const event: OrderEvent =
    type === 'status-changed' ? { ...base, type, previousStatus: 'PLACED' } : { ...base, type, order: { ...base.order, status: 'PLACED' } };
  return { event, userId };
}

/** The log as a sorted array; `beforeRead` runs before each read (a TTL deletion racing a replay). */
export function memoryLog(count = 0, userId = 'customer-1') {
  const events: LoggedEvent[] = Array.from({ length: count }, (_v, i) => loggedEvent(i + 1, userId));
  const log = {
    events,
    reads: 0,
    beforeRead: () => undefined as void,
    async readAfter(after: number, audience: Audience, limit: number, upTo = Number.MAX_SAFE_INTEGER): Promise<LoggedEvent[]> {
      log.reads += 1;
      log.beforeRead();
      return events
        .filter(({ event }) => event.seq > after && event.seq <= upTo)
        .filter((e) => isVisibleTo(e, audience))
        .slice(0, limit);
    },
    latestSeq: async () => events.at(-1)?.event.seq ?? 0,
    oldestSeq: async () => events[0]?.event.seq ?? null,
    /** What the channel read before the review's fixes (kept so those tests fail rather than crash there). */
    has: async (seq: number) => events.some(({ event }) => event.seq === seq),
  };
  return log;
}

/** A connected socket whose transport the test drains by hand (`writable` false after each emit while `slow`). */
export function fakeSocket(reader: ChannelSocket['data']['reader'], audience: Audience) {
  const transport = Object.assign(new EventEmitter(), { writable: true });
  const emitter = new EventEmitter();
  const received: ShopEvent[] = [];
  const resyncs: ResyncRequired[] = [];
  const state = { slow: false, disconnected: false };
  const socket = {
    data: { reader, audience, scopes: FULL_READ_SCOPES, sentSeq: 0 },
    conn: { transport },
    get connected() {
      return !state.disconnected;
    },
    on: (name: string, handler: () => void) => emitter.on(name, handler),
    once: (name: string, handler: () => void) => emitter.once(name, handler),
    off: (name: string, handler: () => void) => emitter.off(name, handler),
    emit(name: string, payload: ShopEvent | ResyncRequired) {
      if (name === 'resync-required') resyncs.push(payload as ResyncRequired);
      else received.push(payload as ShopEvent);
      if (state.slow) transport.writable = false;
      return true;
    },
    disconnect() {
      state.disconnected = true;
      emitter.emit('disconnect');
    },
  };
  return {
    socket: socket as unknown as ChannelSocket,
    received,
    resyncs,
    state,
    /** The network took everything written so far. */
    drain() {
      transport.writable = true;
      transport.emit('drain');
    },
  };
}

export const staffReader = {
  kind: 'staff',
  userId: 'staff-1',
  staffRole: 'OWNER',
  credential: 'staff-token',
  expiresAt: new Date(8.64e15),
} as const;
export const customerReader = {
  kind: 'customer',
  userId: 'customer-1',
  credential: 'customer-token',
  expiresAt: new Date(8.64e15),
} as const;

/** A logger that keeps what it is told (pino, level debug) for tests that assert a log line. */
export function capturingLogger() {
  const lines: Array<{ level: number; msg: string }> = [];
  const logger = pino({ level: 'debug' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  return { logger, lines };
}

export const tick = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms));
