import type { Role, StaffRole } from '@pizza/shared';

/** The signed-in principal as handlers see it: always re-loaded from the database, never the token's claims. */
export interface AuthUser {
  id: string;
  email: string;
  name: string;
  role: Role;
  /** Staff only (role 'ADMIN'): what the member may do (shared staff-access.ts). */
  staffRole?: StaffRole;
  phone?: string;
}

interface UserFields {
  _id: unknown;
  email: string;
  name: string;
  role: Role;
  staffRole?: StaffRole | null;
  phone?: string | null;
}

/** A staff account stored before roles existed is the shop's owner (the one admin it had). */
export const staffRoleOf = (user: Pick<UserFields, 'role' | 'staffRole'>): StaffRole | undefined =>
  user.role === 'ADMIN' ? (user.staffRole ?? 'OWNER') : undefined;

/** Staff accounts have no phone: the key is left out rather than sent as null. */
export function toAuthUser(user: UserFields): AuthUser {
  const authUser: AuthUser = { id: String(user._id), email: user.email, name: user.name, role: user.role };
  const staffRole = staffRoleOf(user);
  if (staffRole) authUser.staffRole = staffRole;
  if (user.phone) authUser.phone = user.phone;
  return authUser;
}
