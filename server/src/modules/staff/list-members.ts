import type { StaffList, StaffMember } from '@pizza/shared';

import { pushDevicesOf } from '../push';
import { findStaffAccount, listStaffAccounts, type StaffAccount } from '../users';
import { invitationExpiries } from './invitation-tokens';
import { toStaffMember } from './member-view';

async function withDetails(accounts: StaffAccount[]): Promise<StaffMember[]> {
  const ids = accounts.map((account) => account.id);
  const [devices, expiries] = await Promise.all([pushDevicesOf(ids), invitationExpiries(ids)]);
  return accounts.map((account) =>
    toStaffMember(
      account,
      devices.filter((device) => device.userId === account.id),
      expiries.get(account.id),
    ),
  );
}

/** Every member of the staff, invited and deactivated ones included, with their push devices. */
export async function listMembers(): Promise<StaffList> {
  return { members: await withDetails(await listStaffAccounts()) };
}

/** One member as the staff page shows them, after a change; null when gone. */
export async function memberView(id: string): Promise<StaffMember | null> {
  const account = await findStaffAccount(id);
  return account ? ((await withDetails([account]))[0] ?? null) : null;
}
