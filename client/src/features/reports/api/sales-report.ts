import type { SalesReport } from '@pizza/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api';
import { useStaffAuthStore } from '../../../lib/session/staff-auth-store';
import type { ReportRange } from '../report-range';
import { reportsKeys } from './reports-keys';

/** GET /api/admin/reports/sales?from&to: the figures of these Budapest days (shared/src/schemas/reports.ts). */
export function getSalesReport(token: string, range: ReportRange, signal?: AbortSignal): Promise<SalesReport> {
  return api.get<SalesReport>('/api/admin/reports/sales', { token, signal, query: { from: range.from, to: range.to } });
}

/**
 * The report of a range. Another range keeps the last report on screen (dimmed) until its own
 * arrives, so switching presets does not flash the skeleton.
 */
export function useSalesReport(range: ReportRange) {
  const token = useStaffAuthStore((state) => state.token);
  return useQuery({
    queryKey: reportsKeys.sales(range),
    queryFn: ({ signal }) => getSalesReport(token ?? '', range, signal),
    enabled: Boolean(token),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
