/**
 * One process of bench:scale's client sockets (the bench forks itself with `serve`): it opens the
 * sockets it is given (websocket transport, a staff screen's or a customer's token), records each
 * logical client's stream as the chaos run does (server/chaos/readers.ts: the browser's seq keeper,
 * resuming after its lastSeq on a reconnect), and the time from each event's commit to its arrival.
 */
import { createSeqKeeper, EVENT_TYPES, type ShopEvent } from '@pizza/shared';
import { io, type Socket } from 'socket.io-client';

import type { ClientRecord } from '../../chaos/history';
import { memoryStorage, type Reader, take } from '../../chaos/readers';
import type { Arrival, FromWorker, SocketSpec, ToWorker } from './plan';

interface Client extends Reader {
  spec: SocketSpec;
  socket: Socket;
}

const send = (message: FromWorker) => process.send!(message);

function open(spec: SocketSpec, lastSeq: number, arrivals: { staff: Arrival[]; customers: Arrival[] }): Client {
  const credential = { token: spec.token, audience: spec.audience === 'all' ? ('staff' as const) : ('customer' as const) };
  const record: ClientRecord = {
    id: spec.id,
    audience: spec.audience,
    userId: spec.userId,
    received: [],
    applied: [],
    lastSeq,
    reconnects: 0,
  };
  const keeper = createSeqKeeper(memoryStorage(credential, lastSeq), credential);
  // On every (re)connect the handshake carries what the keeper has applied, as the browser's does.
  const socket = io(spec.url, {
    transports: ['websocket'],
    forceNew: true,
    reconnectionDelayMax: 2000,
    auth: (cb) => cb(keeper.handshake()),
  });
  const client: Client = { spec, socket, record, keeper };
  const bucket = spec.audience === 'all' ? arrivals.staff : arrivals.customers;
  const onEvent = socket.on.bind(socket) as (name: string, listener: (event: ShopEvent) => void) => void;
  for (const type of EVENT_TYPES)
    onEvent(type, (event: ShopEvent) => {
      const committed = Date.parse(event.occurredAt);
      bucket.push([committed, Date.now() - committed]);
      take(client, 'socket', event);
    });
  socket.on('resync-required', ({ reason }: { reason: string }) => record.received.push({ kind: 'resync', reason }));
  socket.on('disconnect', () => (record.reconnects += 1));
  return client;
}

const connected = (socket: Socket) =>
  new Promise<void>((resolve, reject) => {
    if (socket.connected) return resolve();
    socket.once('connect', () => resolve());
    socket.once('connect_error', (err) => reject(new Error(`socket refused: ${err.message}`)));
  });

export async function serveSockets(): Promise<void> {
  const clients: Client[] = [];
  const arrivals = { staff: [] as Arrival[], customers: [] as Arrival[] };
  process.on('message', (message: ToWorker) => void handle(message).catch((err: unknown) => (console.error(err), process.exit(1))));
  process.on('disconnect', () => process.exit(0));

  async function handle(message: ToWorker): Promise<void> {
    if (message.kind === 'connect') {
      // 100 at a time: a burst of thousands of handshakes would measure the handshake, not the fan-out.
      for (let from = 0; from < message.sockets.length; from += 100) {
        const batch = message.sockets.slice(from, from + 100).map((spec) => open(spec, message.lastSeq, arrivals));
        clients.push(...batch);
        await Promise.all(batch.map((client) => connected(client.socket)));
      }
      send({ kind: 'connected', count: clients.length });
    } else if (message.kind === 'progress') {
      const short = (client: Client) =>
        client.spec.audience === 'all'
          ? client.record.lastSeq < message.staffHead
          : client.record.lastSeq < (message.customerLast[client.spec.userId!] ?? 0);
      send({ kind: 'progress', behind: clients.filter(short).length });
    } else {
      const disconnects = clients.reduce((sum, client) => sum + client.record.reconnects, 0);
      for (const client of clients) client.socket.close();
      send({ kind: 'report', records: clients.map((client) => client.record), ...arrivals, disconnects });
    }
  }
}
