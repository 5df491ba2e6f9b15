import { permissionsOf, type StaffSelf } from '@pizza/shared';

import type { AuthUser } from '../users';

/** The signed-in member's role and what it allows (the client's navigation); the role is re-read per request. */
export function staffSelf(user: AuthUser): StaffSelf {
  const role = user.staffRole ?? 'OWNER';
  return { id: user.id, name: user.name, email: user.email, role, permissions: [...permissionsOf(role)] };
}
