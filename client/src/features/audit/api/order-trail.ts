import type { AuditEntry, AuditPage } from '@pizza/shared';
import { useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api';
import { useStaffAuthStore } from '../../../lib/session/staff-auth-store';
import { auditKeys } from './audit-keys';

/** GET /api/audit/orders/{orderId}: what staff did to one order, oldest first. */
export async function getOrderTrail(token: string, orderId: string, signal?: AbortSignal): Promise<AuditEntry[]> {
  const answer = await api.get<AuditEntry[] | AuditPage>(`/api/audit/orders/${encodeURIComponent(orderId)}`, { token, signal });
  const entries = Array.isArray(answer) ? answer : answer.entries;
  return [...entries].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
}

/** One order's trail, read when its History is opened (and again each time it is reopened). */
export function useOrderTrail(orderId: string, open: boolean) {
  const token = useStaffAuthStore((state) => state.token);
  return useQuery({
    queryKey: auditKeys.trail(orderId),
    queryFn: ({ signal }) => getOrderTrail(token ?? '', orderId, signal),
    enabled: open && Boolean(token),
    staleTime: 0,
  });
}
