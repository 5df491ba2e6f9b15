import type { Language, StaffMember } from '@pizza/shared';

import { inTransaction } from '../../db/transaction';
import { conflict, notFound } from '../../lib/errors';
import { recordAudit } from '../audit';
import { type AuthUser, findStaffAccount, markReinvited } from '../users';
import { sendInvitationMail } from './invitation-mail';
import { issueInvitationToken } from './invitation-tokens';
import { memberView } from './list-members';
import { actorOf, type StaffDeps } from './staff-deps';
import { STAFF_MESSAGES } from './staff-messages';

/**
 * A new invitation mail with a new link, valid for the full time again; the old link dies in the
 * same transaction (docs/product/staff-accounts.md). Only for a member who has not joined yet.
 */
export async function resendInvitation(deps: StaffDeps, owner: AuthUser, memberId: string, language: Language): Promise<StaffMember> {
  const now = deps.clock.now();
  const { member, token } = await inTransaction(async (session) => {
    const account = await findStaffAccount(memberId, session);
    if (!account) throw notFound(STAFF_MESSAGES.memberNotFound);
    if (!(await markReinvited(memberId, now, session))) throw conflict(STAFF_MESSAGES.notInvited);
    const issued = await issueInvitationToken(memberId, now, session);
    await recordAudit(session, {
      action: 'staff.invitation.resent',
      actor: actorOf(owner),
      at: now,
      subject: memberId,
      after: { email: account.email },
    });
    return { member: account, token: issued.token };
  });
  // The new link is stored; if the mail fails the owner sends again (each try replaces the last link).
  await sendInvitationMail(deps, { to: member.email, inviterName: owner.name, role: member.staffRole, token, language });
  const view = await memberView(memberId);
  if (!view) throw notFound(STAFF_MESSAGES.memberNotFound);
  return view;
}
