import type { ResyncRequired } from '@pizza/shared';

import type { Clock } from '../lib/clock';
import type { Logger } from '../lib/logger';
import { audienceOf, type EventReaders, type OrderEventLog } from '../modules/events';
import { createLiveSockets, send } from './live-sockets';
import { createLogFollower } from './log-follower';
import type { ChannelSocket } from './types';

const REPLAY_BATCH = 500;
/** How often every open socket's credential is checked again (DESIGN: at least every minute). */
export const RECHECK_MS = 30_000;
/** Credentials checked at once during a recheck. */
const RECHECK_BATCH = 20;

export interface ChannelDeps {
  events: Pick<OrderEventLog, 'readAfter' | 'latestSeq' | 'oldestSeq' | 'has'>;
  eventReaders: Pick<EventReaders, 'stillValid'>;
  clock: Clock;
  logger: Logger;
  /** Tests shorten these. */
  pollMs?: number;
  recheckMs?: number;
}

/**
 * The live order channel of one instance: a log follower delivering in seq order to the live
 * sockets, and the admission of new sockets (replay after their lastSeq, then live, with no gap
 * and no duplicate at the seam), and a periodic check that every socket may still read.
 */
export function createChannel({ events, eventReaders, clock, logger, pollMs, recheckMs = RECHECK_MS }: ChannelDeps) {
  const live = createLiveSockets();
  const connected = new Set<ChannelSocket>();
  const follower = createLogFollower({ log: events, logger, deliver: live.deliver, pollMs });
  let recheck: NodeJS.Timeout | undefined;

  /** Why a replay from lastSeq is impossible, if it is: older than the retention, or ahead of the log. */
  async function resyncReason(lastSeq: number): Promise<ResyncRequired | undefined> {
    const latest = await events.latestSeq();
    // The usual case, cheaply: up to date, or the next event is still there (seqs are gap-free above it).
    if (lastSeq === latest || (lastSeq < latest && (await events.has(lastSeq + 1)))) return undefined;
    const oldestKept = (await events.oldestSeq()) ?? latest + 1;
    if (lastSeq > latest) return { reason: 'unknown-seq', oldestSeq: oldestKept };
    if (lastSeq + 1 < oldestKept) return { reason: 'retention-exceeded', oldestSeq: oldestKept };
    return undefined;
  }

  /**
   * Sends everything after the socket's lastSeq that it may see, up to what the follower has
   * delivered, then joins the live set in the same tick as it catches up: the follower delivers
   * every later event to it, and `send` drops anything it already had.
   */
  async function replayThenLive(socket: ChannelSocket, lastSeq: number): Promise<void> {
    const audience = audienceOf(socket.data.reader);
    socket.data.sentSeq = lastSeq;
    for (;;) {
      const target = follower.lastDispatched();
      let batch;
      do {
        batch = await events.readAfter(socket.data.sentSeq, audience, REPLAY_BATCH, target);
        if (!socket.connected) return;
        for (const { event } of batch) send(socket, event);
      } while (batch.length === REPLAY_BATCH);
      socket.data.sentSeq = Math.max(socket.data.sentSeq, target);
      if (follower.lastDispatched() === target) return void live.add(socket);
    }
  }

  async function admit(socket: ChannelSocket, lastSeq: number | undefined): Promise<void> {
    connected.add(socket);
    socket.on('disconnect', () => {
      connected.delete(socket);
      live.remove(socket);
    });
    const resync = lastSeq === undefined ? undefined : await resyncReason(lastSeq);
    if (resync) socket.emit('resync-required', resync);
    if (lastSeq === undefined || resync) {
      // No history wanted (or possible): live from here on; the client fetches the current state over HTTP.
      socket.data.sentSeq = follower.lastDispatched();
      if (socket.connected) live.add(socket);
      return;
    }
    await replayThenLive(socket, lastSeq);
  }

  /**
   * Drops sockets whose token expired or whose user or key no longer stands: one check per
   * credential, a few credentials at a time with a turn of the event loop between, so rechecking
   * thousands of sockets never holds up the events being delivered (nor the database) for long.
   */
  async function recheckAll(): Promise<void> {
    const now = clock.now();
    const byCredential = new Map<string, ChannelSocket[]>();
    for (const socket of connected) {
      const sockets = byCredential.get(socket.data.reader.credential);
      if (sockets) sockets.push(socket);
      else byCredential.set(socket.data.reader.credential, [socket]);
    }
    const groups = [...byCredential.values()];
    for (let i = 0; i < groups.length; i += RECHECK_BATCH) {
      await Promise.all(
        groups.slice(i, i + RECHECK_BATCH).map(async (sockets) => {
          const valid = await eventReaders.stillValid(sockets[0]!.data.reader, now).catch(() => true);
          if (!valid) for (const socket of sockets) socket.disconnect(true);
        }),
      );
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  let rechecking = false;
  async function recheckIfIdle(): Promise<void> {
    if (rechecking) return;
    rechecking = true;
    try {
      await recheckAll();
    } finally {
      rechecking = false;
    }
  }

  return {
    async start(): Promise<void> {
      await follower.start();
      recheck = setInterval(() => void recheckIfIdle(), recheckMs);
      recheck.unref();
    },
    admit,
    /** Something was committed on another instance: read the log now. */
    wake: follower.wake,
    /** Events this instance committed: delivered at once when they continue the log. */
    offer: follower.offer,
    recheckAll,
    async stop(): Promise<void> {
      if (recheck) clearInterval(recheck);
      await follower.stop();
    },
  };
}

export type Channel = ReturnType<typeof createChannel>;
