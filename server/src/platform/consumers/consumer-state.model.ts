import { model, Schema } from 'mongoose';

/**
 * One document per durable consumer of the event log (and per other leased job): where it stands
 * in the log (`seq`, delivered up to) and who may act for it now (the lease: `holder` until `until`,
 * `token` incremented by every takeover, see lease.ts).
 */
const consumerStateSchema = new Schema(
  {
    _id: { type: String, required: true },
    seq: { type: Number },
    holder: { type: String },
    until: { type: Date },
    token: { type: Number, required: true, default: 0 },
  },
  { collection: 'event_consumers', versionKey: false },
);

export const ConsumerStateModel = model('ConsumerState', consumerStateSchema);
