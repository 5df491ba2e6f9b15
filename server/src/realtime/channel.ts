import type { Clock } from '../lib/clock';
import type { Logger } from '../lib/logger';
import type { EventReaders } from '../modules/events';
import { createLogFollower, type EventLog, followerReadiness, type RealtimeStats } from '../platform';
import { createLiveSockets } from './live-sockets';
import { RECHECK_MS, RECHECK_RETRY_MS, createRecheck } from './recheck';
import { createAdmission, DEFAULT_REPLAY_LIMIT } from './replay';
import type { ChannelSocket } from './types';

export interface ChannelDeps {
  events: Pick<EventLog, 'readAfter' | 'latestSeq' | 'oldestSeq'> & Partial<Pick<EventLog, 'readLimitMs'>>;
  eventReaders: Pick<EventReaders, 'stillValid'>;
  clock: Clock;
  logger: Logger;
  /** Events after a lastSeq replayed at most (SOCKET_REPLAY_LIMIT). */
  replayLimit?: number;
  /** Tests shorten these. */
  pollMs?: number;
  recheckMs?: number;
  recheckRetryMs?: number;
  /** A read of the log not answered within this long is given up (default: the log's, EVENT_LOG_READ_LIMIT_MS). */
  readLimitMs?: number;
  /** How long the follower may stay short of a head it was shown (follower-readiness.ts; tests shorten it). */
  caughtUpMs?: number;
}

/**
 * The live order channel of one instance: a log follower delivering in seq order to the live
 * sockets, the admission of new sockets (replay after their lastSeq, then live; see replay.ts), and
 * a periodic check that every socket may still read.
 */
export function createChannel(deps: ChannelDeps) {
  const { events, eventReaders, clock, logger, pollMs, recheckMs = RECHECK_MS } = deps;
  const readLimitMs = deps.readLimitMs ?? events.readLimitMs;
  const live = createLiveSockets();
  const connected = new Set<ChannelSocket>();
  // This instance's sockets follow the log from its end: older events reach a socket through its replay.
  const follower = createLogFollower({
    log: events,
    logger,
    deliver: live.deliver,
    pollMs,
    readLimitMs,
    startAfter: () => events.latestSeq(),
  });
  const admission = createAdmission({ events, follower, live, readLimitMs, replayLimit: deps.replayLimit ?? DEFAULT_REPLAY_LIMIT });
  const recheck = createRecheck({
    eventReaders,
    clock,
    logger,
    sockets: () => connected,
    recheckMs,
    retryMs: deps.recheckRetryMs ?? Math.min(RECHECK_RETRY_MS, recheckMs),
  });

  let following = false;

  /** What the metrics read at scrape (platform/metrics/realtime-metrics.ts): the follower and the sockets per role. */
  function stats(): RealtimeStats {
    const socketsByRole: Record<string, number> = {};
    for (const socket of connected) {
      const role = socket.data.reader.kind;
      socketsByRole[role] = (socketsByRole[role] ?? 0) + 1;
    }
    return { followerUp: following, followerPosition: follower.position(), socketsByRole };
  }

  async function admit(socket: ChannelSocket, lastSeq: number | undefined): Promise<void> {
    connected.add(socket);
    socket.on('disconnect', () => {
      connected.delete(socket);
      live.remove(socket);
    });
    await admission(socket, lastSeq);
  }

  return {
    async start(): Promise<void> {
      await follower.start();
      following = true;
      recheck.start();
    },
    admit,
    /** Something was committed on another instance: read the log now. */
    wake: follower.wake,
    /** Events this instance committed: delivered at once when they continue the log. */
    offer: follower.offer,
    recheckAll: recheck.recheckAll,
    /** The readiness check `follower`: running and caught up with the log's head. */
    readiness: followerReadiness({ follower, head: () => events.latestSeq(), caughtUpMs: deps.caughtUpMs }),
    stats,
    async stop(): Promise<void> {
      recheck.stop();
      following = false;
      await follower.stop();
    },
  };
}

export type Channel = ReturnType<typeof createChannel>;
