import type { StaffMember, StaffMemberPatch } from '@pizza/shared';
import type { ClientSession } from 'mongoose';

import { inTransaction } from '../../db/transaction';
import { conflict, notFound } from '../../lib/errors';
import { recordAudit } from '../audit';
import { forgetDevicesOf } from '../push';
import {
  type AuthUser,
  changeStaffAccount,
  findStaffAccount,
  lockAndCountActiveOwners,
  type StaffAccount,
  type StaffChange,
} from '../users';
import { memberView } from './list-members';
import { actorOf, type StaffDeps } from './staff-deps';
import { STAFF_MESSAGES } from './staff-messages';

/** What the patch really changes on this member (sending the current role again changes nothing). */
function effectiveChange(account: StaffAccount, patch: StaffMemberPatch): StaffChange {
  const change: StaffChange = {};
  if (patch.role !== undefined && patch.role !== account.staffRole) change.staffRole = patch.role;
  const deactivated = account.state === 'deactivated';
  if (patch.active === false && !deactivated) change.active = false;
  if (patch.active === true && deactivated) change.active = true;
  return change;
}

/** Whether the change takes an active owner away (demoted or deactivated). */
const removesAnOwner = (account: StaffAccount, change: StaffChange) =>
  account.state === 'active' && account.staffRole === 'OWNER' && (change.active === false || (change.staffRole ?? 'OWNER') !== 'OWNER');

async function audit(session: ClientSession, owner: AuthUser, before: StaffAccount, change: StaffChange, at: Date): Promise<void> {
  const common = { actor: actorOf(owner), at, subject: before.id };
  if (change.staffRole)
    await recordAudit(session, { ...common, action: 'staff.role', before: { role: before.staffRole }, after: { role: change.staffRole } });
  if (change.active === false) await recordAudit(session, { ...common, action: 'staff.deactivated', before: { state: before.state } });
  if (change.active === true) await recordAudit(session, { ...common, action: 'staff.reactivated', before: { state: before.state } });
}

/**
 * An owner changes a member's role, deactivates or reactivates them (docs/product/staff-accounts.md).
 * Refused (409) when the page's version is stale, and when it would leave no active owner: the count
 * and the change are one transaction that writes every owner, so two owners demoting each other at
 * once conflict and the second sees the first. Every session of the member ends at once: their
 * tokens (tokenVersion), their open sockets, their push devices.
 */
export async function changeMember(
  deps: Pick<StaffDeps, 'clock' | 'liveSessions'>,
  owner: AuthUser,
  memberId: string,
  patch: StaffMemberPatch,
): Promise<StaffMember> {
  const now = deps.clock.now();
  const changed = await inTransaction(async (session) => {
    const account = await findStaffAccount(memberId, session);
    if (!account) throw notFound(STAFF_MESSAGES.memberNotFound);
    if (account.version !== patch.version) throw conflict(STAFF_MESSAGES.staleVersion);
    const change = effectiveChange(account, patch);
    if (change.staffRole === undefined && change.active === undefined) return false;
    if (change.active === false && memberId === owner.id) throw conflict(STAFF_MESSAGES.notYourself);
    if (removesAnOwner(account, change) && (await lockAndCountActiveOwners(now, session)) <= 1) throw conflict(STAFF_MESSAGES.lastOwner);
    if (!(await changeStaffAccount(memberId, patch.version, change, now, session))) throw conflict(STAFF_MESSAGES.staleVersion);
    await audit(session, owner, account, change, now);
    return true;
  });
  if (changed) {
    // After the commit: the sockets drop now (the re-check would within seconds anyway), the devices go.
    deps.liveSessions.endUser(memberId);
    await forgetDevicesOf(memberId);
  }
  const view = await memberView(memberId);
  if (!view) throw notFound(STAFF_MESSAGES.memberNotFound);
  return view;
}
