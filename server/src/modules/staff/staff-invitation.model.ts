import { type InferSchemaType, model, Schema } from 'mongoose';

/**
 * One invitation link sent to a staff member (docs/product/staff-accounts.md): only the token's
 * hash is stored, so a copy of the database opens no account. Kept after it stops working (used,
 * replaced by a resend, withdrawn) so the join page can say why; removed a month after it expired.
 */
const staffInvitationSchema = new Schema(
  {
    tokenHash: { type: String, required: true },
    memberId: { type: String, required: true },
    expiresAt: { type: Date, required: true },
    usedAt: { type: Date },
    /** A resend (a newer link) or the invitation withdrawn: this link is dead. */
    revokedAt: { type: Date },
    purgeAt: { type: Date, required: true },
  },
  { collection: 'staff_invitations', versionKey: false },
);

staffInvitationSchema.index({ tokenHash: 1 }, { unique: true });
staffInvitationSchema.index({ memberId: 1 });
staffInvitationSchema.index({ purgeAt: 1 }, { expireAfterSeconds: 0 });

export type StaffInvitationRecord = InferSchemaType<typeof staffInvitationSchema>;
export const StaffInvitationModel = model('StaffInvitation', staffInvitationSchema);
