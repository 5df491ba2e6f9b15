/**
 * The channel's wiring to its socket: which handshake it sends, what reaches subscribers, when the
 * socket is closed. The decisions themselves are tested as plain functions (@pizza/shared channel-seq,
 * connection-status, ref-counted); here the socket is the test's fake at the network edge.
 */
import '../../../test/setup';
import type { ShopEvent } from '@pizza/shared';

import { latestSocket, openedSockets, resetFakeSockets } from '../../../test/fake-order-socket';
import { statusChanged } from '../../../test/order-event-fixtures';
import { RETRY_BASE_MS, RETRY_CAP_MS } from '../backoff';
import { channelStatus, LINGER_MS, subscribeOrderChannel } from '../channel';

jest.mock('../open-socket', () => jest.requireActual('../../../test/fake-order-socket'));

const CUSTOMER = { token: 'customer-token', audience: 'customer' } as const;
const flush = () => Promise.resolve();

beforeEach(() => {
  resetFakeSockets();
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

function subscriber() {
  const events: number[] = [];
  const resyncs = { count: 0 };
  return { events, resyncs, listener: { onEvent: (event: ShopEvent) => events.push(event.seq), onResync: () => (resyncs.count += 1) } };
}

describe('the order channel', () => {
  it('when two components subscribe with one token, then they share one socket and each hears every event once', async () => {
    const [a, b] = [subscriber(), subscriber()];
    subscribeOrderChannel(CUSTOMER, a.listener);
    subscribeOrderChannel(CUSTOMER, b.listener);
    await flush();
    expect(openedSockets).toHaveLength(1);
    const socket = latestSocket();
    socket.serverAccepts();
    for (const seq of [4, 9, 9, 7, 12]) socket.serverSends(statusChanged('PREPARING', 'PLACED', { seq }));
    expect(a.events).toEqual([4, 9, 12]);
    expect(b.events).toEqual([4, 9, 12]);
  });

  it('when it reconnects, then the handshake carries the highest seq applied; a first connect carries none and asks for a refetch', async () => {
    const s = subscriber();
    subscribeOrderChannel(CUSTOMER, s.listener);
    await flush();
    const socket = latestSocket();
    expect(socket.serverAccepts()).toEqual({ token: 'customer-token' });
    expect(s.resyncs.count).toBe(1);
    socket.serverSends(statusChanged('PREPARING', 'PLACED', { seq: 41 }));
    socket.drops();
    expect(socket.serverAccepts()).toEqual({ token: 'customer-token', lastSeq: 41 });
    expect(s.resyncs.count).toBe(1);
  });

  it('when a new connection opens in the same tab with the same token, then it resumes from sessionStorage', async () => {
    const unsubscribe = subscribeOrderChannel(CUSTOMER, subscriber().listener);
    await flush();
    latestSocket().serverAccepts();
    latestSocket().serverSends(statusChanged('PREPARING', 'PLACED', { seq: 41 }));
    unsubscribe();
    jest.advanceTimersByTime(LINGER_MS);
    expect(latestSocket().closedByClient).toBe(true);

    subscribeOrderChannel(CUSTOMER, subscriber().listener);
    await flush();
    expect(openedSockets).toHaveLength(2);
    expect(latestSocket().serverAccepts()).toEqual({ token: 'customer-token', lastSeq: 41 });
  });

  it('when the server asks for a resync, then subscribers refetch and the next handshake starts afresh (no lastSeq)', async () => {
    const s = subscriber();
    subscribeOrderChannel(CUSTOMER, s.listener);
    await flush();
    const socket = latestSocket();
    socket.serverAccepts();
    socket.serverSends(statusChanged('PREPARING', 'PLACED', { seq: 900 }));
    socket.serverAsksResync({ reason: 'unknown-seq', oldestSeq: 1 });
    expect(s.resyncs.count).toBe(2);
    // After a database reset the log starts again low: those events must not be dropped.
    socket.serverSends(statusChanged('OUT_FOR_DELIVERY', 'PREPARING', { seq: 3 }));
    expect(s.events).toEqual([900, 3]);
    expect(window.sessionStorage.getItem('orderChannel.lastSeq.customer')).toContain('"seq":3');
  });

  it('when the server refuses the token, then the channel is down and stays so; when the server drops it, it asks once more (after a backoff)', async () => {
    subscribeOrderChannel(CUSTOMER, subscriber().listener);
    await flush();
    const socket = latestSocket();
    socket.serverAccepts();
    const connect = jest.spyOn(socket, 'connect');
    socket.drops('io server disconnect');
    expect(connect).not.toHaveBeenCalled();
    jest.advanceTimersByTime(RETRY_BASE_MS);
    expect(connect).toHaveBeenCalledTimes(1);
    socket.serverRefuses();
    expect(channelStatus('customer-token')).toBe('down');
    jest.advanceTimersByTime(60_000);
    expect(channelStatus('customer-token')).toBe('down');
  });

  it('when the last subscriber leaves, then the socket closes after the linger; a subscriber back in time keeps it', async () => {
    const first = subscribeOrderChannel(CUSTOMER, subscriber().listener);
    await flush();
    const socket = latestSocket();
    first();
    first();
    jest.advanceTimersByTime(LINGER_MS - 1);
    const second = subscribeOrderChannel(CUSTOMER, subscriber().listener);
    jest.advanceTimersByTime(LINGER_MS * 2);
    expect(socket.closedByClient).toBe(false);
    second();
    jest.advanceTimersByTime(LINGER_MS);
    expect(socket.closedByClient).toBe(true);
    expect(openedSockets).toHaveLength(1);
  });

  it('when the server is unavailable, then the channel is not live, retries further apart each time (never over 30 s), never gives up, and is live again once accepted', async () => {
    subscribeOrderChannel(CUSTOMER, subscriber().listener);
    await flush();
    const socket = latestSocket();
    const connect = jest.spyOn(socket, 'connect');
    const delays: number[] = [];
    for (let attempt = 0; attempt < 12; attempt += 1) {
      socket.serverRefuses(attempt % 3 === 2 ? 'rate-limited' : 'unavailable');
      const before = connect.mock.calls.length;
      let waited = 0;
      while (connect.mock.calls.length === before) {
        jest.advanceTimersByTime(100);
        waited += 100;
        expect(waited).toBeLessThanOrEqual(RETRY_CAP_MS);
      }
      delays.push(waited);
    }
    expect(channelStatus('customer-token')).toBe('down');
    expect(Math.max(...delays)).toBeGreaterThan(RETRY_BASE_MS);
    socket.serverAccepts();
    expect(channelStatus('customer-token')).toBe('live');
  });

  it('when events arrive while no page listens (the linger), then lastSeq stays where the pages left it and the next subscriber refetches', async () => {
    const unsubscribe = subscribeOrderChannel(CUSTOMER, subscriber().listener);
    await flush();
    const socket = latestSocket();
    socket.serverAccepts();
    socket.serverSends(statusChanged('PREPARING', 'PLACED', { seq: 41 }));
    unsubscribe();
    socket.serverSends(statusChanged('READY_FOR_PICKUP', 'PREPARING', { seq: 42 }));
    expect(window.sessionStorage.getItem('orderChannel.lastSeq.customer')).toContain('"seq":41');
    const next = subscriber();
    subscribeOrderChannel(CUSTOMER, next.listener);
    expect(next.resyncs.count).toBe(1);
    socket.drops();
    expect(socket.serverAccepts()).toEqual({ token: 'customer-token', lastSeq: 41 });
    socket.serverSends(statusChanged('READY_FOR_PICKUP', 'PREPARING', { seq: 42 }));
    expect(next.events).toEqual([42]);
  });
});
