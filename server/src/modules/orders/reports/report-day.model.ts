import { model, Schema } from 'mongoose';

/**
 * A Budapest day's report figures, stored once the day is over and every order of it has ended
 * (day-rollups.ts; docs/product/reports.md#how-the-figures-are-made). `version` is the shape of
 * `figures` (DayFigures): a day stored by an older version is computed again. The figures are kept
 * as JSON text: nothing queries inside them, and a year of days is then 365 strings to copy where
 * it would be some 700,000 values, about three times faster to read on the embedded server
 * (docs/performance/reports.md).
 */
const reportDaySchema = new Schema(
  {
    _id: { type: String, required: true },
    version: { type: Number, required: true },
    storedAt: { type: Date, required: true },
    figures: { type: String, required: true },
  },
  { collection: 'report_days', versionKey: false },
);

export const ReportDayModel = model('ReportDay', reportDaySchema);
