import { permissionsOf, type StaffRole, type StaffSelf } from '@pizza/shared';

/** GET /api/staff/me as the server answers it for a member of this role (the matrix decides the permissions). */
export function staffSelf(role: StaffRole = 'OWNER', overrides: Partial<StaffSelf> = {}): StaffSelf {
  return {
    id: `member-${role.toLowerCase()}`,
    name: `${role.charAt(0)}${role.slice(1).toLowerCase()} Member`,
    email: 'admin@example.com',
    role,
    permissions: [...permissionsOf(role)],
    ...overrides,
  };
}
