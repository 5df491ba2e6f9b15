import mongoose, { type ClientSession } from 'mongoose';

import { AppError } from '../lib/errors';

export const DATABASE_BUSY_MESSAGE = 'The shop is very busy right now. Please try again in a moment.';

/**
 * A transaction still re-running after this long gives up instead of the driver's 120 s, so it does
 * not hold its instance's counter turn that long; the caller answers 503 (nothing was written).
 */
const RETRY_LIMIT_MS = 10_000;

/** This process's transactions since start (the health endpoint and bench:orders report them). */
const counts = { committed: 0, retries: 0 };

export const transactionCounts = (): Readonly<typeof counts> => ({ ...counts });

/**
 * Runs `work` in one multi-document transaction: everything it writes commits together or not at
 * all. A write conflict with a concurrent transaction (the embedded database and MongoDB both label
 * it TransientTransactionError) re-runs `work` from the start, after the driver's jittered backoff,
 * so it must only touch the database through `session` and keep side effects for after the commit.
 */
export async function inTransaction<T>(work: (session: ClientSession) => Promise<T>): Promise<T> {
  let attempts = 0;
  try {
    const started = Date.now();
    const result = await mongoose.connection.transaction((session) => {
      attempts += 1;
      if (attempts > 1 && Date.now() - started > RETRY_LIMIT_MS) throw new AppError(503, 'SERVICE_UNAVAILABLE', DATABASE_BUSY_MESSAGE);
      return work(session);
    });
    counts.committed += 1;
    return result;
  } finally {
    counts.retries += Math.max(0, attempts - 1);
  }
}
