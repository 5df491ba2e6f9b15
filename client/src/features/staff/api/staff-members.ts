import type { StaffInviteRequest, StaffList, StaffMember, StaffMemberPatch } from '@pizza/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api';
import { useStaffAuthStore } from '../../../lib/session/staff-auth-store';
import { staffKeys } from './staff-keys';

const STAFF_PATH = '/api/staff';
const memberPath = (memberId: string) => `${STAFF_PATH}/${encodeURIComponent(memberId)}`;
const invitationPath = (memberId: string) => `${STAFF_PATH}/invitations/${encodeURIComponent(memberId)}`;

function useToken(): string {
  return useStaffAuthStore((state) => state.token) ?? '';
}

/** GET /api/staff: every member and open invitation; refreshed every half minute for "last seen". */
export function useStaffMembers() {
  const token = useToken();
  return useQuery({
    queryKey: staffKeys.members(),
    queryFn: ({ signal }) => api.get<StaffList>(STAFF_PATH, { token, signal }),
    enabled: token !== '',
    refetchInterval: 30_000,
  });
}

/** Every staff change refreshes the list: the answer of a change is one member, the list shows them all. */
function useStaffChange<T>(send: (token: string, input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  const token = useToken();
  return useMutation({
    mutationFn: (input: T) => send(token, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffKeys.members() }),
  });
}

/** POST /api/staff/invitations: the mail goes out in the shop's languages with a 72-hour link. */
export function useInviteStaff() {
  return useStaffChange((token, body: StaffInviteRequest) => api.post<StaffMember>(`${STAFF_PATH}/invitations`, { token, body }));
}

/** POST /api/staff/invitations/{memberId}/resend: a new link (the old one stops working) and 72 more hours. */
export function useResendInvitation() {
  return useStaffChange((token, memberId: string) => api.post<StaffMember>(`${invitationPath(memberId)}/resend`, { token }));
}

/** DELETE /api/staff/invitations/{memberId}: the link stops working and the invitation leaves the list. */
export function useWithdrawInvitation() {
  return useStaffChange((token, memberId: string) => api.delete<void>(invitationPath(memberId), { token }));
}

/** PATCH /api/staff/{memberId}: a new role, or (re)activation; 409 when someone changed the member meanwhile. */
export function useUpdateStaffMember() {
  return useStaffChange((token, { memberId, patch }: { memberId: string; patch: StaffMemberPatch }) =>
    api.patch<StaffMember>(memberPath(memberId), { token, body: patch }),
  );
}
