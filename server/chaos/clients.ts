/**
 * The readers of the event stream: 200-odd socket clients (customers' tabs, staff screens,
 * integrators) that drop and come back at random with their lastSeq, to whichever instance is up,
 * (and an integrator paging GET /api/events, readers.ts). Each is one logical client in the history, across all
 * its connections. Each keeps its seq with the browser's own seq keeper (@pizza/shared channel-seq,
 * a tab's sessionStorage in memory; now and then the tab is reloaded and a new keeper starts from
 * that storage). A client told 'replay-limit' catches up through the pull API, as an integrator
 * does (a browser would refetch its page instead, which the check could not follow), then reconnects.
 */
import { type ChannelAudience, createSeqKeeper, EVENT_TYPES, type ServerToClientEvents, type ShopEvent } from '@pizza/shared';
import { io, type Socket } from 'socket.io-client';

import type { ClientRecord } from './history';
import type { People } from './people';
import { sleep } from './random';
import { catchUpByPull, type ClientsContext, memoryStorage, type Reader, take } from './readers';

const HANDSHAKE_TIMEOUT_MS = 15_000;

export interface SocketClient extends Reader {
  token: string;
  /** Voluntarily away (a closed laptop) until then; recovery does not wait for it. */
  awayUntil: number;
  socket?: Socket<ServerToClientEvents>;
  stop(): void;
}

/** What a socket's events do to its logical client: record them, and find the way back when it ends. */
interface Wiring {
  ctx: ClientsContext;
  client: SocketClient;
  socket: Socket<ServerToClientEvents>;
  instance: string;
  lastSeq: number | undefined;
  /** Runs a handler only while this socket is still the client's own (not replaced, not stopped). */
  on: <A extends unknown[]>(handler: (...args: A) => void) => (...args: A) => void;
  reconnectSoon: (ms: number) => void;
}

function recordStream({ ctx, client, socket, on }: Wiring): { replayLimited: () => boolean } {
  const { record } = client;
  let replayLimited = false;
  const onEvent = socket.on.bind(socket) as (name: string, listener: (event: ShopEvent) => void) => void;
  for (const type of EVENT_TYPES)
    onEvent(
      type,
      on((event: ShopEvent) => {
        ctx.delivered(event.seq, record.id);
        take(client, 'socket', event);
      }),
    );
  socket.on(
    'resync-required',
    on(({ reason }) => {
      record.received.push({ kind: 'resync', reason });
      replayLimited = reason === 'replay-limit';
      // The browser forgets its seq (and refetches its page); after 'replay-limit' this client pulls instead.
      if (!replayLimited) client.keeper.forget();
    }),
  );
  return { replayLimited: () => replayLimited };
}

function handleEnds(wiring: Wiring, replayLimited: () => boolean): void {
  const { ctx, client, socket, instance, lastSeq, on, reconnectSoon } = wiring;
  const { record } = client;
  // socket.io-client waits for ever for a server that never answers the handshake: a browser would too, so it is recorded.
  const handshake = setTimeout(
    on(() => {
      record.received.push({ kind: 'refused', message: `no answer to the handshake within ${HANDSHAKE_TIMEOUT_MS} ms (${instance})` });
      socket.close();
      reconnectSoon(0);
    }),
    HANDSHAKE_TIMEOUT_MS,
  );
  socket.on(
    'connect',
    on(() => {
      clearTimeout(handshake);
      record.received.push({ kind: 'connect', lastSeq, instance });
    }),
  );
  socket.on(
    'connect_error',
    on((err) => {
      clearTimeout(handshake);
      record.received.push({ kind: 'refused', message: err.message });
      socket.close();
      reconnectSoon(ctx.random.int(200, 1500));
    }),
  );
  socket.on(
    'disconnect',
    on((reason) => {
      if (reason === 'io client disconnect') return;
      record.reconnects += 1;
      if (replayLimited()) void catchUpByPull(ctx, client).then(() => reconnectSoon(0));
      else reconnectSoon(ctx.random.int(50, 1000));
    }),
  );
}

function startSocketClient(
  ctx: ClientsContext,
  record: ClientRecord,
  credential: { token: string; audience: ChannelAudience },
): SocketClient {
  let stopped = false;
  const storage = memoryStorage(credential);
  const { token } = credential;
  const client: SocketClient = {
    record,
    keeper: createSeqKeeper(storage, credential),
    token,
    awayUntil: 0,
    stop: () => ((stopped = true), client.socket?.close()),
  };
  let reconnecting = false;
  /** One way back at a time, whatever asked for it. */
  const reconnectSoon = (ms: number) => {
    if (reconnecting) return;
    reconnecting = true;
    void sleep(ms).then(() => {
      reconnecting = false;
      if (!stopped) connect();
    });
  };
  function connect(): void {
    const alive = ctx.topology.alive();
    const instance = ctx.random.pick(alive.length > 0 ? alive : ctx.topology.instances);
    const auth = client.keeper.handshake();
    const lastSeq = auth.lastSeq;
    const socket: Socket<ServerToClientEvents> = io(instance.url, { transports: ['websocket'], reconnection: false, forceNew: true, auth });
    client.socket = socket;
    const on =
      <A extends unknown[]>(handler: (...args: A) => void) =>
      (...args: A) => {
        if (client.socket === socket && !stopped) handler(...args);
      };
    const wiring: Wiring = { ctx, client, socket, instance: instance.name, lastSeq, on, reconnectSoon };
    handleEnds(wiring, recordStream(wiring).replayLimited);
  }
  /** Now and then the client goes away on its own: a tab closed, a phone in a tunnel, rarely a laptop shut for a while. */
  async function churn(): Promise<void> {
    while (!stopped) {
      await sleep(ctx.random.int(3_000, 30_000));
      if (stopped || !client.socket?.connected) continue;
      const away = ctx.random.chance(0.03) ? ctx.random.int(10_000, 20_000) : ctx.random.int(20, 1500);
      client.awayUntil = Date.now() + away;
      client.socket.close();
      record.reconnects += 1;
      // Now and then the tab is reloaded: a new keeper starts from what the tab's storage kept.
      if (ctx.random.chance(0.2)) client.keeper = createSeqKeeper(storage, credential);
      reconnectSoon(away);
    }
  }
  connect();
  void churn();
  return client;
}

/** Staff screens, integrators and customers' tabs: at least 200 sockets in all. */
export function startSocketClients(ctx: ClientsContext, people: People): SocketClient[] {
  const clients: SocketClient[] = [];
  const add = (id: string, audience: 'all' | 'customer', token: string, userId?: string) => {
    const record: ClientRecord = { id, audience, userId, received: [], applied: [], lastSeq: 0, reconnects: 0 };
    ctx.history.clients.push(record);
    clients.push(startSocketClient(ctx, record, { token, audience: audience === 'all' ? 'staff' : 'customer' }));
  };
  people.staff.forEach((staff, i) => Array.from({ length: 5 }, (_v, k) => add(`staff-${i}-${k}`, 'all', staff.token)));
  for (let k = 0; k < 10; k += 1) add(`integrator-${k}`, 'all', people.integratorKey);
  people.customers.forEach((customer, i) =>
    Array.from({ length: 7 }, (_v, k) => add(`customer-${i}-${k}`, 'customer', customer.token, customer.userId)),
  );
  return clients;
}
