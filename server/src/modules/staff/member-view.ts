import type { StaffMember } from '@pizza/shared';

import type { StaffPushDevice } from '../push';
import type { StaffAccount } from '../users';

/** A member as the staff page shows them (shared/src/schemas/staff.ts). */
export function toStaffMember(account: StaffAccount, devices: readonly StaffPushDevice[], invitationExpiresAt?: Date): StaffMember {
  return {
    id: account.id,
    name: account.name,
    email: account.email,
    role: account.staffRole,
    state: account.state,
    ...(account.lastSeenAt ? { lastSeenAt: account.lastSeenAt.toISOString() } : {}),
    pushDevices: devices.map(({ label, createdAt }) => ({ label, createdAt: createdAt.toISOString() })),
    ...(account.state === 'invited' && account.invitedAt ? { invitedAt: account.invitedAt.toISOString() } : {}),
    ...(account.state === 'invited' && invitationExpiresAt ? { invitationExpiresAt: invitationExpiresAt.toISOString() } : {}),
    version: account.version,
  };
}
