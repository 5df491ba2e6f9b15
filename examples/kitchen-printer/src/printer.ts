import { io, type Socket } from 'socket.io-client';

import type { Checkpoint } from './checkpoint';
import { RetryableError, type ShopApi } from './shop-api';
import { formatTicket } from './ticket';
import type { TicketOutput } from './ticket-output';
import type { OrderEvent, ResyncRequired } from './types';

/** Events read at a time when catching up over HTTP (the API's maximum). */
export const CATCH_UP_PAGE = 500;

export interface PrinterDeps {
  shopUrl: string;
  apiKey: string;
  checkpoint: Checkpoint;
  output: TicketOutput;
  api: ShopApi;
  /** Without a checkpoint: 'beginning' prints every order the shop's log still holds, 'now' only orders from now on. */
  start: 'beginning' | 'now';
  log: (line: string) => void;
  /** Something waiting cannot fix (the key was revoked): the printer has stopped. */
  onFatal: (err: Error) => void;
  /** First wait after a failed call or refused handshake; doubles up to 30 s. */
  retryMs?: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The integrator pattern: ONE queue handles everything in `seq` order (socket events, catch-up
 * pages), so the checkpoint only ever moves forward by one handled event:
 *   1. an event at or below the checkpoint is a repeat: skip it;
 *   2. an event further ahead than checkpoint + 1 means a gap: catch up over GET /api/events first;
 *   3. print the ticket (skipped if its file exists), THEN save the checkpoint.
 * The socket resumes with the checkpoint as `lastSeq`, so the shop replays whatever was missed.
 */
export function startPrinter(deps: PrinterDeps) {
  const { checkpoint, output, api, log } = deps;
  const retryMs = deps.retryMs ?? 500;
  let stopped = false;
  let queue: Promise<void> = Promise.resolve();
  let known = checkpoint.lastSeq() > 0 || deps.start === 'beginning';

  /** Runs `task` until it succeeds; only a RetryableError is retried (with backoff). */
  async function retrying<T>(what: string, task: () => Promise<T>): Promise<T> {
    for (let wait = retryMs; ; wait = Math.min(wait * 2, 30_000)) {
      try {
        return await task();
      } catch (err) {
        if (!(err instanceof RetryableError) || stopped) throw err;
        log(`${what}: ${err.message}; retrying in ${wait} ms`);
        await sleep(wait);
      }
    }
  }

  function enqueue(task: () => Promise<void>): void {
    queue = queue
      .then(() => (stopped ? undefined : task()))
      .catch((err: Error) => {
        if (stopped) return;
        stop();
        deps.onFatal(err);
      });
  }

  /**
   * Whether the event puts the order in the kitchen's hands: a new order, an order for later
   * reaching its release time, or one staff accepted early (never an order for later at placing).
   */
  const forTheKitchen = (event: OrderEvent) =>
    event.type === 'order-created' ||
    event.type === 'order-released' ||
    (event.type === 'status-changed' && event.order.status === 'PREPARING');

  /** Step 3: the ticket (once per order), then the checkpoint. */
  async function apply(event: OrderEvent): Promise<void> {
    if (forTheKitchen(event) && !(await output.printed(event.orderId))) {
      const order = await retrying(`reading order ${event.orderId}`, () => api.order(event.orderId));
      if (order) {
        await output.print(order.orderId, formatTicket(order));
        log(`printed ${order.orderSequence} (${order.orderId}, seq ${event.seq})`);
      } else log(`order ${event.orderId} (seq ${event.seq}) is unknown to the shop; no ticket`);
    }
    await checkpoint.save(event.seq);
    known = true;
  }

  /** Everything after the checkpoint over HTTP, page by page, until the log's end. */
  async function catchUp(): Promise<void> {
    for (;;) {
      const after = checkpoint.lastSeq();
      const page = await retrying('catching up', () => api.eventsAfter(after, CATCH_UP_PAGE));
      if (page.oldestSeq !== null && after + 1 < page.oldestSeq) {
        log(`events ${after + 1}..${page.oldestSeq - 1} are past the shop's retention; their orders get no ticket here`);
      }
      for (const event of page.events) if (event.seq > checkpoint.lastSeq()) await apply(event);
      if (page.events.length < CATCH_UP_PAGE) return;
    }
  }

  /** Steps 1 and 2, then 3. */
  async function handle(event: OrderEvent): Promise<void> {
    // PRINTER_START=now without a checkpoint: the first live event is where this printer's history starts.
    if (!known) return apply(event);
    if (event.seq <= checkpoint.lastSeq()) return;
    if (event.seq > checkpoint.lastSeq() + 1) await catchUp();
    if (event.seq > checkpoint.lastSeq()) await apply(event);
  }

  async function resync(why: ResyncRequired): Promise<void> {
    log(`resync-required (${why.reason}, oldest kept seq ${why.oldestSeq}): catching up over GET /api/events`);
    if (why.reason === 'unknown-seq') {
      // The shop's log is behind the checkpoint: its database was reset. Start over; ticket files stop repeats.
      await checkpoint.save(0);
    }
    await catchUp();
  }

  const socket: Socket = io(deps.shopUrl, {
    transports: ['websocket'],
    // Called on every (re)connection: resume after what is handled, so the shop replays the rest.
    auth: (send) => send(known ? { token: deps.apiKey, lastSeq: checkpoint.lastSeq() } : { token: deps.apiKey }),
  });
  let handshakeWait = retryMs;
  socket.on('connect', () => {
    handshakeWait = retryMs;
    log(`connected to ${deps.shopUrl} (lastSeq ${known ? checkpoint.lastSeq() : 'none: live from now'})`);
  });
  socket.on('order-created', (event: OrderEvent) => enqueue(() => handle(event)));
  socket.on('order-scheduled', (event: OrderEvent) => enqueue(() => handle(event)));
  socket.on('order-released', (event: OrderEvent) => enqueue(() => handle(event)));
  socket.on('status-changed', (event: OrderEvent) => enqueue(() => handle(event)));
  socket.on('resync-required', (why: ResyncRequired) => enqueue(() => resync(why)));
  socket.on('disconnect', (reason) => {
    log(`disconnected: ${reason}`);
    // The shop closed the socket on purpose (too far behind, or it restarts): catch up, then come back.
    if (reason === 'io server disconnect') {
      enqueue(async () => {
        if (known) await catchUp();
        if (!stopped && !socket.connected) socket.connect();
      });
    }
  });
  socket.on('connect_error', (err: Error & { data?: { message?: string } }) => {
    if (socket.active) return; // a network problem: socket.io retries by itself
    if (err.message === 'unauthorized' || err.message === 'bad-request') {
      const detail = err.data?.message ? ` (${err.data.message})` : '';
      enqueue(() => Promise.reject(new Error(`the shop refused the handshake: ${err.message}${detail}`)));
      return;
    }
    log(`handshake refused (${err.message}); trying again in ${handshakeWait} ms`);
    setTimeout(() => !stopped && socket.connect(), handshakeWait);
    handshakeWait = Math.min(handshakeWait * 2, 30_000);
  });

  function stop(): void {
    stopped = true;
    socket.close();
  }

  return {
    /** Stops after the event in hand is fully handled (ticket and checkpoint). */
    async close(): Promise<void> {
      stop();
      await queue;
    },
  };
}
