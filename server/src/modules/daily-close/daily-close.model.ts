import { type InferSchemaType, model, Schema } from 'mongoose';

/*
 * One record per Budapest day the close mail is due for (`_id` 'YYYY-MM-DD'), and one record
 * `_id` 'first-run' holding when the job first ran on this database: days that closed before it
 * get no mail (docs/product/reports.md#the-daily-close-mail).
 */
const dailyCloseSchema = new Schema(
  {
    _id: { type: String, required: true },
    /** The instance sending the day's mail, until leaseUntil. */
    holder: { type: String },
    leaseUntil: { type: Date },
    /** Counts the claims: the holder's writes are conditional on its own claim (a fence). */
    claims: { type: Number },
    /** The owners' addresses already mailed: a retry after a crash mails only the others. */
    sentTo: { type: [String], default: undefined },
    /** Set once every active owner has the mail: the day is done. */
    sentAt: { type: Date },
    /** 'first-run' only: when the job first ran. */
    at: { type: Date },
  },
  { collection: 'daily_closes', versionKey: false },
);

export type DailyCloseRecord = InferSchemaType<typeof dailyCloseSchema>;
export const DailyCloseModel = model('DailyClose', dailyCloseSchema);
