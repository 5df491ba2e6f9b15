import type { AuditActorOption, AuditPage } from '@pizza/shared';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api';
import { useStaffAuthStore } from '../../../lib/session/staff-auth-store';
import { type AuditFilters, auditRequestQuery } from '../audit-filters';
import { auditKeys } from './audit-keys';

/** How many entries a page of the log brings. */
export const AUDIT_PAGE_SIZE = 50;

/** GET /api/audit: newest first, a page at a time; `before` is the previous page's `nextBefore`. */
export function getAuditPage(token: string, filters: AuditFilters, before?: string, signal?: AbortSignal): Promise<AuditPage> {
  return api.get<AuditPage>('/api/audit', { token, signal, query: { ...auditRequestQuery(filters), before, limit: AUDIT_PAGE_SIZE } });
}

/** The log with these filters and 'Load more'; a new filter is a new list from the newest entry. */
export function useAuditLog(filters: AuditFilters) {
  const token = useStaffAuthStore((state) => state.token);
  return useInfiniteQuery({
    queryKey: auditKeys.log(filters),
    queryFn: ({ pageParam, signal }) => getAuditPage(token ?? '', filters, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextBefore,
    select: (data) => data.pages.flatMap((page) => page.entries),
    enabled: Boolean(token),
  });
}

/** The people the "who" filter offers: everyone who appears in the log as the one who acted, former staff too. */
export function useAuditActors() {
  const token = useStaffAuthStore((state) => state.token);
  return useQuery({
    queryKey: auditKeys.actors(),
    queryFn: ({ signal }) => api.get<AuditActorOption[]>('/api/audit/actors', { token, signal }),
    enabled: Boolean(token),
    staleTime: 60_000,
  });
}
