import type { InvitationAcceptRequest, InvitationPreview } from '@pizza/shared';
import { useMutation, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api';
import { staffKeys } from './staff-keys';

/*
 * The join page's calls are made without any token (the invited person has none yet). The
 * invitation's token travels in the path of these requests only, never in a page address's query
 * (the link carries it in the fragment, which browsers do not send).
 */
const invitationPath = (token: string) => `/api/staff/invitations/${encodeURIComponent(token)}`;

/** GET /api/staff/invitations/{token}: who is invited and as what; 404/410 when the link no longer works. */
export function useInvitationPreview(token: string) {
  return useQuery({
    queryKey: staffKeys.invitation(token),
    queryFn: ({ signal }) => api.get<InvitationPreview>(invitationPath(token), { token: null, signal }),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
  });
}

/** POST /api/staff/invitations/{token}/accept: sets the password; the link is used up. */
export function useAcceptInvitation(token: string) {
  return useMutation({
    mutationFn: (body: InvitationAcceptRequest) => api.post<unknown>(`${invitationPath(token)}/accept`, { token: null, body }),
  });
}
