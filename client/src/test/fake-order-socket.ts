/**
 * Stand-in for lib/order-channel/open-socket in jsdom tests, where no server answers: each
 * connection gets a FakeOrderSocket that the test drives as the server would (connect, send
 * events, drop, refuse). Use with:
 *   jest.mock('<path>/lib/order-channel/open-socket', () => jest.requireActual('<path>/test/fake-order-socket'));
 * and call resetFakeSockets() after each test.
 */
import type { ResyncRequired, ShopEvent, SocketAuth } from '@pizza/shared';

import { closeAllOrderChannels } from '../lib/order-channel/channel';
import type { HandshakeAuth, OrderSocket } from '../lib/order-channel/open-socket';

type Handler = (...args: unknown[]) => void;

export class FakeOrderSocket {
  readonly handshakes: SocketAuth[] = [];
  active = true;
  connected = false;
  closedByClient = false;
  private readonly handlers = new Map<string, Handler[]>();

  constructor(private readonly auth: HandshakeAuth) {}

  on(event: string, handler: Handler): this {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
    return this;
  }

  connect(): this {
    this.active = true;
    return this;
  }

  disconnect(): this {
    this.active = false;
    this.connected = false;
    this.closedByClient = true;
    return this;
  }

  private fire(event: string, ...args: unknown[]): void {
    for (const handler of this.handlers.get(event) ?? []) handler(...args);
  }

  /** A handshake the server accepts; returns the auth the client sent. */
  serverAccepts(): SocketAuth {
    let sent: SocketAuth | undefined;
    this.auth((auth) => (sent = auth));
    this.handshakes.push(sent as SocketAuth);
    this.connected = true;
    this.fire('connect');
    return sent as SocketAuth;
  }

  /** The server refuses the handshake: 'unauthorized', or 'unavailable' / 'rate-limited' (worth retrying). */
  serverRefuses(message = 'unauthorized'): void {
    this.auth((auth) => this.handshakes.push(auth));
    this.active = false;
    this.fire('connect_error', new Error(message));
  }

  serverSends(event: ShopEvent): void {
    this.fire(event.type, event);
  }

  serverAsksResync(payload: ResyncRequired): void {
    this.fire('resync-required', payload);
  }

  /** The connection is lost ('transport close'), or the server dropped the socket ('io server disconnect'). */
  drops(reason = 'transport close'): void {
    this.connected = false;
    this.fire('disconnect', reason);
  }
}

export const openedSockets: FakeOrderSocket[] = [];

export const openOrderSocket = async (auth: HandshakeAuth): Promise<OrderSocket> => {
  const socket = new FakeOrderSocket(auth);
  openedSockets.push(socket);
  return socket as unknown as OrderSocket;
};

/** The latest socket opened (after the channel's lazy open has resolved). */
export function latestSocket(): FakeOrderSocket {
  const socket = openedSockets.at(-1);
  if (!socket) throw new Error('no order channel socket was opened');
  return socket;
}

export function resetFakeSockets(): void {
  closeAllOrderChannels();
  openedSockets.length = 0;
  window.sessionStorage.clear();
}
