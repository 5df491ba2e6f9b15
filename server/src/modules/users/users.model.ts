import { ROLES, STAFF_ROLES, SUPPORTED_LANGUAGES } from '@pizza/shared';
import { type InferSchemaType, model, Schema } from 'mongoose';

import { jsonOptions } from '../../lib/mongoose-json';

const acceptedVersion = new Schema({ version: { type: Number, required: true }, at: { type: Date, required: true } }, { _id: false });

const userSchema = new Schema(
  {
    /** Lower-cased so one mailbox is one account (the original allowed case variants). */
    email: { type: String, required: true, lowercase: true, trim: true },
    name: { type: String, required: true, trim: true },
    passwordHash: { type: String, required: true },
    /** E.164, verified through Firebase; absent for staff accounts. */
    phone: { type: String, trim: true },
    /** Free-text address given at sign-up (delivery addresses are their own collection). */
    address: { type: String, default: '' },
    role: { type: String, required: true, enum: ROLES, default: 'USER' },
    /** A staff account's role (docs/product/staff-roles.md); absent on customers. A staff account stored before roles reads as OWNER. */
    staffRole: { type: String, enum: STAFF_ROLES },
    /** False once an owner deactivated the member: no sign-in, no token of theirs is accepted. */
    active: { type: Boolean, default: true },
    /** Bumped by every change an owner makes to the member: a change sent with an older one is refused (docs/product/staff-accounts.md). */
    staffVersion: { type: Number, default: 0 },
    /** When the newest invitation mail went out; with no joinedAt, the member has not set a password yet. */
    invitedAt: { type: Date },
    /** When an invited member set their password. */
    joinedAt: { type: Date },
    /** Set while an owner has deactivated the member. */
    deactivatedAt: { type: Date },
    /** The member's last request or socket, written at most once a minute. */
    lastSeenAt: { type: Date },
    /** Bumped to invalidate every token issued before (logout everywhere, password reset, demotion). */
    tokenVersion: { type: Number, required: true, default: 0 },
    /** The customer's language (mails): from Accept-Language at sign-up, then their own choice. Absent on older accounts: English. */
    language: { type: String, enum: SUPPORTED_LANGUAGES },
    /** The optional order mails; absent fields mean on. */
    mails: { type: new Schema({ ready: Boolean, delivered: Boolean }, { _id: false }) },
    /** The versions of the terms and the privacy notice the customer accepted, and when (docs/product/legal.md#acceptance). */
    acceptedLegal: { type: new Schema({ terms: acceptedVersion, privacy: acceptedVersion }, { _id: false }) },
  },
  { collection: 'users', timestamps: true, toJSON: jsonOptions(['passwordHash', 'tokenVersion']) },
);

userSchema.index({ email: 1 }, { unique: true });
userSchema.index({ phone: 1 }, { unique: true, sparse: true });

export type UserRecord = InferSchemaType<typeof userSchema>;
export const UserModel = model('User', userSchema);
