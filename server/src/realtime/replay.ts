import type { ResyncRequired } from '@pizza/shared';

import { type LogFollower, type LoggedEvent, type EventLog, withinReadLimit } from '../platform';
import { drained } from './drain';
import { type LiveSockets, send } from './live-sockets';
import type { ChannelSocket } from './types';

/** Events read and sent at a time; the next page waits until the socket has written the previous one. */
export const REPLAY_PAGE = 100;
/**
 * More events than this after a socket's lastSeq are not replayed: the socket is told
 * `resync-required` 'replay-limit' and closed, and catches up through GET /api/events (or, in the
 * browser, refetches). SOCKET_REPLAY_LIMIT overrides it.
 */
export const DEFAULT_REPLAY_LIMIT = 1000;

export interface AdmissionDeps {
  events: Pick<EventLog, 'readAfter' | 'latestSeq' | 'oldestSeq'>;
  follower: Pick<LogFollower, 'position'>;
  live: Pick<LiveSockets, 'add'>;
  replayLimit: number;
  /** A replay read not answered within this long fails the admission: the socket is closed and its client reconnects. */
  readLimitMs?: number;
}

/**
 * A new socket's way in: replay after its lastSeq (in pages, with backpressure, up to a limit),
 * then live, with no gap and no duplicate at the seam; or `resync-required` when the replay cannot
 * be exact (older than the retention, ahead of the log, too far behind).
 */
export function createAdmission({ events, follower, live, replayLimit, readLimitMs }: AdmissionDeps) {
  const oldestKept = async () => (await events.oldestSeq()) ?? (await events.latestSeq()) + 1;
  const resync = async (reason: ResyncRequired['reason']): Promise<ResyncRequired> => ({ reason, oldestSeq: await oldestKept() });

  /** No history wanted (or possible): live from here on; the client fetches the current state over HTTP. */
  function goLive(socket: ChannelSocket): void {
    socket.data.sentSeq = follower.position();
    if (socket.connected) live.add(socket);
  }

  /**
   * Why this page cannot continue an exact replay from `from`, if so. A reader of every event (an
   * integrator, staff who see every order) sees every seq, so the page must start exactly at from + 1
   * and have no hole: anything else means the retention removed events meanwhile. A filtered replay
   * (a customer's, a courier's, event-visibility.ts) is checked once, after its first read:
   * expiry follows seq order, so an oldest kept seq at or below lastSeq + 1 means nothing was lost.
   */
  async function pageProblem(
    socket: ChannelSocket,
    page: LoggedEvent[],
    from: number,
    replayed: number,
  ): Promise<ResyncRequired | undefined> {
    if (replayed + page.length > replayLimit) return resync('replay-limit');
    if (socket.data.audience.kind === 'all') {
      const exact = page.length > 0 && page[0]!.event.seq === from + 1 && page.at(-1)!.event.seq === from + page.length;
      return exact ? undefined : resync('retention-exceeded');
    }
    if (replayed === 0 && (await oldestKept()) > from + 1) return resync('retention-exceeded');
    return undefined;
  }

  /**
   * Sends everything after lastSeq that the socket may see, up to what the follower has delivered,
   * then joins the live set in the same tick as it catches up: the follower delivers every later
   * event to it, and `send` drops anything it already had. Returns why it stopped short, if it did.
   */
  async function replayThenLive(socket: ChannelSocket, lastSeq: number): Promise<ResyncRequired | undefined> {
    socket.data.sentSeq = lastSeq;
    let replayed = 0;
    for (;;) {
      const target = follower.position();
      if (socket.data.audience.kind === 'all' && replayed + target - socket.data.sentSeq > replayLimit) return resync('replay-limit');
      while (socket.data.sentSeq < target) {
        const page = await withinReadLimit(events.readAfter(socket.data.sentSeq, socket.data.audience, REPLAY_PAGE, target), readLimitMs);
        if (!socket.connected) return undefined;
        const problem = await pageProblem(socket, page, socket.data.sentSeq, replayed);
        if (problem) return problem;
        for (const { event } of page) send(socket, event);
        replayed += page.length;
        if (page.length < REPLAY_PAGE) break;
        await drained(socket);
      }
      socket.data.sentSeq = Math.max(socket.data.sentSeq, target);
      if (follower.position() === target) return void live.add(socket);
    }
  }

  /** Tells the socket why there is no replay: too far behind closes it (catch up over HTTP, then reconnect); otherwise live from now. */
  function refuse(socket: ChannelSocket, why: ResyncRequired): void {
    socket.emit('resync-required', why);
    if (why.reason === 'replay-limit') socket.disconnect(true);
    else goLive(socket);
  }

  return async function admit(socket: ChannelSocket, lastSeq: number | undefined): Promise<void> {
    if (lastSeq === undefined) return goLive(socket);
    // Ahead of this instance's follower is normal for a moment (the client heard it from another instance); ahead of the log is not.
    if (lastSeq > follower.position() && lastSeq > (await events.latestSeq())) return refuse(socket, await resync('unknown-seq'));
    const why = await replayThenLive(socket, lastSeq);
    if (why && socket.connected) refuse(socket, why);
  };
}
