import { Gauge, type Registry } from 'prom-client';

import type { EventLog } from '../event-log/event-log';

/** What this instance's live channel reports (realtime/channel.ts). */
export interface RealtimeStats {
  /** The channel's log follower runs (started, not stopped). */
  followerUp: boolean;
  /** Every event up to this seq was handed to the sockets. */
  followerPosition: number;
  /** Open sockets per reader kind: customer, staff, integrator. */
  socketsByRole: Record<string, number>;
}

/** The roles always reported (0 included), so a dashboard's series exist before the first socket. */
const ROLES = ['customer', 'staff', 'integrator'];

/**
 * This instance's live channel: its follower up (0/1), position and lag behind the log's head, and
 * its open sockets per role. The socket server exists after the app (index.ts), so it is watched
 * once it starts; until then the follower counts as down and no socket is open.
 */
export function realtimeMetrics(registry: Registry, log: Pick<EventLog, 'latestSeq'>) {
  let source: (() => RealtimeStats) | undefined;
  const stats = (): RealtimeStats => source?.() ?? { followerUp: false, followerPosition: 0, socketsByRole: {} };
  new Gauge({
    name: 'pizza_follower_up',
    help: "1 when this instance's live-channel log follower runs, else 0",
    registers: [registry],
    collect() {
      this.set(stats().followerUp ? 1 : 0);
    },
  });
  new Gauge({
    name: 'pizza_follower_position_seq',
    help: "Seq up to which this instance's live channel delivered the log to its sockets",
    registers: [registry],
    collect() {
      this.set(stats().followerPosition);
    },
  });
  new Gauge({
    name: 'pizza_follower_lag_events',
    help: "Events of the log this instance's live channel has not delivered yet",
    registers: [registry],
    async collect() {
      const { followerUp, followerPosition } = stats();
      this.set(followerUp ? Math.max(0, (await log.latestSeq()) - followerPosition) : 0);
    },
  });
  new Gauge({
    name: 'pizza_sockets_open',
    help: 'Open live-channel sockets on this instance, per role',
    labelNames: ['role'] as const,
    registers: [registry],
    collect() {
      const byRole = stats().socketsByRole;
      for (const role of new Set([...ROLES, ...Object.keys(byRole)])) this.set({ role }, byRole[role] ?? 0);
    },
  });
  return {
    watch(realtime: { stats(): RealtimeStats }): void {
      source = () => realtime.stats();
    },
  };
}
