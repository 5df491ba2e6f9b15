import { useStaffAuthStore } from '../../../lib/session/staff-auth-store';

/** Every call of this page goes with the staff token (the page is only shown to a signed-in staff member). */
export function useStaffToken(): string {
  return useStaffAuthStore((state) => state.token) ?? '';
}
