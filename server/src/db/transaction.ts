import mongoose, { type ClientSession } from 'mongoose';

/**
 * Runs `work` in one multi-document transaction: everything it writes commits together or not at
 * all. A write conflict with a concurrent transaction (the embedded database and MongoDB both label
 * it TransientTransactionError) re-runs `work` from the start, so it must only touch the database
 * through `session` and keep side effects for after the commit.
 */
export function inTransaction<T>(work: (session: ClientSession) => Promise<T>): Promise<T> {
  return mongoose.connection.transaction(work);
}
