import { createHash, randomBytes } from 'node:crypto';

import { INVITATION_TTL_MS, RETENTION_DAYS } from '@pizza/shared';
import type { ClientSession } from 'mongoose';

import { AppError, notFound } from '../../lib/errors';
import { StaffInvitationModel } from './staff-invitation.model';
import { STAFF_MESSAGES } from './staff-messages';

const TOKEN_BYTES = 32;
/**
 * A dead link's record stays this long after it expired, so the join page can still say why; then
 * its TTL index and the retention job delete it (docs/product/legal.md#retention).
 */
const KEEP_AFTER_EXPIRY_MS = RETENTION_DAYS.oneTimeCodes * 24 * 60 * 60 * 1000;

/** 256 random bits need no salt or slow hash; sha256 only keeps a database copy from being a key ring. */
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const gone = (message: string) => new AppError(410, 'GONE', message);

/**
 * A new link for this member; every older link of theirs dies in the same transaction (a resend).
 * Returns the token itself: it goes into the mail and is never stored.
 */
export async function issueInvitationToken(
  memberId: string,
  now: Date,
  session: ClientSession,
): Promise<{ token: string; expiresAt: Date }> {
  await revokeInvitationTokens(memberId, now, session);
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  const expiresAt = new Date(now.getTime() + INVITATION_TTL_MS);
  await StaffInvitationModel.create(
    [{ tokenHash: hashToken(token), memberId, expiresAt, purgeAt: new Date(expiresAt.getTime() + KEEP_AFTER_EXPIRY_MS) }],
    { session },
  );
  return { token, expiresAt };
}

/** Kills every live link of this member (a resend, a withdrawn invitation). */
export async function revokeInvitationTokens(memberId: string, now: Date, session: ClientSession): Promise<void> {
  await StaffInvitationModel.updateMany(
    { memberId, usedAt: { $exists: false }, revokedAt: { $exists: false } },
    { $set: { revokedAt: now } },
    { session },
  );
}

/** A link that still works: whose it is and until when. */
export interface LiveInvitation {
  id: string;
  memberId: string;
  expiresAt: Date;
}

/**
 * The live invitation of a presented token, or the reason it does not work: 404 for a token that
 * was never issued (forged, mistyped), 410 for one that was used, replaced, withdrawn or expired.
 */
export async function liveInvitation(token: string, now: Date, session?: ClientSession): Promise<LiveInvitation> {
  const stored = await StaffInvitationModel.findOne({ tokenHash: hashToken(token) }, null, session ? { session } : {}).lean();
  if (!stored) throw notFound(STAFF_MESSAGES.invitationUnknown);
  if (stored.usedAt) throw gone(STAFF_MESSAGES.invitationUsed);
  if (stored.revokedAt) throw gone(STAFF_MESSAGES.invitationWithdrawn);
  if (stored.expiresAt.getTime() <= now.getTime()) throw gone(STAFF_MESSAGES.invitationExpired);
  return { id: String(stored._id), memberId: stored.memberId, expiresAt: stored.expiresAt };
}

/** Marks the link used; false when another request used (or revoked) it first. */
export async function useInvitation(id: string, now: Date, session: ClientSession): Promise<boolean> {
  const result = await StaffInvitationModel.updateOne(
    { _id: id, usedAt: { $exists: false }, revokedAt: { $exists: false } },
    { $set: { usedAt: now } },
    { session },
  );
  return result.matchedCount > 0;
}

/** When a member's live link expires, for the staff page; absent when they have none. */
export async function invitationExpiries(memberIds: readonly string[]): Promise<Map<string, Date>> {
  if (memberIds.length === 0) return new Map();
  const live = await StaffInvitationModel.find(
    { memberId: { $in: [...memberIds] }, usedAt: { $exists: false }, revokedAt: { $exists: false } },
    { memberId: 1, expiresAt: 1 },
  ).lean();
  return new Map(live.map((invitation) => [invitation.memberId, invitation.expiresAt]));
}

export { gone as invitationGone };
