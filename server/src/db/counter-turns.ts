import type { ClientSession } from 'mongoose';

import { AppError } from '../lib/errors';
import { DATABASE_BUSY_MESSAGE, inTransaction } from './transaction';

/**
 * Within one instance, the transactions that advance the shared counters (the event seq, the day's
 * order number) run one at a time. Under the database's snapshot isolation two of them that
 * overlap collide on the counter document whatever their order inside (the later snapshot cannot
 * write what the earlier one committed after it began), and the loser runs again after a backoff:
 * measured with bench:orders, most attempts were such re-runs. So only the transaction itself, a
 * few conditional writes with no reads, takes turns; reading, pricing and validation happen before,
 * concurrently. Across instances the database still arbitrates (a write conflict, retried).
 */
const WAIT_LIMIT_MS = 5000;

/** One instance's turns (see createEventTransactions). */
export function createCounterTurns(waitLimitMs = WAIT_LIMIT_MS) {
  let last: Promise<void> = Promise.resolve();

  /** Runs `work` when its turn comes; gives up waiting after the limit (503, nothing written). */
  return async function inTurn<T>(work: () => Promise<T>): Promise<T> {
    let release!: () => void;
    const mine = new Promise<void>((resolve) => (release = resolve));
    const previous = last;
    last = previous.then(() => mine);
    let timer: NodeJS.Timeout | undefined;
    const gaveUp = new Promise<'gave up'>((resolve) => (timer = setTimeout(() => resolve('gave up'), waitLimitMs)));
    try {
      if ((await Promise.race([previous.then(() => 'turn' as const), gaveUp])) === 'gave up') {
        throw new AppError(503, 'SERVICE_UNAVAILABLE', DATABASE_BUSY_MESSAGE);
      }
      return await work();
    } finally {
      clearTimeout(timer);
      // Passes the turn on once the previous one is over (at once when this one ran).
      void previous.then(release);
    }
  };
}

export type CounterTurns = ReturnType<typeof createCounterTurns>;

/**
 * The one way to run a transaction that appends to the event log (it advances the shared event
 * counter): in this instance's turn. The composition root makes one per process and hands it to
 * every service that writes events, so all of them take the same turns.
 */
export function createEventTransactions(waitLimitMs = WAIT_LIMIT_MS) {
  const inTurn = createCounterTurns(waitLimitMs);
  return <T>(work: (session: ClientSession) => Promise<T>): Promise<T> => inTurn(() => inTransaction(work));
}

export type EventTransactions = ReturnType<typeof createEventTransactions>;
