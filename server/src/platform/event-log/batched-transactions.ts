import type { ClientSession } from 'mongoose';

import { DATABASE_BUSY_MESSAGE, inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/errors';
import { DeferredMiss, flushBatchScope, openBatchScope } from './batch-scope';
import type { CommitTurn } from './commit-turn';

/*
 * Within one instance, the transactions that advance the shared counters (the event seq, the day's
 * order number) take turns: under the database's snapshot isolation two of them that overlap collide
 * on the counter document whatever their order inside (the later snapshot cannot write what the
 * earlier one committed after it began), and the loser runs again after a backoff (measured with
 * bench:orders: most attempts were such re-runs). Taking turns one transaction at a time capped an
 * instance at one commit per transaction's length (about 60 a second under a rush), so a turn
 * commits a BATCH: every unit that asked while the previous turn ran goes into one transaction, one
 * after another, and shares its commit and its fsync (group commit at the application's level).
 * Reading, pricing and validation stay before, concurrently; inside, the units share what they can
 * (batch-scope.ts). Across instances the batches take
 * turns through Redis when there is one (commit-turn.ts); the database still arbitrates (a write
 * conflict re-runs the whole batch).
 *
 * A unit that throws (a conditional write found what it read changed) must not take the others down
 * nor leave half its writes in theirs: the batch is aborted, that unit answers its error, and the
 * rest commit in a new transaction without it.
 */
const WAIT_LIMIT_MS = 5000;
/**
 * A batch still re-running after this long answers 503 to the units it has not committed, nothing of
 * theirs written: the bound "re-ran for 10 s" of docs/performance/dinner-rush.md#nothing-waits-forever
 * holds for the whole batch, not per transaction (a unit that fails, or a deferred update that
 * misses, starts a new transaction without resetting it). With WAIT_LIMIT_MS it bounds how long a
 * request can take, which the graceful stop waits for (lib/shutdown.ts).
 */
const BATCH_LIMIT_MS = 10_000;
/** More units than this wait for the next turn, so one turn's transaction stays short. */
const MAX_BATCH = 32;
/** A batch's turn longer than this is reported (onSlowBatch). */
const SLOW_BATCH_MS = 5000;

type Work<T> = (session: ClientSession) => Promise<T>;

interface Unit {
  work: Work<unknown>;
  resolve(value: unknown): void;
  reject(err: unknown): void;
  timer: NodeJS.Timeout;
}

/** A unit's own failure inside a batch: the batch rolls back and commits again without it. */
class UnitFailed extends Error {
  constructor(
    readonly unit: Unit,
    readonly error: unknown,
  ) {
    super('a unit of the batch failed');
  }
}

/** A write conflict (or another transient error): the whole batch runs again, as inTransaction does. */
const isTransient = (err: unknown) =>
  typeof (err as { hasErrorLabel?: unknown })?.hasErrorLabel === 'function' &&
  (err as { hasErrorLabel(label: string): boolean }).hasErrorLabel('TransientTransactionError');

export interface BatchedTransactionOptions {
  /** A unit still waiting for its turn after this long answers 503, nothing written. */
  waitLimitMs?: number;
  /** A batch re-running after this long answers 503 to its units (BATCH_LIMIT_MS). */
  batchLimitMs?: number;
  /** The clock the batch limit is read from (a test moves its own). */
  now?: () => number;
  maxBatch?: number;
  /** How a batch's transaction runs (inTransaction; a test may count them). */
  transaction?: <T>(work: Work<T>) => Promise<T>;
  /** At the start of every attempt of a batch's transaction, before its units. */
  begin?: (session: ClientSession) => void;
  /** After the batch's units, inside its transaction (the event log writes what its units staged). */
  finish?: (session: ClientSession) => Promise<void>;
  /** Taken before each batch and given back after it: the instances' batches take turns (commit-turn.ts). */
  turn?: CommitTurn;
  /** Told of a batch that held the turn longer than SLOW_BATCH_MS (every other unit waited that long). */
  onSlowBatch?: (info: { units: number; ms: number; outcome: 'committed' | 'failed' }) => void;
  /** Told of every batch: its units, its time, the re-runs of its transaction (the metrics). */
  onBatch?: (report: { units: number; ms: number; retries: number; outcome: 'committed' | 'failed' }) => void;
}

/**
 * Transactions that take turns on this instance, a batch of units per turn (see above). The event
 * log makes one per process (events.transaction): the one way to run a transaction that appends to
 * it. A unit must touch the database only through `session` and may be run more than once (a
 * conflict re-runs the batch).
 */
export function createBatchedTransactions(options: BatchedTransactionOptions = {}) {
  const {
    waitLimitMs = WAIT_LIMIT_MS,
    batchLimitMs = BATCH_LIMIT_MS,
    now = Date.now,
    maxBatch = MAX_BATCH,
    transaction = inTransaction,
    begin,
    finish,
    onSlowBatch,
    onBatch,
    turn,
  } = options;
  const queue: Unit[] = [];
  let running = false;

  /** Commits what of `batch` can commit; 'failed' when the transaction itself failed (every unit answered its error). */
  async function commitBatch(batch: Unit[], attempts: { count: number }): Promise<'committed' | 'failed'> {
    let pending = batch;
    let updatesAtOnce = false;
    const giveUpAt = now() + batchLimitMs;
    while (pending.length > 0) {
      const units = pending;
      try {
        const results = await transaction(async (session) => {
          attempts.count += 1;
          if (attempts.count > 1 && now() > giveUpAt) throw new AppError(503, 'SERVICE_UNAVAILABLE', DATABASE_BUSY_MESSAGE);
          openBatchScope(session, { updatesAtOnce });
          begin?.(session);
          const out: unknown[] = [];
          for (const unit of units) {
            try {
              out.push(await unit.work(session));
            } catch (err) {
              if (isTransient(err)) throw err;
              throw new UnitFailed(unit, err);
            }
          }
          await flushBatchScope(session);
          await finish?.(session);
          return out;
        });
        units.forEach((unit, i) => unit.resolve(results[i]));
        return 'committed';
      } catch (err) {
        if (err instanceof DeferredMiss && !updatesAtOnce) {
          updatesAtOnce = true; // the same units again, each update's miss failing its own unit
          continue;
        }
        if (!(err instanceof UnitFailed)) {
          for (const unit of units) unit.reject(err);
          return 'failed';
        }
        err.unit.reject(err.error);
        pending = units.filter((unit) => unit !== err.unit);
      }
    }
    return 'committed';
  }

  async function drain(): Promise<void> {
    if (running) return;
    running = true;
    try {
      while (queue.length > 0) {
        // The turn first: what arrives while another instance commits joins this batch.
        const giveBack = await turn?.take();
        try {
          const batch = queue.splice(0, maxBatch);
          if (batch.length === 0) continue; // every unit gave up waiting meanwhile
          for (const unit of batch) clearTimeout(unit.timer);
          const started = Date.now();
          const attempts = { count: 0 };
          const outcome = await commitBatch(batch, attempts);
          const ms = Date.now() - started;
          if (ms > SLOW_BATCH_MS) onSlowBatch?.({ units: batch.length, ms, outcome });
          onBatch?.({ units: batch.length, ms, retries: Math.max(0, attempts.count - 1), outcome });
        } finally {
          // Not awaited: a Redis that stops answering must not hold the next batch (the turn lapses by itself).
          void giveBack?.();
        }
      }
    } finally {
      running = false;
    }
  }

  return function inBatch<T>(work: Work<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const unit: Unit = {
        work,
        resolve: resolve as (value: unknown) => void,
        reject,
        timer: setTimeout(() => {
          const at = queue.indexOf(unit);
          if (at < 0) return;
          queue.splice(at, 1);
          reject(new AppError(503, 'SERVICE_UNAVAILABLE', DATABASE_BUSY_MESSAGE));
        }, waitLimitMs),
      };
      queue.push(unit);
      void drain();
    });
  };
}

export type BatchedTransactions = ReturnType<typeof createBatchedTransactions>;
