import { createSeqKeeper, EVENT_TYPES, type SeqStorage, type ShopEvent } from '@pizza/shared';

import { createRetrier } from './backoff';
import { type ConnectionInput, DOWN_AFTER_MS, isWaiting, nextChannelStatus } from './connection-status';
import { type HandshakeAuth, type OpenOrderSocket, openOrderSocket, type OrderSocket } from './open-socket';
import { sessionSeqStorage } from './session-storage';
import type { ChannelCredential, ChannelListener, ChannelStatus } from './types';

export interface ConnectionOptions {
  credential: ChannelCredential;
  /** Told every time the status changes. */
  onStatus: (status: ChannelStatus) => void;
  open?: OpenOrderSocket;
  storage?: SeqStorage;
  downAfterMs?: number;
}

export interface ChannelConnection {
  status: () => ChannelStatus;
  /** Adds a subscriber; returns its removal. */
  add: (listener: ChannelListener) => () => void;
  close: () => void;
}

/** The status, moved by nextChannelStatus, with the grace timer that turns a missing connection into 'down'. */
function createStatusKeeper(onStatus: (status: ChannelStatus) => void, downAfterMs: number) {
  let status: ChannelStatus = 'connecting';
  let stopped = false;
  let grace = setTimeout(() => move('grace-expired'), downAfterMs);

  function move(input: ConnectionInput): void {
    if (stopped) return;
    const next = nextChannelStatus(status, input);
    if (!isWaiting(next)) clearTimeout(grace);
    else if (!isWaiting(status)) grace = setTimeout(() => move('grace-expired'), downAfterMs);
    if (next === status) return;
    status = next;
    onStatus(next);
  }

  return {
    status: () => status,
    move,
    stop(): void {
      stopped = true;
      clearTimeout(grace);
    },
  };
}

interface SocketHandlers {
  connected: () => void;
  event: (event: ShopEvent) => void;
  resync: () => void;
  move: (input: ConnectionInput) => void;
  /** Tries another handshake later (exponential backoff with full jitter). */
  retryLater: () => void;
}

/** The handshake error that means the credential is not valid: retrying cannot help. */
const REFUSED = 'unauthorized';

function wireSocket(socket: OrderSocket, handlers: SocketHandlers): void {
  socket.on('connect', handlers.connected);
  socket.on('disconnect', (reason) => {
    handlers.move('dropped');
    // socket.io-client does not retry a server-side disconnect (the credential was re-checked and
    // refused, the server is restarting, or it could not admit the socket): a later handshake tells which.
    if (reason === 'io server disconnect') handlers.retryLater();
  });
  socket.on('connect_error', (err) => {
    // Transport errors leave the socket active (it retries by itself); a refused handshake does not.
    if (socket.active) return;
    if (err.message === REFUSED) return handlers.move('refused');
    // 'unavailable' (the server could not check the credential) or 'rate-limited': not live, and try again.
    handlers.move('dropped');
    handlers.retryLater();
  });
  // Every event of the log comes under its own name (= its type); all go to the same handler.
  const onEvent = socket.on.bind(socket) as (name: string, listener: (event: ShopEvent) => void) => void;
  for (const type of EVENT_TYPES) onEvent(type, handlers.event);
  socket.on('resync-required', handlers.resync);
}

/**
 * The subscribers of one connection. Something that happened while none listened (the linger
 * after the last page left) is not lost on the next one: it is asked to refetch when it arrives.
 */
function createSubscribers() {
  const listeners = new Set<ChannelListener>();
  let missed = false;
  return {
    /** Hands something to every subscriber; false when there is none to hand it to. */
    notify(tell: (listener: ChannelListener) => void): boolean {
      if (listeners.size === 0) return !(missed = true);
      [...listeners].forEach(tell);
      return true;
    },
    add(listener: ChannelListener): () => void {
      listeners.add(listener);
      if (missed) {
        missed = false;
        listener.onResync?.();
      }
      return () => void listeners.delete(listener);
    },
    clear: () => listeners.clear(),
  };
}

/**
 * One socket for one credential. The decisions live in pure functions (nextChannelStatus, and the
 * seq keeper of @pizza/shared's channel-seq, which the chaos run's clients use too); this wires them
 * to the socket's events.
 */
export function createChannelConnection(options: ConnectionOptions): ChannelConnection {
  const { credential, onStatus, open = openOrderSocket, storage = sessionSeqStorage(), downAfterMs = DOWN_AFTER_MS } = options;
  const subscribers = createSubscribers();
  const { notify } = subscribers;
  const seq = createSeqKeeper(storage, credential);
  const state = createStatusKeeper(onStatus, downAfterMs);
  let socket: OrderSocket | undefined;
  let closed = false;
  /** Whether the current handshake carried a lastSeq (without one, the server sends only what happens from now on). */
  let resuming = false;
  const retrier = createRetrier(() => socket?.connect());
  const handlers: SocketHandlers = {
    connected() {
      state.move('connected');
      retrier.connected();
      if (!resuming) notify((listener) => listener.onResync?.());
    },
    event(event) {
      // Only an event handed to a subscriber counts as applied: the seq is not advanced past one nobody saw.
      seq.apply(event.seq, () => notify((listener) => listener.onEvent?.(event)));
    },
    resync() {
      seq.forget();
      notify((listener) => listener.onResync?.());
    },
    move: state.move,
    retryLater: retrier.schedule,
  };
  // Called by socket.io-client before every (re)connect: each handshake carries the seq applied by then.
  const auth: HandshakeAuth = (send) => {
    const handshake = seq.handshake();
    resuming = handshake.lastSeq !== undefined;
    send(handshake);
  };

  open(auth).then(
    (opened) => {
      if (closed) return void opened.disconnect();
      socket = opened;
      wireSocket(opened, handlers);
    },
    // The socket code could not load (offline, a new deployment): the pages fall back to polling.
    () => state.move('refused'),
  );

  return {
    status: state.status,
    add: subscribers.add,
    close() {
      closed = true;
      state.stop();
      retrier.stop();
      subscribers.clear();
      socket?.disconnect();
    },
  };
}
