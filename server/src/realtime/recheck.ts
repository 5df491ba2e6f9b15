import type { Clock } from '../lib/clock';
import type { Logger } from '../lib/logger';
import type { EventReaders } from '../modules/events';
import type { ChannelSocket } from './types';

/** How often every open socket's credential is checked again (DESIGN: at least every minute). */
export const RECHECK_MS = 30_000;
/** After a check that could not be made (the database did not answer), the next comes this soon. */
export const RECHECK_RETRY_MS = 5_000;
/** Credentials checked with one read of the database (a slice of 2,000 sockets holds about 70). */
const RECHECK_BATCH = 500;
/**
 * The sockets are rechecked in this many slices spread over RECHECK_MS (one slice a second), each
 * credential always in the same slice: checking thousands of credentials at one moment every 30 s
 * was a burst of database reads that held up the orders placed meanwhile (bench:orders).
 */
const RECHECK_SLICES = 30;

/** A credential's slice: a stable hash of it. */
function sliceOf(credential: string): number {
  let hash = 0;
  for (let i = 0; i < credential.length; i += 1) hash = (hash * 31 + credential.charCodeAt(i)) | 0;
  return Math.abs(hash) % RECHECK_SLICES;
}

export interface RecheckDeps {
  eventReaders: Pick<EventReaders, 'stillValid'>;
  clock: Clock;
  logger: Logger;
  /** The sockets to check (this instance's connected sockets). */
  sockets: () => Iterable<ChannelSocket>;
  recheckMs: number;
  retryMs: number;
}

function byCredential(sockets: Iterable<ChannelSocket>): ChannelSocket[][] {
  const groups = new Map<string, ChannelSocket[]>();
  for (const socket of sockets) {
    const group = groups.get(socket.data.reader.credential);
    if (group) group.push(socket);
    else groups.set(socket.data.reader.credential, [socket]);
  }
  return [...groups.values()];
}

/**
 * Drops sockets whose token expired or whose user or key no longer stands: one check per
 * credential, a chunk of credentials per read of the database with a turn of the event loop
 * between, so rechecking thousands of sockets never holds up the events being delivered (nor the
 * database) for long: a slice used to be 20 concurrent reads at a time, a burst every second that
 * queued the orders' commands behind it (bench:realtime). A check that fails (database
 * unavailable) keeps the sockets, is logged, and is made again soon.
 */
export function createRecheck({ eventReaders, clock, logger, sockets, recheckMs, retryMs }: RecheckDeps) {
  let interval: NodeJS.Timeout | undefined;
  let retry: NodeJS.Timeout | undefined;
  let running = false;

  /** Checks a chunk of credentials with one read; their sockets stay when the check itself failed (false). */
  async function checkGroups(groups: ChannelSocket[][], now: Date): Promise<boolean> {
    try {
      const valid = await eventReaders.stillValid(
        groups.map((group) => group[0]!.data.reader),
        now,
      );
      groups.forEach((group, i) => {
        if (!valid[i]) for (const socket of group) socket.disconnect(true);
      });
      return true;
    } catch (err) {
      logger.warn(
        { err, sockets: groups.reduce((n, group) => n + group.length, 0), retryInMs: retryMs },
        'could not re-check socket credentials; their sockets stay until the retry',
      );
      return false;
    }
  }

  async function recheck(slice: number | undefined): Promise<void> {
    const now = clock.now();
    const groups = byCredential(sockets()).filter((group) => slice === undefined || sliceOf(group[0]!.data.reader.credential) === slice);
    let failed = false;
    for (let i = 0; i < groups.length; i += RECHECK_BATCH) {
      failed = !(await checkGroups(groups.slice(i, i + RECHECK_BATCH), now)) || failed;
      await new Promise((resolve) => setImmediate(resolve));
    }
    if (failed && interval) {
      clearTimeout(retry);
      retry = setTimeout(() => void recheckIfIdle(undefined), retryMs);
      retry.unref();
    }
  }

  /** One slice, or every socket (undefined). A slice whose turn comes while a check still runs waits a round. */
  async function recheckIfIdle(slice: number | undefined): Promise<void> {
    if (running) return;
    running = true;
    try {
      await recheck(slice);
    } finally {
      running = false;
    }
  }

  return {
    start(): void {
      let tick = 0;
      interval = setInterval(() => void recheckIfIdle(tick++ % RECHECK_SLICES), recheckMs / RECHECK_SLICES);
      interval.unref();
    },
    recheckAll: () => recheckIfIdle(undefined),
    stop(): void {
      clearInterval(interval);
      clearTimeout(retry);
      interval = undefined;
    },
  };
}
