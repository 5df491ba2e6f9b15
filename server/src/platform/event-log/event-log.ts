import type { ClientSession } from 'mongoose';

import type { Clock } from '../../lib/clock';
import type { Logger } from '../../lib/logger';
import { type BatchedTransactionOptions, createBatchedTransactions } from './batched-transactions';
import { createCommitNotifier } from './commit-notifier';
import type { EventDraft } from './event-drafts';
import { StagedEvent, type Staging, writeStaged } from './event-staging';
import { findByEventId, latestSeq, oldestSeq, readAfter } from './log-reads';
import { LOG_READ_LIMIT_MS } from './read-limit';

export interface EventLogDeps {
  clock: Clock;
  retentionMs: number;
  logger: Logger;
  /** The batches' limits (tests; see batched-transactions.ts). */
  batching?: Pick<BatchedTransactionOptions, 'waitLimitMs' | 'maxBatch' | 'transaction' | 'turn' | 'onBatch'>;
  /** How long its followers and replays wait on one read of the log (EVENT_LOG_READ_LIMIT_MS; default LOG_READ_LIMIT_MS). */
  readLimitMs?: number;
}

/**
 * The one writer and reader of `order_events`. A change and its event are written in one
 * `transaction` of the log (see there); after the commit it calls `committed()`, which wakes whoever
 * follows the log (the live channel, the durable consumers) at once.
 */
export function createEventLog(deps: EventLogDeps) {
  const { clock, retentionMs, logger } = deps;
  const notifier = createCommitNotifier(logger);
  const { committed } = notifier;

  const staging = new WeakMap<ClientSession, Staging>();

  const inBatch = createBatchedTransactions({
    ...deps.batching,
    begin: (session) => staging.set(session, { all: [], unit: undefined }),
    finish: (session) => writeStaged(staging.get(session)?.all ?? [], retentionMs, session),
    onSlowBatch: (info) => logger.warn(info, "a batch of this instance's transactions held its turn for long"),
  });

  /**
   * THE way to change something together with its event: `work` runs as a unit of this instance's
   * next batch of transactions (batched-transactions.ts) and appends with `append(session, ...)`.
   * The change and its events commit together or not at all; after the commit the followers are told
   * (`committed`) and `work`'s result is returned. `work` may run more than once (a write conflict).
   */
  async function transaction<T>(work: (session: ClientSession) => Promise<T>): Promise<T> {
    let mine: StagedEvent[] = [];
    const result = await inBatch(async (session) => {
      const batch = staging.get(session)!;
      mine = [];
      batch.unit = mine;
      try {
        return await work(session);
      } finally {
        batch.unit = undefined;
      }
    });
    if (mine.length > 0) committed(mine.map((staged) => staged.logged));
    return result;
  }

  /** Appends an event to the transaction's batch (inside `transaction` only): numbered and written at its commit. */
  function append(session: ClientSession, draft: EventDraft): StagedEvent {
    const batch = staging.get(session);
    if (!batch?.unit) throw new Error("events are appended only inside the event log's transaction");
    const staged = new StagedEvent(draft, clock.now());
    batch.all.push(staged);
    batch.unit.push(staged);
    return staged;
  }

  return {
    transaction,
    append,
    readAfter,
    findByEventId,
    oldestSeq,
    latestSeq,
    /** A read by a follower or a replay not answered within this long is given up (read-limit.ts). */
    readLimitMs: deps.readLimitMs ?? LOG_READ_LIMIT_MS,
    ...notifier,
  };
}

export type EventLog = ReturnType<typeof createEventLog>;
