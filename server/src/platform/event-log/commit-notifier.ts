import type { Logger } from '../../lib/logger';
import type { LoggedEvent } from './event-envelope';

/** Who the order event log tells about commits: its own (`committed`) and, through Redis, another instance's (`peerCommitted`). */
export function createCommitNotifier(logger: Logger) {
  const listeners = new Set<(events: LoggedEvent[]) => void>();
  const peerListeners = new Set<() => void>();

  /**
   * After the commit: hands the events to every listener (a follower delivers them without reading
   * them back). The change is committed whatever a listener does: a listener that throws is logged
   * and the others still run, so the request still answers for what it committed.
   */
  function committed(events: LoggedEvent[]): void {
    for (const listener of listeners) {
      try {
        listener(events);
      } catch (err) {
        logger.error({ err, seqs: events.map(({ event }) => event.seq) }, 'a listener of committed order events failed; the change stands');
      }
    }
  }

  return {
    committed,
    onCommitted(listener: (events: LoggedEvent[]) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Another instance committed events (it said so through Redis): every follower here reads the log. */
    peerCommitted(): void {
      for (const listener of peerListeners) listener();
    },
    onPeerCommitted(listener: () => void): () => void {
      peerListeners.add(listener);
      return () => peerListeners.delete(listener);
    },
  };
}
