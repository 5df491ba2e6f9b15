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
  },
  { collection: 'counters', versionKey: false },
);

export const CounterModel = model('Counter', counterSchema);

/** The next value of `name` (1 for a new counter), inside `session`'s transaction when one is given. */
export async function nextSequence(name: string, session?: ClientSession): Promise<number> {
  const counter = await CounterModel.findOneAndUpdate(
    { _id: name },
    { $inc: { seq: 1 } },
    { upsert: true, returnDocument: 'after', session, lean: true },
  );
  // An upsert with returnDocument 'after' always yields the document.
  return counter!.seq;
}

/** The current value of `name` without advancing it (0 before the first nextSequence). */
export async function currentSequence(name: string, session?: ClientSession): Promise<number> {
  const counter = await CounterModel.findById(name, { seq: 1 }, { session }).lean();
  return counter?.seq ?? 0;
}
