import { model, Schema } from 'mongoose';

/** A single-use password reset token: only its hash is stored, so a database leak cannot reset anyone. */
const resetTokenSchema = new Schema(
  {
    userId: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    tokenHash: { type: String, required: true },
    expiresAt: { type: Date, required: true },
    usedAt: { type: Date },
  },
  { collection: 'reset_tokens', timestamps: true },
);

resetTokenSchema.index({ tokenHash: 1 }, { unique: true });
resetTokenSchema.index({ userId: 1 });
resetTokenSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

export const ResetTokenModel = model('ResetToken', resetTokenSchema);
