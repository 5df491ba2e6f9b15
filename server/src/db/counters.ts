import { type ClientSession, model, Schema } from 'mongoose';

/**
 * Named sequences advanced with one atomic `$inc`, e.g. the order event log's global seq and each
 * day's order numbers. Called inside the caller's transaction, the increment commits or rolls back
 * with the change it numbers, so an aborted transaction leaves no gap; and because concurrent
 * transactions conflict on the counter document, numbers are handed out in commit order.
 */
const counterSchema = new Schema(
  {
    _id: { type: String, required: true },
    seq: { type: Number, required: true, default: 0 },
    /** See nextSequenceAt: a time carried forward along the sequence (absent on counters that need none). */
    at: { type: Date },
  },
  { collection: 'counters', versionKey: false },
);

export const CounterModel = model('Counter', counterSchema);

/**
 * The next value of `name` (1 for a new counter), inside `session`'s transaction when one is given.
 * `count` numbers at once: the returned value is the last of them.
 */
export async function nextSequence(name: string, session?: ClientSession, count = 1): Promise<number> {
  const counter = await CounterModel.findOneAndUpdate(
    { _id: name },
    { $inc: { seq: count } },
    { upsert: true, returnDocument: 'after', session, lean: true },
  );
  // An upsert with returnDocument 'after' always yields the document.
  return counter!.seq;
}

/**
 * nextSequence that also carries a time forward in the same atomic update: the returned `at` is
 * the latest of `at` and every time passed before on this counter, so the times along the
 * sequence never decrease, whatever the clocks of the instances that took the numbers say.
 * `count` numbers at once: the returned `seq` is the last of them.
 */
export async function nextSequenceAt(name: string, at: Date, session: ClientSession, count = 1): Promise<{ seq: number; at: Date }> {
  const counter = await CounterModel.findOneAndUpdate(
    { _id: name },
    { $inc: { seq: count }, $max: { at } },
    { upsert: true, returnDocument: 'after', session, lean: true },
  );
  return { seq: counter!.seq, at: counter!.at ?? at };
}

/**
 * The current value of `name` without advancing it (0 before the first nextSequence). `majority`:
 * only what a failover cannot undo (a replica set's primary may be ahead of that).
 */
export async function currentSequence(name: string, options: { session?: ClientSession; majority?: boolean } = {}): Promise<number> {
  const query = CounterModel.findById(name, { seq: 1 }, { session: options.session });
  if (options.majority) query.readConcern('majority');
  const counter = await query.lean();
  return counter?.seq ?? 0;
}
