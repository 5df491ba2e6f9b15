import type { ClientSession } from 'mongoose';

import { ConsumerStateModel } from './consumer-state.model';

/**
 * What the owner of a durable consumer (e.g. the webhooks module, a cursor per endpoint) may do
 * to its cursor from outside the consumer: read where it stands, rewind it, forget it.
 */

/** Where each named consumer stands (the seq delivered up to); a consumer that never started is absent. */
export async function consumerCursors(names: string[]): Promise<Map<string, number>> {
  const states = await ConsumerStateModel.find({ _id: { $in: names }, seq: { $exists: true } }, { seq: 1 }).lean();
  return new Map(states.map((state) => [String(state._id), state.seq!]));
}

/**
 * Moves the cursor to `seq` (back or forth) and takes the lease from whoever holds it: the token
 * moves on, so the holder's next fenced write (an in-flight delivery moving the cursor past the
 * rewind) fails and it lets go; the next instance to take the lease starts from `seq`. In
 * `session` when the rewind commits with something else (its audit entry).
 */
export async function rewindConsumer(name: string, seq: number, session?: ClientSession): Promise<void> {
  await ConsumerStateModel.updateOne(
    { _id: name },
    { $set: { seq, until: new Date(0) }, $unset: { holder: '' }, $inc: { token: 1 } },
    { upsert: true, ...(session ? { session } : {}) },
  );
}

/** Removes the consumer's cursor and lease (the consumer is gone for good, e.g. a deleted webhook endpoint). */
export async function forgetConsumer(name: string): Promise<void> {
  await ConsumerStateModel.deleteOne({ _id: name });
}
