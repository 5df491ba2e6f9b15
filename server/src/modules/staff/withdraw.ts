import { inTransaction } from '../../db/transaction';
import { conflict, notFound } from '../../lib/errors';
import { recordAudit } from '../audit';
import { type AuthUser, deleteInvitedAccount, findStaffAccount } from '../users';
import { revokeInvitationTokens } from './invitation-tokens';
import { actorOf, type StaffDeps } from './staff-deps';
import { STAFF_MESSAGES } from './staff-messages';

/**
 * Withdraws an invitation nobody used yet: the link dies and the waiting account is removed, so the
 * e-mail can be invited again later (docs/product/staff-accounts.md).
 */
export async function withdrawInvitation(deps: Pick<StaffDeps, 'clock'>, owner: AuthUser, memberId: string): Promise<void> {
  const now = deps.clock.now();
  await inTransaction(async (session) => {
    const account = await findStaffAccount(memberId, session);
    if (!account) throw notFound(STAFF_MESSAGES.memberNotFound);
    if (!(await deleteInvitedAccount(memberId, session))) throw conflict(STAFF_MESSAGES.notInvited);
    await revokeInvitationTokens(memberId, now, session);
    await recordAudit(session, {
      action: 'staff.invitation.withdrawn',
      actor: actorOf(owner),
      at: now,
      subject: memberId,
      before: { email: account.email, role: account.staffRole },
    });
  });
}
