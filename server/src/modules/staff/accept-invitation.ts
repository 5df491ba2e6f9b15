import type { InvitationAcceptRequest, InvitationPreview } from '@pizza/shared';
import type { ClientSession } from 'mongoose';

import { inTransaction } from '../../db/transaction';
import { hashPassword } from '../../lib/password';
import { recordAudit } from '../audit';
import { activateInvitedAccount, findStaffAccount, type StaffAccount } from '../users';
import { invitationGone, type LiveInvitation, liveInvitation, useInvitation } from './invitation-tokens';
import type { StaffDeps } from './staff-deps';
import { STAFF_MESSAGES } from './staff-messages';

/** The member a live link invites; a member who was deactivated (or removed) meanwhile makes the link dead. */
async function invitedMember(invitation: LiveInvitation, session?: ClientSession): Promise<StaffAccount> {
  const account = await findStaffAccount(invitation.memberId, session);
  if (!account) throw invitationGone(STAFF_MESSAGES.invitationWithdrawn);
  if (account.state === 'active') throw invitationGone(STAFF_MESSAGES.invitationUsed);
  if (account.state === 'deactivated') throw invitationGone(STAFF_MESSAGES.invitationDeactivated);
  return account;
}

/** What the join page shows before the new member chooses a password: who is invited, as what, until when. */
export async function previewInvitation(deps: Pick<StaffDeps, 'clock'>, token: string): Promise<InvitationPreview> {
  const invitation = await liveInvitation(token, deps.clock.now());
  const account = await invitedMember(invitation);
  return { email: account.email, name: account.name, role: account.staffRole, expiresAt: invitation.expiresAt.toISOString() };
}

/**
 * The invited member sets their password (the rules of every password, checked by the schema) and
 * may sign in from then on, with the e-mailed code like every member. The link is used in the same
 * transaction, so two requests with one link cannot both succeed.
 */
export async function acceptInvitation(
  deps: Pick<StaffDeps, 'clock'>,
  token: string,
  { password }: InvitationAcceptRequest,
): Promise<{ email: string }> {
  // Checked before the slow hash, so a dead link is answered at once; checked again inside the transaction.
  await invitedMember(await liveInvitation(token, deps.clock.now()));
  const passwordHash = await hashPassword(password);
  const now = deps.clock.now();
  return inTransaction(async (session) => {
    const invitation = await liveInvitation(token, now, session);
    const account = await invitedMember(invitation, session);
    if (!(await useInvitation(invitation.id, now, session))) throw invitationGone(STAFF_MESSAGES.invitationUsed);
    if (!(await activateInvitedAccount(account.id, passwordHash, now, session))) throw invitationGone(STAFF_MESSAGES.invitationDeactivated);
    await recordAudit(session, {
      action: 'staff.joined',
      actor: { id: account.id, name: account.name, email: account.email, staffRole: account.staffRole },
      at: now,
      subject: account.id,
    });
    return { email: account.email };
  });
}
