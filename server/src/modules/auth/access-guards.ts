import type { AccessGuards } from '../../lib/route-table';
import { type AuthGuard, requirePermission, requireRole } from './authenticate';

/** The middleware behind each access level of the route tables (lib/route-table.ts). */
export function accessGuards(guard: Pick<AuthGuard, 'authenticate'>): AccessGuards {
  return {
    signedIn: [guard.authenticate],
    customer: [guard.authenticate, requireRole('USER')],
    can: (permission) => [guard.authenticate, requirePermission(permission)],
  };
}
