import type { Language, StaffInviteRequest, StaffMember } from '@pizza/shared';

import { inTransaction } from '../../db/transaction';
import { conflict } from '../../lib/errors';
import { recordAudit } from '../audit';
import { accountExists, type AuthUser, createInvitedAccount, deleteInvitedAccount } from '../users';
import { sendInvitationMail } from './invitation-mail';
import { issueInvitationToken, revokeInvitationTokens } from './invitation-tokens';
import { memberView } from './list-members';
import { actorOf, type StaffDeps } from './staff-deps';
import { STAFF_MESSAGES } from './staff-messages';

const isDuplicateKey = (err: unknown) => (err as { code?: unknown }).code === 11000;

/**
 * An owner invites someone by e-mail with a role (docs/product/staff-accounts.md): an account that
 * cannot sign in yet, a single-use link, an audit entry, all in one transaction; then the mail. A
 * mail that cannot be sent undoes the invitation, so the owner can simply try again.
 */
export async function invite(deps: StaffDeps, owner: AuthUser, request: StaffInviteRequest, language: Language): Promise<StaffMember> {
  const taken = conflict(STAFF_MESSAGES.emailTaken);
  if (await accountExists({ email: request.email })) throw taken;
  const now = deps.clock.now();
  const { member, token } = await inTransaction(async (session) => {
    const account = await createInvitedAccount(
      { email: request.email, name: request.name, staffRole: request.role, invitedAt: now },
      session,
    );
    const issued = await issueInvitationToken(account.id, now, session);
    await recordAudit(session, {
      action: 'staff.invited',
      actor: actorOf(owner),
      at: now,
      subject: account.id,
      after: { email: account.email, name: account.name, role: account.staffRole },
    });
    return { member: account, token: issued.token };
  }).catch((err: unknown) => {
    // Another owner invited the same e-mail (or someone signed up with it) a moment earlier.
    throw isDuplicateKey(err) ? taken : err;
  });
  try {
    await sendInvitationMail(deps, { to: member.email, inviterName: owner.name, role: member.staffRole, token, language });
  } catch (err) {
    // The audit log is append-only: the undoing is an entry of its own.
    await inTransaction(async (session) => {
      await revokeInvitationTokens(member.id, now, session);
      if (!(await deleteInvitedAccount(member.id, session))) return;
      const entry = { subject: member.id, before: { email: member.email, role: member.staffRole }, after: { reason: 'mail-failed' } };
      await recordAudit(session, { action: 'staff.invitation.withdrawn', actor: actorOf(owner), at: now, ...entry });
    });
    throw err;
  }
  const view = await memberView(member.id);
  if (!view) throw new Error('an invited member vanished right after the invitation');
  return view;
}
