import { model, Schema } from 'mongoose';

/** A staff sign-in code: stored hashed, one live code per e-mail, removed by TTL when expired. */
const oneTimeCodeSchema = new Schema(
  {
    email: { type: String, required: true, lowercase: true, trim: true },
    codeHash: { type: String, required: true },
    expiresAt: { type: Date, required: true },
    /** Wrong tries so far; at the limit the code is dead and a new one must be requested. */
    attempts: { type: Number, required: true, default: 0 },
  },
  { collection: 'one_time_codes', timestamps: true },
);

oneTimeCodeSchema.index({ email: 1 }, { unique: true });
oneTimeCodeSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

export const OneTimeCodeModel = model('OneTimeCode', oneTimeCodeSchema);
