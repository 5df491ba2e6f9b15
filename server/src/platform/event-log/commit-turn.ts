import { randomUUID } from 'node:crypto';

import type { RedisClient } from '../../lib/redis';

/*
 * Every transaction that appends to the event log advances the one event counter, so two of them
 * that overlap collide under snapshot isolation and the later one runs again. Within one instance
 * they take turns (batched-transactions.ts); across instances they take turns through Redis: before
 * a batch runs, its instance takes THE commit turn (a key set only if absent), and gives it back
 * after the commit. Measured with `bench:orders --instances 2`: without it 9-45 % of attempts were
 * re-runs after a write conflict; with it none.
 *
 * The turn is only a courtesy that saves work; correctness stays with the database. So a turn
 * that is not free after TAKE_LIMIT_MS, or a Redis that does not answer, lets the batch run anyway
 * (the database arbitrates, as without Redis); a holder that dies without giving it back loses it
 * after HOLD_LIMIT_MS.
 */
const KEY = 'pizza-point:commit-turn';
/** Longer than any batch's transaction should take; a crashed holder's turn frees itself then. */
const HOLD_LIMIT_MS = 2000;
/** How long a batch waits for the turn before it runs anyway. */
const TAKE_LIMIT_MS = 1000;
/** How often a waiting instance asks again (the holder's batch takes a few milliseconds). */
const ASK_EVERY_MS = 2;

const GIVE_BACK = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end";

/** Gives the turn back (does nothing when it was not taken); resolves once Redis answered. */
export type GiveBack = () => Promise<void>;

export interface CommitTurn {
  /** Resolves once this instance holds the turn, or when waiting longer is not worth it. */
  take(): Promise<GiveBack>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const noTurn: GiveBack = async () => undefined;

/** The answer of `request`, or 'late' once `ms` have passed (a Redis that is stopped keeps the connection and never answers). */
async function within<T>(request: Promise<T>, ms: number): Promise<T | 'late'> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), Math.max(0, ms))));
  try {
    return await Promise.race([request, late]);
  } finally {
    clearTimeout(timer);
  }
}

export function createRedisCommitTurn(redis: RedisClient, limits = { holdMs: HOLD_LIMIT_MS, takeMs: TAKE_LIMIT_MS }): CommitTurn {
  return {
    async take() {
      const token = randomUUID();
      const giveUpAt = performance.now() + limits.takeMs;
      for (;;) {
        const asked = redis.set(KEY, token, { NX: true, PX: limits.holdMs });
        asked.catch(() => undefined); // a late failure once the race below is over
        let answer: Awaited<typeof asked> | 'late';
        try {
          answer = await within(asked, giveUpAt - performance.now());
        } catch {
          return noTurn; // Redis is away: the database arbitrates
        }
        if (answer === 'late') return noTurn; // taken late, it lapses by itself
        if (answer === 'OK') {
          return () =>
            redis.eval(GIVE_BACK, { keys: [KEY], arguments: [token] }).then(
              () => undefined,
              () => undefined, // it lapses by itself
            );
        }
        if (performance.now() >= giveUpAt) return noTurn;
        await sleep(ASK_EVERY_MS);
      }
    },
  };
}
