import { type InferSchemaType, model, Schema } from 'mongoose';

/*
 * One record per Budapest day the retention pass is due (`_id` 'YYYY-MM-DD'), with its lease, so
 * that of several instances one deletes and the others see the day done
 * (docs/product/legal.md#retention).
 */
const retentionRunSchema = new Schema(
  {
    _id: { type: String, required: true },
    /** The instance running the day's pass, until leaseUntil. */
    holder: { type: String },
    leaseUntil: { type: Date },
    /** Counts the claims: the holder's writes are conditional on its own claim (a fence). */
    claims: { type: Number },
    /** Set once every kind's delete succeeded: the day is done. */
    doneAt: { type: Date },
    /** How many records of each kind the pass deleted (for the operator). */
    deleted: { type: Schema.Types.Mixed },
  },
  { collection: 'retention_runs', versionKey: false },
);

export type RetentionRunRecord = InferSchemaType<typeof retentionRunSchema>;
export const RetentionRunModel = model('RetentionRun', retentionRunSchema);
