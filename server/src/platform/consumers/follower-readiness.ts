import type { ReadinessCheck } from '../readiness';
import type { LogFollower } from './log-follower';

/** How long an event may be the log's head, as a probe saw it, before the follower must have delivered it. */
export const CAUGHT_UP_MS = 5_000;

export interface FollowerReadinessDeps {
  follower: Pick<LogFollower, 'position' | 'running'>;
  /** The log's head now (its latest seq). */
  head: () => Promise<number>;
  /** Tests shorten it. */
  caughtUpMs?: number;
  now?: () => number;
}

/**
 * The readiness check `follower` (docs/operations/production.md#liveness-and-readiness): this
 * instance's log follower is running and caught up. Caught up means: every seq that was the log's
 * head when a probe looked has been delivered within `caughtUpMs` of that probe. A follower is
 * always a little behind under load (a commit is delivered some milliseconds later), so being behind
 * at one probe is fine; still being short of that same head `caughtUpMs` later is a stalled follower,
 * whose sockets would see nothing new: traffic should go elsewhere.
 */
export function followerReadiness({ follower, head, caughtUpMs = CAUGHT_UP_MS, now = Date.now }: FollowerReadinessDeps): ReadinessCheck {
  /** The head the follower has been short of since `since`, while it is. */
  let behind: { head: number; since: number } | undefined;
  return {
    name: 'follower',
    async check() {
      if (!follower.running()) return { ok: false, detail: 'the event log follower is not running' };
      const latest = await head();
      const position = follower.position();
      if (position >= latest) {
        behind = undefined;
        return { ok: true };
      }
      // A new target once the previous one is reached: each head seen gets its own caughtUpMs.
      if (!behind || position >= behind.head) behind = { head: latest, since: now() };
      const forMs = now() - behind.since;
      if (forMs < caughtUpMs) return { ok: true };
      return {
        ok: false,
        detail: `the event log follower delivered up to seq ${position}; seq ${behind.head} has been in the log for ${Math.round(forMs / 1000)} s`,
      };
    },
  };
}
