import type { Logger } from '../../lib/logger';
import { createLogFollower, type EventLog } from '../../platform';
import type { Catalogue } from './menu-catalogue';

export interface CatalogueSyncDeps {
  events: Pick<EventLog, 'readAfter' | 'latestSeq' | 'onCommitted' | 'onPeerCommitted'> & Partial<Pick<EventLog, 'readLimitMs'>>;
  catalogue: Pick<Catalogue, 'invalidate'>;
  logger: Logger;
  /** The follower's safety poll (tests shorten it; peers' commits wake it at once through Redis). */
  pollMs?: number;
}

/**
 * Keeps this instance's menu catalogue in step with changes made on any instance: a log follower
 * from the end of the log; a `menu-availability-changed` or `menu-changed` event drops the pre-serialised answers, so
 * the next request rebuilds them with a new ETag. Started with the app, after the database.
 */
export function createCatalogueSync({ events, catalogue, logger, pollMs }: CatalogueSyncDeps) {
  const follower = createLogFollower({
    log: events,
    logger: logger.child({ component: 'catalogue-sync' }),
    startAfter: () => events.latestSeq(),
    pollMs,
    deliver: (run) => {
      if (run.some(({ event }) => event.type === 'menu-availability-changed' || event.type === 'menu-changed')) catalogue.invalidate();
    },
  });
  let unsubscribe: Array<() => void> = [];

  return {
    async start(): Promise<void> {
      await follower.start();
      // After start: an offer before the position is known would read the log from its beginning.
      unsubscribe = [events.onCommitted((committed) => follower.offer(committed)), events.onPeerCommitted(() => follower.wake())];
    },
    /** The seq up to which this instance's catalogue has seen the log (tests wait on it). */
    position: () => follower.position(),
    async stop(): Promise<void> {
      for (const stop of unsubscribe.splice(0)) stop();
      await follower.stop();
    },
  };
}

export type CatalogueSync = ReturnType<typeof createCatalogueSync>;
