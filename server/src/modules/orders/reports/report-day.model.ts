import { model, Schema } from 'mongoose';

/**
 * A Budapest day's report figures, stored once the day is over and every order of it has ended
 * (day-rollups.ts; docs/product/reports.md#how-the-figures-are-made). `version` is the shape of
 * `figures` (DayFigures): a day stored by an older version is computed again.
 */
const reportDaySchema = new Schema(
  {
    _id: { type: String, required: true },
    version: { type: Number, required: true },
    storedAt: { type: Date, required: true },
    figures: { type: Schema.Types.Mixed, required: true },
  },
  { collection: 'report_days', versionKey: false },
);

export const ReportDayModel = model('ReportDay', reportDaySchema);
