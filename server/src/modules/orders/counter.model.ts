import { model, Schema } from 'mongoose';

/**
 * Named sequences advanced with one atomic `$inc` (inside the caller's transaction), e.g. the
 * event log's global seq and each day's order numbers.
 */
const counterSchema = new Schema(
  {
    _id: { type: String, required: true },
    seq: { type: Number, required: true, default: 0 },
  },
  { collection: 'counters', versionKey: false },
);

export const CounterModel = model('Counter', counterSchema);
